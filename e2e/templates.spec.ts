import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, searched } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin adds a template, tries it, sees a syntax error by line, saves, finds and deletes it', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Printing').click();
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/jinja_templates$/);
  await expect(dataRows(page, 'Templates').filter({ hasText: 'FISH_RUN_HEADER' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Add template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Template', { exact: true }).fill('E2E_PICK_LABEL');
  await dialog.getByLabel('Description').fill('Pick bench label');
  await dialog.getByLabel('Entity').selectOption('sales_order');
  const body = dialog.getByLabel('Template (Jinja)');
  await body.fill('^XA\n^FDPick {{ required_date }} by {{ printed_user }}^FS\n^XZ');
  await expect(dialog.getByLabel('Sample data (JSON)')).toHaveValue(
    /"required_date": "\d{4}-\d{2}-\d{2}"/,
  );
  await dialog.getByLabel('Sample data (JSON)').fill('{"required_date": "2026-12-01"}');
  await dialog.getByRole('button', { name: 'Render' }).click();
  await expect(dialog.getByRole('status', { name: 'Rendered output' })).toContainText(
    '^FDPick 2026-12-01 by Priya Raman^FS',
  );

  await body.fill('^XA\n^FD{{ required_date }}^FS\n{% if %}\n^XZ');
  await dialog.getByRole('button', { name: 'Render' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Line 3:');

  await body.fill('^XA\n^FDPick {{ required_date }}^FS\n^XZ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const found = await searched(page, 'Templates', 'template', { search_term: 'pick bench' }, () =>
    page.getByLabel('Search templates').fill('pick bench'),
  );
  expect(found).toBe(1);
  const row = dataRows(page, 'Templates').filter({ hasText: 'E2E_PICK_LABEL' });
  await expect(row).toContainText('Sales Order');

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});
