import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER_MESSAGES, SUPPLIER_MESSAGES } from '../src/contract';
import { adminAtSxd, menuButton } from './helpers';

/*
 * Customers and suppliers on the demo data (server/seed/demo-customers.ts anchor: LYGON01 at
 * SXD with a delivery window, minimum days for DC1 and DC2 and a StarTrack and a Toll account).
 */

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('search customers, open one, edit an attribute, a minimum day and a courier account, and see them after reload', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Orders').click();
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/cus$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // No term, no search.
  await expect(page.getByText('Scan or type to search the customers')).toBeVisible();

  const search = page.getByLabel('Scan or search customers (code, name, suburb)');
  await search.fill('Brunswick');
  await search.press('Enter');
  await expect(dataRows(page, 'Customers')).toHaveCount(1);
  await expect(dataRows(page, 'Customers').first()).toContainText('BRUIGA');
  await expect(dataRows(page, 'Customers').first()).toContainText('VIC');

  // A scanned code that names one customer opens it.
  await search.fill('LYGON01');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/cus\/LYGON01$/);
  await expect(page.getByRole('heading', { name: /LYGON01/ })).toBeVisible();
  await expect(dataRows(page, 'Attributes')).toHaveCount(3);
  await expect(dataRows(page, 'Minimum days')).toHaveCount(2);
  await expect(dataRows(page, 'Courier accounts').filter({ hasText: 'StarTrack' })).toContainText(
    'ST-LYG-40112',
  );
  // The stub list of its sales orders (Sales Order, Warehouse Name) opens an order.
  const orders = dataRows(page, 'Sales orders of the customer');
  const first = orders.filter({ hasText: 'SO-100001' });
  await expect(first).toContainText('Dandenong');

  await page.getByRole('button', { name: 'Edit customer' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit customer LYGON01' });
  await expect(modal).toBeVisible();
  // Change the delivery window, set the DC1 minimum days, add a TNT account.
  await modal.getByLabel('Value').first().fill('05:30-09:30');
  await modal.getByLabel('Minimum Days').first().fill('3');
  await modal.getByRole('button', { name: 'Add courier account' }).click();
  await modal.getByLabel('Courier', { exact: true }).last().fill('TNT');
  await modal.getByLabel('Account Number').last().fill('TNT-555123');
  await modal.getByLabel('Service').last().fill('Overnight');
  // Remove the Toll account.
  await modal.getByRole('button', { name: 'Remove courier account Toll' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(CUSTOMER_MESSAGES.updated)).toBeVisible();

  await page.reload();
  await expect(dataRows(page, 'Attributes').filter({ hasText: 'DELIVERY_WINDOW' })).toContainText(
    '05:30-09:30',
  );
  await expect(dataRows(page, 'Minimum days').filter({ hasText: 'DC1' })).toContainText('3');
  await expect(dataRows(page, 'Courier accounts')).toHaveCount(2);
  await expect(dataRows(page, 'Courier accounts').filter({ hasText: 'TNT' })).toContainText(
    'TNT-555123',
  );
  await expect(dataRows(page, 'Courier accounts').filter({ hasText: 'Toll' })).toHaveCount(0);

  // A refused save keeps the modal open with the rule's message.
  await page.getByRole('button', { name: 'Edit customer' }).click();
  const again = page.getByRole('dialog', { name: 'Edit customer LYGON01' });
  await again.getByRole('button', { name: 'Add attribute' }).click();
  await again.getByLabel('Attribute', { exact: true }).last().fill('PALLET_TYPE');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText(CUSTOMER_MESSAGES.duplicateAttribute('PALLET_TYPE'))).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();

  // Back goes to the list.
  await page.getByRole('link', { name: '← Customers' }).click();
  await expect(page).toHaveURL(/\/cus/);
});

test('search suppliers and open one', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Orders').click();
  await page.getByRole('menuitem', { name: 'Suppliers', exact: true }).click();
  await expect(page).toHaveURL(/\/sup$/);
  const search = page.getByLabel('Scan or search suppliers (code, name, suburb)');
  await page.getByLabel('Search by').selectOption('NAME');
  await search.fill('dairy');
  await search.press('Enter');
  await expect(dataRows(page, 'Suppliers')).toHaveCount(2);
  await dataRows(page, 'Suppliers').filter({ hasText: 'GIPPSD' }).click();
  await expect(page).toHaveURL(/\/sup\/GIPPSD$/);
  await expect(page.getByRole('heading', { name: /Gippsland Dairy Co-operative/ })).toBeVisible();
  await expect(page.getByText('Leongatha')).toBeVisible();

  await page.getByRole('button', { name: 'Edit supplier' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit supplier GIPPSD' });
  await modal.getByLabel('Suburb').fill('Korumburra');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(SUPPLIER_MESSAGES.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Korumburra')).toBeVisible();
});
