import { expect, test, type Page } from '@playwright/test';
import { DELIVERY_DOCKET_MESSAGES, PURCHASE_ORDER_MESSAGES } from '../src/contract';
import { adminAtSxd, openSettings, searched, signIn } from './helpers';

/*
 * Purchase orders and delivery dockets on the demo data: PO-200001 (SXD/DC1, Durum Gold,
 * PAS-500-SPAG) has one Part Received docket, RECEIVED and not yet sent to the ERP
 * (server/seed/demo-dockets.ts); SXD has a docket whose erp_id is LOCKED.
 */

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('search purchase orders by each mode, open one and see its derived statuses', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/po');
  await expect(page.getByRole('heading', { name: 'Purchase Orders' })).toBeVisible();
  const orders = dataRows(page, 'Purchase Orders');
  const anchor = orders.filter({ has: page.getByRole('cell', { name: 'PO-200001', exact: true }) });

  // Search: the order number.
  const search = page.getByLabel('Purchase order, ERP id or supplier');
  await search.fill('PO-200001');
  await search.press('Enter');
  await expect(anchor).toContainText('Durum Gold Pastificio Imports');
  // Its docket is RECEIVED: the order shows PUT_AWAY beside its stored status.
  await expect(anchor).toContainText('IN PROGRESS');
  await expect(anchor).toContainText('PUT_AWAY');

  // Supplier and Inventory find it too.
  const type = page.getByLabel('Search type');
  await type.selectOption({ label: 'Supplier' });
  const supplier = page.getByLabel('Supplier code or name');
  await supplier.fill('durum gold');
  // Each search is waited for, so the anchor found is in its answer, not the previous one.
  await searched(
    page,
    'Purchase Orders',
    'purchase_order',
    { search_type: 'SUPPLIER', search_term: 'durum gold' },
    () => supplier.press('Enter'),
  );
  await expect(anchor).toBeVisible();
  await type.selectOption({ label: 'Inventory' });
  const inventory = page.getByLabel('Inventory code');
  await inventory.fill('PAS-500-SPAG');
  await searched(
    page,
    'Purchase Orders',
    'purchase_order',
    { search_type: 'INVENTORY', search_term: 'PAS-500-SPAG' },
    () => inventory.press('Enter'),
  );
  await expect(anchor).toBeVisible();

  // Expected Date in the current warehouse (DC1).
  await type.selectOption({ label: 'Expected Date' });
  await page.getByLabel('From').fill('2000-01-01');
  const expected = await searched(
    page,
    'Purchase Orders',
    'purchase_order',
    { search_type: 'DATE_RANGE', from_date: '2000-01-01', to_date: '2099-12-31' },
    () => page.getByLabel('To').fill('2099-12-31'),
  );
  await expect(anchor).toBeVisible();
  expect(expected).toBeGreaterThan(3);
  // An order with a docket in ERROR shows the ERP status ERROR in red.
  const error = orders.filter({ hasText: 'ERROR' }).first();
  await expect(error).toBeVisible();
  await expect(error.locator('[data-variant="danger"]')).toHaveText('ERROR');

  // Held Orders: none in DC1 yet.
  await type.selectOption({ label: 'Held Orders' });
  await expect(page.getByText('No purchase orders match')).toBeVisible();

  // Open the order.
  await type.selectOption({ label: 'Search' });
  await page.getByLabel('Purchase order, ERP id or supplier').fill('PO-200001');
  await page.getByLabel('Purchase order, ERP id or supplier').press('Enter');
  await anchor.click();
  await expect(page).toHaveURL(/\/po\/PO-200001$/);
  await expect(page.getByRole('heading', { name: /PO-200001/ })).toBeVisible();
  await expect(page.getByText(PURCHASE_ORDER_MESSAGES.loadFailed)).toHaveCount(0);
  const dockets = dataRows(page, 'Delivery Dockets');
  await expect(dockets).toHaveCount(1);
  // No erp_id: Unprocessed; no ERP status: Pending Receipt; Part Received rows are warning.
  await expect(dockets).toContainText('Unprocessed');
  await expect(dockets).toContainText('Pending Receipt');
  await expect(dockets.first()).toHaveAttribute('data-variant', 'warning');
  // Line 1: nothing received yet; line 2: 240 of 600, Short.
  const lines = dataRows(page, 'PO Lines');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('Short');
  await expect(lines.nth(0)).not.toContainText('Short');

  // Back keeps the search.
  await page.getByRole('link', { name: '← Purchase Orders' }).click();
  await expect(page).toHaveURL(/\/po\?q=PO-200001/);
  await expect(anchor).toBeVisible();
});

