import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  SALES_ORDER_MESSAGES,
  type TSalesOrderDetail,
  type TSalesOrderListRow,
} from '../src/contract';
import { PASSWORD, adminAtSxd, searched } from './helpers';

/*
 * Sales orders on the demo data (server/seed/demo-orders.ts): SO-100001 (new) and SO-100002
 * (in progress) at SXD DC1, and ~120 orders around today in every status, some held, some
 * with connotes. The admin works at SXD in DC1.
 */

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function api<T>(
  request: APIRequestContext,
  entity: string,
  action: string,
  data: unknown,
  service = 'sales_order',
) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  const answer = await request.post(`/api/${service}/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { site_id: 'SXD', entity, action, data },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: T[] }).results;
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test('search sales orders by each mode, with the status filter', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/so');
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
  const rows = dataRows(page, 'Sales orders');

  // Search: a term; with no dates the list warns and still searches.
  await page.getByLabel('Sales order, customer order or customer').fill('SO-100001');
  await page.keyboard.press('Enter');
  await expect(rows.filter({ hasText: 'SO-100001' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Search warnings' })).toContainText(
    SALES_ORDER_MESSAGES.selectRequiredDate,
  );
  await expect(rows.first()).toContainText('Lygon Street Trattoria');

  // Held Orders searches at once: every row is greyed and shows its review reason. (Each
  // search is waited for, so the rows read are its answer, not the previous search's.)
  const held = await searched(page, 'Sales orders', 'sales_order', { search_type: 'HOLD' }, () =>
    page.getByLabel('Search type').selectOption('HOLD'),
  );
  expect(held).toBeGreaterThan(0);
  await expect(rows.first()).toHaveClass(/bg-slate-100/);
  await expect(rows.first()).toContainText(
    /Credit limit exceeded|Awaiting payment|Delivery address to confirm/,
  );

  // Requires Attention searches at once too.
  const attention = await searched(
    page,
    'Sales orders',
    'sales_order',
    { search_type: 'ERP_ACTION' },
    () => page.getByLabel('Search type').selectOption('ERP_ACTION'),
  );
  expect(attention).toBeGreaterThan(0);

  // Required Date searches once the range is chosen; the status filter narrows it.
  await page.getByLabel('Search type').selectOption('DATE_RANGE');
  await expect(page.getByText('Choose a required date range to search')).toBeVisible();
  await page.getByLabel('From').fill(day(-20));
  await page.getByLabel('To').fill(day(20));
  await expect(rows.filter({ hasText: 'SO-100002' })).toHaveCount(1);
  await page.getByLabel('Status').selectOption('complete');
  await expect(rows.filter({ hasText: 'SO-100002' })).toHaveCount(0);
  await expect(rows.first()).toHaveClass(/bg-green-50/);
  await page.getByLabel('Status').selectOption('new');
  await expect(rows.filter({ hasText: 'SO-100001' })).toHaveCount(1);

  // Inventory: a code and the date range.
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Search type').selectOption('INVENTORY');
  await page.getByLabel('Inventory code').fill('PAS-500-SPAG');
  await searched(
    page,
    'Sales orders',
    'sales_order',
    { search_type: 'INVENTORY', search_term: 'PAS-500-SPAG' },
    () => page.keyboard.press('Enter'),
  );
  await expect(rows.filter({ hasText: 'SO-100001' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'SO-100002' })).toHaveCount(1);

  // Customer: code or name.
  await page.getByLabel('Search type').selectOption('CUSTOMER');
  await page.getByLabel('Customer code or name').fill('Brunswick IGA');
  await page.keyboard.press('Enter');
  await expect(rows.filter({ hasText: 'SO-100002' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Lygon Street' })).toHaveCount(0);
});

test('open an order: lines coloured Complete / Short; flag a retry update', async ({
  page,
  request,
}) => {
  // A demo order with a short line (complete orders of past days have some).
  const past = await api<TSalesOrderListRow>(request, 'sales_order', 'list', {
    search_type: 'DATE_RANGE',
    warehouse: 'DC1',
    from_date: day(-30),
    to_date: day(0),
    status: 'complete',
  });
  let withShort: TSalesOrderDetail | undefined;
  for (const o of past) {
    const [detail] = await api<TSalesOrderDetail>(request, 'sales_order', 'get', {
      sales_order: o.sales_order,
    });
    if (detail!.so_lines.some((l) => l.line_status === 'Short')) {
      withShort = detail;
      break;
    }
  }
  expect(withShort).toBeDefined();
  const order = withShort!;

  await adminAtSxd(page);
  await page.goto('/so');
  await page.getByLabel('Sales order, customer order or customer').fill(order.sales_order);
  await page.keyboard.press('Enter');
  const rows = dataRows(page, 'Sales orders');
  await rows.filter({ hasText: order.sales_order }).click();
  await expect(page).toHaveURL(new RegExp(`/so/${order.sales_order}$`));
  await expect(
    page.getByRole('heading', { name: `Sales Order ${order.sales_order}` }),
  ).toBeVisible();

  const lines = dataRows(page, 'Order lines');
  await expect(lines).toHaveCount(order.so_lines.length);
  const short = order.so_lines.find((l) => l.line_status === 'Short')!;
  const shortRow = lines.filter({ hasText: short.short_supply_reason }).first();
  await expect(shortRow).toHaveClass(/bg-red-50/);
  await expect(shortRow).toContainText('Short');
  const complete = order.so_lines.find((l) => l.line_status === 'Complete');
  if (complete) {
    await expect(lines.filter({ hasText: 'Complete' }).first()).toHaveClass(/bg-green-50/);
  }

  await page.getByRole('button', { name: 'Retry ERP update' }).click();
  await expect(page.getByText(SALES_ORDER_MESSAGES.flaggedForUpdate)).toBeVisible();
  await expect(page.getByText('UPDATE', { exact: true })).toBeVisible();

  // Hold it with a review reason (shown as its ERP status), then release it.
  await page.getByRole('button', { name: 'Hold order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Review reason').fill('E2E credit check');
  await dialog.getByRole('button', { name: 'Hold order' }).click();
  await expect(page.getByLabel('ERP status')).toHaveText('E2E credit check');
  await page.getByRole('button', { name: 'Release hold' }).click();
  await expect(page.getByRole('button', { name: 'Hold order' })).toBeVisible();
  await expect(page.getByLabel('ERP status')).not.toHaveText('E2E credit check');

  // The Containers tab lists the order's packs.
  await page.getByRole('tab', { name: 'Containers' }).click();
  if (order.containers.length === 0) {
    await expect(page.getByText('No containers have been packed for this order')).toBeVisible();
  } else {
    const packs = dataRows(page, 'Containers');
    await expect(packs).toHaveCount(order.containers.length);
    for (const c of order.containers)
      await expect(packs.filter({ hasText: c.wms_reference })).toHaveCount(1);
  }
});

test('the Containers tab lists the packs; deleting the connote clears it on the order and its packs', async ({
  page,
  request,
}) => {
  // A packed order on a connote: the demo has packs (made by the packing work) whose order
  // was consigned (the pack carries its order's connote).
  const packs = await api<{ sales_order: string; connote: string }>(
    request,
    'container',
    'list',
    {},
    'container',
  );
  let packed: TSalesOrderDetail | undefined;
  for (const pack of packs.filter((p) => p.connote !== '' && p.sales_order !== '')) {
    const [detail] = await api<TSalesOrderDetail>(request, 'sales_order', 'get', {
      sales_order: pack.sales_order,
    });
    if (detail!.connote === pack.connote && detail!.status !== 'deleted') {
      packed = detail;
      break;
    }
  }
  expect(packed).toBeDefined();
  const { sales_order: so, connote, containers } = packed!;

  await adminAtSxd(page);
  await page.goto(`/so/${so}`);
  await expect(page.getByRole('heading', { name: `Sales Order ${so}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Containers' }).click();
  const rows = dataRows(page, 'Containers');
  await expect(rows).toHaveCount(containers.length);
  const onConnote = rows.filter({ has: page.getByRole('cell', { name: connote, exact: true }) });
  await expect(onConnote).toHaveCount(containers.filter((c) => c.connote === connote).length);

  await page.getByRole('button', { name: 'Delete connote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete connote' }).click();
  await expect(page.getByText(SALES_ORDER_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete connote' })).toHaveCount(0);
  // The order and its packs lost the connote.
  await expect(rows).toHaveCount(containers.length);
  await expect(onConnote).toHaveCount(0);
  await expect(page.getByText(connote, { exact: true })).toHaveCount(0);
});
