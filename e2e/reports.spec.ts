import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton, signIn } from './helpers';

test('the admin runs a report with parameters and downloads it as XLSX', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Reports').click();
  await page.getByRole('menuitem', { name: 'Reporting' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: 'Reporting' })).toBeVisible();

  // By group; the site's own reports are highlighted, GLOBAL's are not.
  const stock = page.getByRole('table', { name: 'Stock reports' });
  await expect(stock.getByRole('row', { name: /Movement mix/ })).toHaveClass(/bg-green-50/);
  await expect(stock.getByRole('row', { name: /Stock on hand by warehouse/ })).not.toHaveClass(
    /bg-green-50/,
  );

  const late = page
    .getByRole('table', { name: 'Orders reports' })
    .getByRole('row', { name: /Late orders/ });
  await late.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/report\/run\?report=LATE_ORDERS$/);
  await expect(page.getByRole('heading', { name: 'Late orders' })).toBeVisible();

  await expect(page.getByLabel('At least days late')).toHaveValue('1');
  await page.getByLabel('At least days late').fill('0');
  await page.getByLabel('Warehouses').selectOption(['DC1']);
  await page.getByRole('button', { name: 'Run report' }).click();
  const results = page.getByRole('table', { name: 'Late orders results' });
  const firstRow = results.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const cells = await firstRow.getByRole('cell').allTextContents();
  expect(cells[1]).toBe('DC1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^LATE_ORDERS-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved LATE_ORDERS' })).toBeVisible();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('Late orders');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Sales Order',
    'Warehouse',
    'Customer',
    'Required',
    'Days Late',
    'WMS Status',
    'ERP Status',
  ]);
  const shown = await results.getByRole('row').count();
  expect(sheet.rowCount).toBe(shown);
  expect(sheet.getCell('A2').value).toBe(cells[0]);
  expect(sheet.getCell('B2').value).toBe('DC1');
  expect(sheet.getCell('C2').value).toBe(cells[2]);
  expect(sheet.getCell('E2').value).toBe(Number(cells[4]));
  for (let r = 2; r <= sheet.rowCount; r += 1) expect(sheet.getCell(`B${r}`).value).toBe('DC1');
});

test('the admin names the modules a report reads; a floor user with view on them sees it listed', async ({
  page,
  browser,
}) => {
  await adminAtSxd(page);
  await page.goto('/report');
  const mix = page
    .getByRole('table', { name: 'Stock reports' })
    .getByRole('row', { name: /Movement mix/ });
  await mix.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /Movement mix/ });
  const modules = editor.getByRole('group', { name: 'Modules it reads' });
  await expect(modules.getByLabel('Movements and Transactions')).toBeChecked();
  await expect(modules.getByLabel('User Management')).not.toBeChecked();

  // None ticked is refused with the contract's message; the floor user then gets it.
  await modules.getByLabel('Movements and Transactions').uncheck();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(modules.getByRole('alert')).toHaveText('Name at least one module the report reads');
  await modules.getByLabel('Inventory').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  const floor = await browser.newPage();
  await signIn(floor, 'floor');
  await floor.goto('/report');
  await expect(
    floor.getByRole('table', { name: 'Stock reports' }).getByRole('row', { name: /Movement mix/ }),
  ).toBeVisible();
  await floor.close();
});