test('search delivery dockets by type, open one and Retry it', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/dd');
  await expect(page.getByRole('heading', { name: 'Delivery Dockets' })).toBeVisible();
  const dockets = dataRows(page, 'Delivery Dockets');
  const type = page.getByLabel('Search type');

  // Purchase Order: the anchor's docket, Part Received (warning), Unprocessed.
  await type.selectOption({ label: 'Purchase Order' });
  const po = page.getByLabel('Purchase order', { exact: true });
  await po.fill('PO-200001');
  await po.press('Enter');
  await expect(dockets).toHaveCount(1);
  await expect(dockets.first()).toContainText('Durum Gold Pastificio Imports');
  await expect(dockets.first()).toContainText('Unprocessed');
  await expect(dockets.first()).toContainText('Part Received');
  await expect(dockets.first()).toHaveAttribute('data-variant', 'warning');
  const number = ((await dockets.first().getByRole('cell').first().textContent()) ?? '').trim();
  expect(number).toMatch(/^(DN-|INV-|DD|CN-)\d{6}$/);

  // Inventory and Search find the same docket (each search waited for).
  await type.selectOption({ label: 'Inventory' });
  await page.getByLabel('Inventory code').fill('PAS-500-SPAG');
  await searched(
    page,
    'Delivery Dockets',
    'delivery_docket',
    { search_type: 'INVENTORY', search_term: 'PAS-500-SPAG' },
    () => page.getByLabel('Inventory code').press('Enter'),
  );
  await expect(dockets.filter({ hasText: number })).toHaveCount(1);
  await type.selectOption({ label: 'Search' });
  const search = page.getByLabel('Docket, purchase order, ERP id or supplier');
  await search.fill(number);
  await searched(
    page,
    'Delivery Dockets',
    'delivery_docket',
    { search_type: 'SEARCH', search_term: number },
    () => search.press('Enter'),
  );
  await expect(dockets).toHaveCount(1);

  // Received Date over everything (every warehouse when the list is searched at DC1: DC1's).
  await type.selectOption({ label: 'Received Date' });
  await page.getByLabel('From').fill('2000-01-01');
  await searched(
    page,
    'Delivery Dockets',
    'delivery_docket',
    { from_date: '2000-01-01', to_date: '2099-12-31' },
    () => page.getByLabel('To').fill('2099-12-31'),
  );
  await expect(dockets.filter({ hasText: number })).toHaveCount(1);
  const locked = dockets.filter({ hasText: 'LOCKED' }).first();
  await expect(locked).toBeVisible();

  // Open the LOCKED docket: its ERP status is LOCKED; Retry flags it for update.
  await locked.click();
  await expect(page).toHaveURL(/\/dd\/[^/]+$/);
  // Lines shown (aria-rowcount is set once rows are): header + at least one line.
  await expect(page.getByRole('table', { name: 'Docket Lines' })).toHaveAttribute(
    'aria-rowcount',
    /^([2-9]|\d{2,})$/,
  );
  await expect(page.locator('dd').filter({ hasText: 'LOCKED' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: DELIVERY_DOCKET_MESSAGES.retried }),
  ).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^UPDATE$/ })).toBeVisible();

  // Back keeps the search.
  await page.getByRole('link', { name: '← Delivery Dockets' }).click();
  await expect(page).toHaveURL(/\/dd\?.*type=DATE_RANGE/);
  await expect(dockets.filter({ hasText: number })).toHaveCount(1);
});

test('Expected Date and Held Orders need a warehouse; a viewer sees dockets without Retry', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  const settings = await openSettings(page, 'viewer');
  const warehouse = settings.getByLabel('Warehouse');
  const before = await warehouse.inputValue();
  await warehouse.selectOption('ALL');
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  try {
    await page.goto('/po?type=HOLD');
    const notice = page
      .getByRole('status')
      .filter({ hasText: PURCHASE_ORDER_MESSAGES.selectWarehouse });
    await expect(notice).toBeVisible();
    await page.getByLabel('Search type').selectOption({ label: 'Expected Date' });
    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2099-12-31');
    await expect(notice).toBeVisible();
    await expect(
      page.getByText('Choose a warehouse in the settings to list these orders'),
    ).toBeVisible();
    // Search needs no warehouse: at ALL it searches every one.
    await page.getByLabel('Search type').selectOption({ label: 'Search' });
    await page.getByLabel('Purchase order, ERP id or supplier').fill('PO-200001');
    await page.getByLabel('Purchase order, ERP id or supplier').press('Enter');
    await expect(dataRows(page, 'Purchase Orders')).toHaveCount(1);
    await expect(notice).toHaveCount(0);

    // Dockets: view only, so no Retry.
    await page.goto('/dd?type=PURCHASE_ORDER&q=PO-200001');
    await dataRows(page, 'Delivery Dockets').first().click();
    await expect(page.getByRole('table', { name: 'Docket Lines' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  } finally {
    const again = await openSettings(page, 'viewer');
    await again.getByLabel('Warehouse').selectOption(before);
    if (await again.isVisible()) await page.keyboard.press('Escape');
  }
});
