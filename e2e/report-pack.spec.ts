import { expect, test } from '@playwright/test';
import { adminAtSxd } from './helpers';

/*
 * The report pack on the run screen (issue 29): a period chosen as one relative date, choices
 * of the site's records, a chart, formatted columns with their totals, picker names, and a
 * drill-down from a row to the records behind it.
 */

test('shipped by customer over the last 30 days: a chart, labelled columns and totals', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/report/run?report=SHIPPED_BY_CUSTOMER');
  await expect(page.getByRole('heading', { name: 'Shipped by customer' })).toBeVisible();
  const period = page.getByLabel('Despatched *', { exact: true });
  await expect(period).toHaveValue('last 7 days');
  await period.selectOption('last 30 days');
  // The period's both ends are shown: the 30 days to today, not today alone.
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const warehouse = page.getByLabel('Warehouse', { exact: true });
  await expect(warehouse.getByRole('option', { name: /^DC1 / })).toHaveCount(1);
  await expect(warehouse.getByRole('option', { name: /^HBT / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Run report' }).click();

  await expect(page.getByRole('img', { name: /Units by Customer name/ })).toBeVisible();
  const results = page.getByRole('table', { name: 'Shipped by customer results' });
  await expect(results.getByRole('columnheader')).toHaveText([
    /Customer/,
    /Customer name/,
    /Orders/,
    /Lines/,
    /Units/,
    /Cartons/,
    /Weight \(kg\)/,
  ]);
  await expect(page.getByLabel('Totals')).toContainText('Orders');
  const orders = Number(
    (await page.locator('[data-total="orders"]').textContent())!.replace(/,/g, ''),
  );
  expect(orders).toBeGreaterThan(5);

  // A customer's row leads to its orders over the same period, and an order to its screen.
  const first = results.getByRole('row').nth(1);
  const customer = (await first.getByRole('cell').nth(0).textContent())!;
  await first.getByRole('link', { name: customer }).click();
  await expect(page).toHaveURL(/report=SHIPPED_ORDERS/);
  await expect(page.getByRole('heading', { name: 'Shipped orders' })).toBeVisible();
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue(customer);
  const list = page.getByRole('table', { name: 'Shipped orders results' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  for (const cell of await list.getByRole('row').nth(1).getByRole('cell').allTextContents())
    expect(cell).not.toBe('');
  const order = list.getByRole('row').nth(1).getByRole('link');
  const number = (await order.textContent())!;
  await order.click();
  await expect(page).toHaveURL(new RegExp(`/so/${number}$`));
});

test('picker productivity names the pickers; an item drills down to its movements', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/report/run?report=PICKER_PRODUCTIVITY');
  await page.getByLabel('Picked *', { exact: true }).selectOption('last 30 days');
  await page.getByRole('button', { name: 'Run report' }).click();
  const pickers = page.getByRole('table', { name: 'Picker productivity results' });
  await expect(pickers.getByRole('cell', { name: 'Tom Kowalski' })).toBeVisible();
  await expect(pickers.getByRole('cell', { name: 'floor', exact: true })).toHaveCount(0);

  await page.goto('/report/run?report=STOCK_BY_EXPIRY');
  await page.getByLabel('Warehouse', { exact: true }).selectOption('DC2');
  await page.getByRole('button', { name: 'Run report' }).click();
  const stock = page.getByRole('table', { name: 'Stock batches by expiry results' });
  const item = stock.getByRole('row').nth(1).getByRole('link');
  const code = (await item.textContent())!;
  await item.click();
  await expect(page).toHaveURL(/report=ITEM_MOVEMENTS/);
  await expect(page.getByRole('heading', { name: 'Movements of an item' })).toBeVisible();
  await expect(page.getByLabel('Item *', { exact: true })).toHaveValue(code);
  const movements = page.getByRole('table', { name: 'Movements of an item results' });
  await expect(movements.getByRole('row').nth(1)).toBeVisible();
});
