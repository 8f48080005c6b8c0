import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('Packs & Pallets: add a pack with contents, see its SSCC, view it, delete it', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/admin/lot');
  await expect(page.getByRole('heading', { name: 'Packs & Pallets' })).toBeVisible();
  for (const header of ['Pack', 'SSCC Number', 'KG', 'H', 'W', 'D', 'Type', 'Storage', 'Actions']) {
    await expect(
      page
        .getByRole('table', { name: 'Packs' })
        .getByRole('columnheader', { name: header, exact: true }),
    ).toBeVisible();
  }
  // The demo packs of DC1.
  await expect(dataRows(page, 'Packs').first()).toContainText(/SXP\d{7}/);

  // Add pack reserves the next number (and its SSCC) before the blank pack opens.
  await page.getByRole('button', { name: 'Add pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pack' });
  await expect(dialog.getByLabel('Pack', { exact: true })).toHaveValue(/^SXP\d{7}$/);
  await expect(dialog.getByLabel('SSCC Number')).toHaveValue(/^\d{18}$/);
  const packNumber = await dialog.getByLabel('Pack', { exact: true }).inputValue();
  const sscc = await dialog.getByLabel('SSCC Number').inputValue();
  await dialog
    .getByLabel('Type (load object type)')
    .selectOption({ label: 'CHEP (CHEP pallet 1165x1165)' });
  await expect(dialog.getByLabel('W (mm)')).toHaveValue('1165');
  await dialog.getByLabel('KG').fill('312.5');
  await dialog.getByLabel('H (mm)').fill('1450');
  await dialog.getByLabel('Customer', { exact: true }).fill('Harbour Fresh Grocers');

  // A line needs a quantity above 0.
  await dialog.getByLabel('Inventory Code').fill('PAS-500-SPAG');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(
    dialog
      .getByText('This field is required')
      .or(dialog.getByText('Quantity must be more than 0'))
      .first(),
  ).toBeVisible();
  await dialog.getByLabel('Quantity').fill('24');
  await dialog.getByLabel('Serial/Batch').fill('B24117');
  await dialog.getByLabel('Date Code').fill('2027-03-31');
  await dialog.getByLabel('GTIN').fill('9312345000019');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dataRows(page, 'Pack contents')).toHaveCount(1);
  await expect(dataRows(page, 'Pack contents').first()).toContainText('B24117');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search packs').fill(packNumber);
  await expect(dataRows(page, 'Packs')).toHaveCount(1);
  const row = dataRows(page, 'Packs').first();
  await expect(row).toContainText(sscc);
  await expect(row).toContainText('312.5');
  await expect(row).toContainText('CHEP');

  // View shows the contents as saved.
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: `Pack ${packNumber}` });
  await expect(dataRows(page, 'Pack contents').first()).toContainText('PAS-500-SPAG');
  await expect(dataRows(page, 'Pack contents').first()).toContainText('2027-03-31');
  await view.getByRole('button', { name: 'Close' }).first().click();
  await expect(view).toBeHidden();

  // Delete asks first.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete pack' });
  await expect(confirm).toContainText(packNumber);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The table's one row is then its empty state.
  await expect(page.getByText('No pack matches the search')).toBeVisible();
  await expect(dataRows(page, 'Packs')).toHaveText(['No pack matches the search']);
});
