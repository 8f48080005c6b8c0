import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DASHBOARD_MESSAGES,
  STOCK_NOT_ON_SHELF,
  type TKpiPicking,
  type TPickDetail,
  type TPickRow,
  type TSalesOrderListRow,
  type TShift,
} from '../src/contract';
import {
  PASSWORD,
  adminAtSxd,
  calendarDay,
  chooseWarehouse,
  openSettings,
  signIn,
} from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

type Api = <T>(service: string, entity: string, action: string, data: unknown) => Promise<T[]>;

async function adminApi(request: APIRequestContext): Promise<Api> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(service: string, entity: string, action: string, data: unknown) => {
    const r = await request.post(`/api/${service}/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { site_id: 'SXD', entity, action, data },
    });
    const body = (await r.json()) as { results: T[]; errors: { message: string }[] };
    if (r.status() !== 200) throw new Error(`${entity}/${action}: ${JSON.stringify(body.errors)}`);
    return body.results;
  };
}

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Today's work of the test at SXD DC1, through the API (whatever the demo seed holds): picks
 * of a new order for today with one line picked by the admin now (in full, or short with
 * 'Stock not on Shelf' when the pick face has no stock), and a fresh item written on with
 * 5 units of a batch using by in 10 days (low stock, expiry).
 */
async function arrange(api: Api, today: string) {
  const orders = await api<TSalesOrderListRow>('sales_order', 'sales_order', 'list', {
    search_type: 'DATE_RANGE',
    from_date: today,
    to_date: addDays(today, 30),
    warehouse: 'DC1',
    status: 'new',
  });
  const order = orders.find((o) => o.run_id && o.num_of_lines > 0 && !o.hold);
  expect(order, 'a new DC1 order to pick').toBeDefined();
  await api('sales_order', 'pick', 'create', {
    warehouse_id: 'DC1',
    run_id: order!.run_id,
    required_date: today,
    sales_order_numbers: [order!.sales_order],
  });
  const picks = await api<TPickRow>('sales_order', 'pick', 'list', {
    warehouse: 'DC1',
    from_date: today,
    to_date: today,
  });
  const pick = picks.find((p) => p.sales_order_number === order!.sales_order)!;
  const [detail] = await api<TPickDetail>('sales_order', 'pick', 'get', { pick_id: pick.pick_id });
  const line = detail!.pick_lines[0]!;
  try {
    await api('sales_order', 'pick_attempt', 'add', {
      pick_line_id: line.pick_line_id,
      quantity_picked: line.quantity_req,
    });
  } catch {
    await api('sales_order', 'pick_attempt', 'add', {
      pick_line_id: line.pick_line_id,
      quantity_picked: 0,
      reason: STOCK_NOT_ON_SHELF,
    });
  }

  const code = `E2E-DASH-${Date.now().toString(36).toUpperCase()}`;
  await api('inventory', 'inventory', 'check', {
    inventory: { inventory_code: code, inventory_description: 'E2E dashboard item' },
  });
  const [location] = await api<{ location: string }>('warehouse', 'location', 'list', {
    warehouse: 'DC1',
    limit: 1,
  });
  await api('movement', 'movement', 'add', {
    movement: {
      action: 'WRITE_ON',
      warehouse: 'DC1',
      inventory: code,
      location: location!.location,
      serial_batch: 'E2E-B1',
      date_code: addDays(today, 10),
      quantity: 5,
    },
  });
  return { code };
}

/** The local hour now in `zone`. */
const hourIn = (zone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(
      new Date(),
    ),
  );
const covers = (s: TShift, h: number) =>
  s.end_hour > s.start_hour
    ? h >= s.start_hour && h < s.end_hour
    : h >= s.start_hour || h < s.end_hour;

test('the admin at SXD DC1 sees today’s picks and KPIs, filters by shift, sees low stock and expiry; at ALL a hint', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const probe = await api<TKpiPicking>('reporting', 'kpi', 'picking', {
    warehouse: 'DC1',
    report_date: '2000-01-01',
  });
  const zone = probe[0]!.zone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const { code } = await arrange(api, today);
  const shifts = await api<TShift>('admin', 'shift', 'list', {});
  const hour = hourIn(zone);
  // A shift of today's date holding now (a night shift after midnight began yesterday).
  const now = shifts.find(
    (s) => covers(s, hour) && (s.end_hour > s.start_hour || hour >= s.start_hour),
  );
  const other = shifts.find((s) => !covers(s, hour))!;

  await adminAtSxd(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();

  // The month calendar: today's day has picks, coloured by its state.
  const calendar = page.getByRole('table', { name: /^Pick calendar / });
  await expect(calendar).toBeVisible();
  const day = calendar.getByRole('button', {
    name: new RegExp(`^${calendarDay(today)}: ?\\d+ picks?`),
  });
  await expect(day).toBeVisible();
  await expect(day).toHaveAttribute('data-variant', /^(warning|success)$/);

  // Today's picks, Complete or InProgress.
  const picks = dataRows(page, `Picks for ${today}`);
  await expect(picks.first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: `Picks for ${today}` })
      .getByText(/^(Complete|InProgress)$/)
      .first(),
  ).toBeVisible();

  // KPIs of the whole day: the admin picked just now.
  const totals = page.getByRole('definition').filter({ hasText: /^\d+$/ });
  await expect(totals.first()).toBeVisible();
  await expect(dataRows(page, 'Work by user').filter({ hasText: 'Priya Raman' })).toHaveCount(1);
  await expect(
    page.getByRole('img', { name: /Bar chart of pick attempts and lines by hour/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Bar chart of picks and lines by each picker/ }),
  ).toBeVisible();
  await expect(dataRows(page, 'Picks by hour').first()).toBeVisible();
  await expect(dataRows(page, 'Picks by order').first()).toBeVisible();

  // The shift filter: the shift of now keeps the admin's pick, another shift shows its hours.
  const shift = page.getByLabel('Shift');
  if (now) {
    await shift.selectOption(now.shift);
    await expect(page).toHaveURL(new RegExp(`shift=${now.shift}`));
    await expect(page.getByText(new RegExp(`^${now.shift_name} ${today} `))).toBeVisible();
    await expect(dataRows(page, 'Work by user').filter({ hasText: 'Priya Raman' })).toHaveCount(1);
  }
  await shift.selectOption(other.shift);
  const from = `${today} ${String(other.start_hour).padStart(2, '0')}:00`;
  await expect(page.getByText(`${other.shift_name} ${from}`, { exact: false })).toBeVisible();
  await shift.selectOption('');
  await expect(page).not.toHaveURL(/shift=/);

  // Work, low stock (on hand 50, safety factor 1.25) and the 30-day expiry list.
  await expect(page.getByRole('table', { name: 'Daily work' })).toBeVisible();
  await expect(dataRows(page, 'Daily work')).toHaveCount(7);
  await expect(page.getByLabel('On hand below')).toHaveValue('50');
  await expect(page.getByLabel('Safety factor')).toHaveValue('1.25');
  const lowRow = dataRows(page, 'Low stock').filter({ hasText: code });
  await expect(lowRow).toHaveCount(1);
  await expect(lowRow.getByText('Below on-hand level')).toBeVisible();
  await page.getByLabel('On hand below').fill('3');
  await expect(dataRows(page, 'Low stock').filter({ hasText: code })).toHaveCount(0);
  // The demo stock has many dated batches: the 10 days ahead, latest first, start with ours.
  await page.getByLabel('Days ahead').fill('10');
  const useBy = page
    .getByRole('table', { name: 'Expiry', exact: true })
    .getByRole('button', { name: 'Use by' });
  await useBy.click();
  await useBy.click();
  const expiryRow = dataRows(page, 'Expiry').filter({ hasText: code });
  await expect(expiryRow).toHaveCount(1);
  await expect(expiryRow).toContainText('E2E-B1');
  await expect(expiryRow).toContainText(addDays(today, 10));
  await expect(page.getByRole('table', { name: 'Sales-order summary' })).toBeVisible();

  // At ALL: the hint, and no dashboard calls.
  const settings = await openSettings(page, 'admin');
  await settings.getByLabel('Warehouse').selectOption('ALL');
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(reporting|sales_order)\//.test(r.url())) asked.push(r.url());
  });
  await page.goto('/');
  try {
    await expect(
      page.getByRole('status').filter({ hasText: DASHBOARD_MESSAGES.selectWarehouse }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /^Pick calendar / })).toHaveCount(0);
    expect(asked).toEqual([]);
  } finally {
    const again = await openSettings(page, 'admin');
    await chooseWarehouse(page, again, 'DC1');
    if (await again.isVisible()) await page.keyboard.press('Escape');
  }
});

test('a user with no sales orders sees the KPIs and stock panels but not the picks list', async ({
  page,
}) => {
  // The demo floor user picks (so view and update at SXD); this check takes so out of the
  // user the app is given, to see the panel follow the permission.
  await page.route(/\/api\/auth\/(login|user)$/, async (route) => {
    const response = await route.fetch();
    type TUser = { sites?: { permissions: Record<string, unknown> }[] };
    // The login answer holds the user; GET /api/auth/user is the user.
    const json = (await response.json()) as TUser & { user?: TUser };
    for (const site of (json.user ?? json).sites ?? []) delete site.permissions.so;
    await route.fulfill({ response, json });
  });
  await signIn(page, 'floor');
  await page.goto('/');
  await expect(page.getByRole('table', { name: /^Pick calendar / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Picking totals' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Low stock', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expiry', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Picks for / })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
