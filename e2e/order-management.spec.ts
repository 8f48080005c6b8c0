import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ORDER_MANAGEMENT_MESSAGES,
  STOCK_NOT_ON_SHELF,
  type TInventoryDetail,
  type TPickDetail,
  type TPickRow,
  type TSalesOrderDetail,
  type TSalesOrderListRow,
} from '../src/contract';
import { PASSWORD, adminAtSxd, openSettings } from './helpers';

/*
 * Order Management at /ev_so on the demo data: the admin works at SXD in DC1 with run set
 * DC1-AM. The spec finds (through the API) a new order of the run set in the next two weeks
 * with three lines or more, one line whose pick face holds all it needs (picked in full) and
 * another whose pick face holds at least one unit (picked short, 'Stock not on Shelf'); a
 * third line stays unpicked so a pick is left to force-complete.
 */

let token = '';
async function api<T>(
  request: APIRequestContext,
  service: string,
  entity: string,
  action: string,
  data: unknown,
): Promise<T[]> {
  if (!token) {
    const login = await request.post('/api/auth/login', {
      data: { username: 'admin', password: PASSWORD },
    });
    token = ((await login.json()) as { token: string }).token;
  }
  const answer = await request.post(`/api/${service}/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { site_id: 'SXD', entity, action, data },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: T[] }).results;
}

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Plan = {
  order: TSalesOrderListRow;
  full: { line_no: number; code: string; base: number; pickFace: string; before: number };
  short: { line_no: number; code: string; pickFace: string };
};

/** On hand (not quarantined or recalled) of an item at its DC1 pick face. */
async function pickFaceStock(request: APIRequestContext, code: string) {
  const [item] = await api<TInventoryDetail>(request, 'inventory', 'inventory', 'get', {
    inventory_code: code,
    warehouses: ['DC1'],
  });
  const pickFace = item?.pick_face ?? '';
  const onHand = (item?.on_hands ?? [])
    .filter((h) => h.warehouse === 'DC1' && h.location === pickFace && !h.quarantine && !h.recall)
    .reduce((sum, h) => sum + h.quantity, 0);
  return { pickFace, onHand };
}

async function findPlan(request: APIRequestContext): Promise<Plan> {
  const orders = await api<TSalesOrderListRow>(request, 'sales_order', 'sales_order', 'list', {
    search_type: 'DATE_RANGE',
    warehouse: 'DC1',
    run_set: 'DC1-AM',
    from_date: isoDay(0),
    to_date: isoDay(14),
    status: 'new',
  });
  for (const order of orders.filter((o) => !o.hold && o.num_of_lines >= 3)) {
    const [detail] = await api<TSalesOrderDetail>(request, 'sales_order', 'sales_order', 'get', {
      sales_order: order.sales_order,
    });
    const lines = detail!.so_lines;
    const codes = new Set(lines.map((l) => l.inventory_code));
    if (codes.size !== lines.length) continue;
    let full: Plan['full'] | null = null;
    let short: Plan['short'] | null = null;
    for (const l of lines) {
      const stock = await pickFaceStock(request, l.inventory_code);
      if (!stock.pickFace) continue;
      const base = l.quantity_ordered * l.pack_size;
      if (!full && stock.onHand >= base) {
        full = {
          line_no: l.line_no,
          code: l.inventory_code,
          base,
          pickFace: stock.pickFace,
          before: stock.onHand,
        };
      } else if (!short && l.quantity_ordered >= 2 && stock.onHand >= l.pack_size) {
        short = { line_no: l.line_no, code: l.inventory_code, pickFace: stock.pickFace };
      }
    }
    if (full && short) return { order, full, short };
  }
  throw new Error('No demo order to pick: a new DC1-AM order with 3+ stocked lines');
}

/** The data rows (cells, no header) of the table named `name` inside `scope`. */
const dataRows = (scope: Page | Locator, name: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ has: page.locator('td') });
};

/** The pick of the order holding `code`. */
async function pickWith(request: APIRequestContext, picks: TPickRow[], code: string) {
  for (const p of picks) {
    const [detail] = await api<TPickDetail>(request, 'sales_order', 'pick', 'get', {
      pick_id: p.pick_id,
    });
    const line = detail!.pick_lines.find((l) => l.inventory_code === code);
    if (line) return { pick: detail!, line };
  }
  throw new Error(`No pick holds ${code}`);
}

test('run a day of picking: create picks, pick a line in full and one short, force complete', async ({
  page,
  request,
}) => {
  const plan = await findPlan(request);
  const { order } = plan;
  const so = order.sales_order;
  const date = order.required_date;

  await adminAtSxd(page);
  await page.goto(`/ev_so?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await expect(page.getByLabel('Required date')).toHaveValue(date);

  // The run's tab shows the order as new.
  await page.getByRole('tab', { name: new RegExp(order.run_name) }).click();
  const runTable = `${order.run_name} sales orders`;
  const orderRow = dataRows(page, runTable).filter({ hasText: so });
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow).toContainText('NEW');

  // Create Picks for the selected order with the default pick type.
  await expect(page.getByLabel('Pick type')).toHaveValue('Single');
  await orderRow.getByRole('checkbox', { name: `Select ${so}` }).check();
  await page.getByRole('button', { name: 'Create Picks (1)' }).click();
  await expect(page.getByText(/\d+ picks? created/)).toBeVisible();
  await expect(orderRow).not.toContainText('NEW');

  const picks = (
    await api<TPickRow>(request, 'sales_order', 'pick', 'list', {
      warehouse: 'DC1',
      from_date: date,
      to_date: date,
    })
  ).filter((p) => p.sales_order_number === so);
  expect(picks.length).toBeGreaterThan(0);
  expect(picks.every((p) => p.pick_type === 'Single' && p.status === 'new')).toBe(true);

  // The Picks tab: the order's picks unstarted (info) and counted.
  await page.getByRole('tab', { name: 'Picks' }).click();
  const pickRows = dataRows(page, 'Picks').filter({ hasText: so });
  await expect(pickRows).toHaveCount(picks.length);
  await expect(pickRows.first()).toHaveClass(/bg-sky-50/);
  const unstarted = page
    .locator('dl[aria-label="Pick counts"] div')
    .filter({ hasText: 'Unstarted' });
  await expect
    .poll(async () => Number(await unstarted.locator('dd').innerText()))
    .toBeGreaterThanOrEqual(picks.length);

  // Open the pick with the line to pick in full and confirm it (quantity defaults to all left).
  const full = await pickWith(request, picks, plan.full.code);
  await page.getByRole('button', { name: `Open pick ${full.pick.pick_id}` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Pick ${full.pick.pick_id}`);
  const fullRow = dataRows(dialog, 'Pick lines').filter({ hasText: plan.full.code });
  await expect(fullRow).toContainText('To pick');
  await fullRow.getByRole('button', { name: `Confirm line ${full.line.line_no}` }).click();
  await expect(dialog.getByLabel('Quantity picked')).toHaveValue(String(full.line.quantity_req));
  await dialog.getByRole('button', { name: 'Confirm pick' }).click();
  await expect(fullRow).toContainText('Picked');
  await expect(fullRow).toHaveClass(/bg-green-50/);
  await expect(dataRows(dialog, 'Pick attempts').filter({ hasText: plan.full.code })).toHaveCount(
    1,
  );
  await expect(dataRows(dialog, 'Pick attempts').first()).toContainText(
    /\d{2}-\d{2}-\d{2} \d{1,2}:\d{2} (AM|PM)/,
  );

  // Short-pick another line: one unit and 'Stock not on Shelf'.
  const short = await pickWith(request, picks, plan.short.code);
  if (short.pick.pick_id !== full.pick.pick_id) {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Open pick ${short.pick.pick_id}` }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Pick ${short.pick.pick_id}`);
  }
  const shortRow = dataRows(dialog, 'Pick lines').filter({ hasText: plan.short.code });
  await shortRow.getByRole('button', { name: `Confirm line ${short.line.line_no}` }).click();
  await dialog.getByLabel('Quantity picked').fill('1');
  await dialog.getByRole('button', { name: 'Confirm pick' }).click();
  // A short pick needs a reason: the form says so before calling.
  await expect(dialog.getByText('A short pick needs a reason')).toBeVisible();
  await dialog.getByLabel('Short reason').selectOption(STOCK_NOT_ON_SHELF);
  await dialog.getByRole('button', { name: 'Confirm pick' }).click();
  await expect(shortRow).toContainText('Short');
  await expect(shortRow).toContainText(STOCK_NOT_ON_SHELF);
  await expect(shortRow).toHaveClass(/bg-red-50/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The picks list follows: a pick of the order is in progress (locked to the picker).
  await expect(pickRows.filter({ hasText: 'In Progress' }).first()).toBeVisible();
  const locked = page.locator('dl[aria-label="Pick counts"] div').filter({ hasText: 'Locked' });
  await expect(locked.locator('dd')).not.toHaveText('0');

  // Force complete the order's picks that are not complete.
  const open = pickRows.filter({ hasNotText: 'Complete' });
  const openCount = await open.count();
  expect(openCount).toBeGreaterThan(0);
  for (let i = 0; i < openCount; i++) await open.nth(i).getByRole('checkbox').check();
  await page.getByRole('button', { name: `Force complete (${openCount})` }).click();
  await page
    .getByRole('dialog', { name: 'Force complete' })
    .getByRole('button', { name: 'Force complete' })
    .click();
  await expect(page.getByText(/\d+ picks? completed/)).toBeVisible();
  await expect(pickRows.filter({ hasText: 'Complete' })).toHaveCount(picks.length);
  await expect(pickRows.first()).toHaveClass(/bg-green-50/);

  // Review: the run set's open orders that are held or have a review reason, greyed if held.
  const held = (
    await api<TSalesOrderListRow>(request, 'sales_order', 'sales_order', 'list', {
      search_type: 'REVIEW',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
      from_date: date,
    })
  ).filter((o) => o.hold);
  await page.getByRole('tab', { name: 'Review' }).click();
  if (held.length > 0) {
    const heldRow = dataRows(page, 'Orders to review').filter({ hasText: held[0]!.sales_order });
    await expect(heldRow).toHaveClass(/bg-slate-100/);
  } else {
    await expect(page.getByText('No open orders are held')).toBeVisible();
  }

  // The stock moved from the pick face: the item's on hand there is lower by what was picked.
  const after = await pickFaceStock(request, plan.full.code);
  expect(after.onHand).toBe(plan.full.before - plan.full.base);
  await page.goto(`/in/${encodeURIComponent(plan.full.code)}`);
  await expect(page.getByText(plan.full.pickFace).first()).toBeVisible();
  if (after.onHand > 0) {
    const onHand = dataRows(page, 'On hand').filter({ hasText: plan.full.pickFace });
    await expect(onHand.first()).toContainText(after.onHand.toLocaleString('en-US'));
  }
});

test('the calendar colours the month and a day opens its runs', async ({ page, request }) => {
  const month = await api<{ required_date: string; colour: string; orders: number }>(
    request,
    'sales_order',
    'sales_order',
    'list',
    { search_type: 'MONTH_SUMMARY', warehouse: 'DC1', run_set: 'DC1-AM', from_date: isoDay(0) },
  );
  const day = month.find((d) => d.colour === 'YELLOW') ?? month[0];
  test.skip(!day, 'no DC1-AM orders this month');
  await adminAtSxd(page);
  await page.goto('/ev_so');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const cell = page.getByRole('button', {
    name: new RegExp(`^${day!.required_date}: ${day!.orders} orders`),
  });
  await expect(cell.locator('[data-variant]')).toHaveAttribute(
    'data-variant',
    day!.colour === 'YELLOW' ? 'warning' : 'success',
  );
  await cell.click();
  await expect(page.getByLabel('Required date')).toHaveValue(day!.required_date);
  await expect(page.getByRole('tab', { selected: true })).toContainText(/new \//);
});

test('clear the picks of an order, then move it to another run and date', async ({
  page,
  request,
}) => {
  const orders = await api<TSalesOrderListRow>(request, 'sales_order', 'sales_order', 'list', {
    search_type: 'DATE_RANGE',
    warehouse: 'DC1',
    run_set: 'DC1-AM',
    from_date: isoDay(0),
    to_date: isoDay(14),
    status: 'new',
  });
  const order = orders.find((o) => !o.hold && o.num_of_lines > 0);
  test.skip(!order, 'no new DC1-AM order in the next two weeks');
  const so = order!.sales_order;
  const date = order!.required_date;

  await adminAtSxd(page);
  await page.goto(`/ev_so?date=${date}`);
  await page.getByRole('tab', { name: new RegExp(order!.run_name) }).click();
  const row = dataRows(page, `${order!.run_name} sales orders`).filter({ hasText: so });
  await expect(row).toContainText('NEW');

  // Create, then clear (confirmed): the order is new again.
  await row.getByRole('checkbox', { name: `Select ${so}` }).check();
  await page.getByRole('button', { name: 'Create Picks (1)' }).click();
  await expect(row).not.toContainText('NEW');
  await row.getByRole('checkbox', { name: `Select ${so}` }).check();
  await page.getByRole('button', { name: 'Clear Picks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear Picks' });
  await expect(confirm).toContainText(so);
  await confirm.getByRole('button', { name: 'Clear Picks' }).click();
  await expect(page.getByText('Picks cleared for 1 sales order')).toBeVisible();
  await expect(row).toContainText('NEW');

  // Change Run / Date: the order moves to the country run two days later and leaves the tab.
  const later = new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await row.getByRole('checkbox', { name: `Select ${so}` }).check();
  await page.getByRole('button', { name: 'Change Run / Date' }).click();
  const modal = page.getByRole('dialog', { name: /run \/ date/ });
  await modal.getByLabel('Run').selectOption({ label: 'DC1 Country Victoria (COUNTRY)' });
  await modal.getByLabel('Required date').fill(later);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Run and date changed for 1 sales order')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row).toHaveCount(0);
  const [moved] = await api<TSalesOrderDetail>(request, 'sales_order', 'sales_order', 'get', {
    sales_order: so,
  });
  expect(moved).toMatchObject({ run_name: 'DC1 Country Victoria', required_date: later });
});

test('with no run set or at ALL warehouses the screen warns and still searches', async ({
  page,
}) => {
  await adminAtSxd(page);
  const choose = async (label: 'Run set' | 'Warehouse', value: string) => {
    const settings = await openSettings(page, 'admin');
    await settings.getByLabel(label).selectOption(value);
    await expect(settings.getByLabel(label)).toHaveValue(value);
    if (await settings.isVisible()) await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  };
  // The screen's notice (the server's warning shows as an alert too, outside the page).
  const notice = (message: string) =>
    page.locator('#main').getByRole('status').filter({ hasText: message });
  try {
    await choose('Run set', '');
    await page.goto('/ev_so');
    // Warned (the pick summary's alert, once per visit, and the screen's notice) ...
    await expect(
      page.getByRole('status').filter({ hasText: ORDER_MANAGEMENT_MESSAGES.setRunSet }),
    ).toBeVisible();
    await expect(notice(ORDER_MANAGEMENT_MESSAGES.selectRunSet)).toBeVisible();
    // ... and searched: every run of DC1, the afternoon country run as well as the metro runs.
    await expect(page.getByRole('tab', { name: /DC1 Country Victoria/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /DC1 North Metro/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Picks' })).toBeVisible();

    await choose('Run set', 'DC1-AM');
    await expect(notice(ORDER_MANAGEMENT_MESSAGES.selectRunSet)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /DC1 Country Victoria/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /DC1 North Metro/ })).toBeVisible();

    await choose('Warehouse', 'ALL');
    await expect(notice(ORDER_MANAGEMENT_MESSAGES.selectWarehouse)).toBeVisible();
    // The run set's runs are still searched and their orders listed.
    const north = page.getByRole('tab', { name: /DC1 North Metro/ });
    await north.click();
    await expect(north).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('region', { name: 'DC1 North Metro orders' });
    const counted = Number(
      await panel.locator('dl div').filter({ hasText: 'Orders' }).locator('dd').textContent(),
    );
    if (counted > 0) {
      await expect(dataRows(panel, 'DC1 North Metro sales orders')).toHaveCount(counted);
    } else {
      await expect(panel.getByText(ORDER_MANAGEMENT_MESSAGES.noOrders)).toBeVisible();
    }
    await expect(panel.getByRole('alert')).toHaveCount(0);
    // The pick list is of one warehouse: its tab asks for one.
    await page.getByRole('tab', { name: 'Picks' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('status').filter({
        hasText: ORDER_MANAGEMENT_MESSAGES.selectWarehouse,
      }),
    ).toBeVisible();
  } finally {
    await choose('Warehouse', 'DC1');
    await choose('Run set', 'DC1-AM');
  }
});
