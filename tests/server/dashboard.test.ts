import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_MESSAGES as M,
  todayIn,
  type TDailySummaryRow,
  type TKpiPicking,
  type TKpiWork,
  type TLowStockRow,
  type TPickSummaryDay,
  type TShift,
  type TUseByRow,
} from '../../src/contract';
import { postMovement } from '../../server/areas/stock/ledger';
import { inSite } from '../../server/db/rls';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();

const call = <T>(
  token: string,
  service: string,
  entity: string,
  action: string,
  data: unknown,
  site = 'SXD',
) => server.call<T>(token, service, { site_id: site, entity, action, data });
const kpi = (token: string, data: Record<string, unknown>) =>
  call<TKpiPicking>(token, 'reporting', 'kpi', 'picking', { warehouse: 'DC1', ...data });
const messages = (list: { message: string }[]) => list.map((m) => m.message);

/*
 * The test's own far-future picks at SXD DC1 (an eastern Australian zone, UTC+10 in June), so every
 * number is exact whatever the demo seed holds:
 *   TDB-SO1 (required 2032-06-15, in progress): pick P1 'Ambient' (in progress) with
 *     L1 CTN of 20 (req 5, picked 3) and L2 EA (req 10, picked 3.5);
 *   TDB-SO2 (required 2032-06-13, complete): pick P2 'Chilled' (complete) with L3 EA
 *     (req 10, picked 7, short 'Stock not on Shelf');
 *   TDB-SO3 (required 2032-06-14): one line fully supplied; P3 (2032-06-16, complete, no lines).
 * Attempts, local times: 06-15 03:00 admin L2 1, 08:10 admin L1 2, 08:40 admin L1 1,
 * 09:05 floor L2 2.5, 23:30 floor L3 4, 06-16 01:15 floor L3 3.
 */
const DAY = '2032-06-15';
let P1 = 0;
let P2 = 0;

async function salesOrder(
  so: string,
  date: string,
  status: string,
  lines: [code: string, ordered: number, supplied: number, reason?: string][],
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    server.db,
    sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, required_date,
          wms_status)
        VALUES ('SXD', ${so}, 'DC1', 'TDBCUS', ${date}, ${status}) RETURNING sales_order_id AS id`,
  );
  let n = 0;
  for (const [code, ordered, supplied, reason] of lines) {
    await server.db.execute(
      sql`INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
            quantity_ordered, quantity_supplied, short_supply_reason)
          VALUES ('SXD', ${row!.id}, ${++n}, ${code}, ${ordered}, ${supplied}, ${reason ?? ''})`,
    );
  }
  return row!.id;
}

async function pick(
  orderId: number,
  date: string,
  status: string,
  section: string,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    server.db,
    sql`INSERT INTO wms.picks (site_id, warehouse, sales_order_id, pick_section_name, required_date,
          status, completed_at)
        VALUES ('SXD', 'DC1', ${orderId}, ${section}, ${date}, ${status},
          ${status === 'complete' ? sql`now()` : null})
        RETURNING pick_id AS id`,
  );
  return row!.id;
}

async function line(
  pickId: number,
  orderId: number,
  no: number,
  code: string,
  unit: string,
  pack: number,
  req: number,
  picked: number,
  reason = '',
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    server.db,
    sql`INSERT INTO wms.pick_lines (site_id, pick_id, sales_order_id, line_no, inventory_code,
          stocking_factor_unit, pack_size, quantity_req, quantity_picked, reason)
        VALUES ('SXD', ${pickId}, ${orderId}, ${no}, ${code}, ${unit}, ${pack}, ${req}, ${picked},
          ${reason})
        RETURNING pick_line_id AS id`,
  );
  return row!.id;
}

async function attempt(pickId: number, lineId: number, user: string, utc: string, qty: number) {
  await server.db.execute(
    sql`INSERT INTO wms.pick_attempts (site_id, pick_line_id, pick_id, warehouse, user_id,
          quantity_picked, last_modified_time)
        VALUES ('SXD', ${lineId}, ${pickId}, 'DC1', ${user}, ${qty}, ${utc}::timestamptz)`,
  );
}

async function stock(code: string, location: string, quantity: number, batch = '', dateCode = '') {
  await inSite(server.db, 'SXD', (tx) =>
    postMovement(tx, 'SXD', {
      movement_type: 'WRITE_ON',
      warehouse: 'DC1',
      inventory_code: code,
      from_location: '',
      to_location: location,
      serial_batch: batch,
      date_code: dateCode,
      quantity,
      operator: 'test',
    }),
  );
}

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

let admin = '';
let floor = '';
let driver = '';
/** DC1's zone (its local_timezone, else the site's): UTC+10 in June either way. */
let zone = '';
let today = '';

beforeAll(async () => {
  const [z] = await rows<{ zone: string }>(
    server.db,
    sql`SELECT COALESCE(NULLIF(w.local_timezone, ''), s.local_zone) AS zone
        FROM wms.warehouses w JOIN wms.sites s ON s.site_id = w.site_id
        WHERE w.site_id = 'SXD' AND w.warehouse = 'DC1'`,
  );
  zone = z!.zone;
  today = todayIn(zone);
  await server.db.execute(
    sql`INSERT INTO wms.customers (site_id, customer_code, customer_name)
        VALUES ('SXD', 'TDBCUS', 'Dashboard Test Deli')`,
  );
  await server.db.execute(
    sql`INSERT INTO wms.shifts (site_id, shift, shift_name, start_hour, end_hour)
        VALUES ('SXD', 'TDB-DAY', 'Test day', 6, 14), ('SXD', 'TDB-NIGHT', 'Test night', 22, 6)`,
  );
  const so1 = await salesOrder('TDB-SO1', DAY, 'in_progress', [
    ['TDB-PICK1', 5, 3],
    ['TDB-PICK2', 10, 3.5],
  ]);
  const so2 = await salesOrder('TDB-SO2', '2032-06-13', 'complete', [
    ['TDB-PICK3', 10, 7, 'Stock not on Shelf'],
  ]);
  const so3 = await salesOrder('TDB-SO3', '2032-06-14', 'complete', [['TDB-PICK1', 4, 4]]);
  P1 = await pick(so1, DAY, 'in_progress', 'Ambient');
  P2 = await pick(so2, DAY, 'complete', 'Chilled');
  await pick(so3, '2032-06-16', 'complete', 'Ambient');
  const l1 = await line(P1, so1, 1, 'TDB-PICK1', 'CTN', 20, 5, 3);
  const l2 = await line(P1, so1, 2, 'TDB-PICK2', 'EA', 1, 10, 3.5);
  const l3 = await line(P2, so2, 1, 'TDB-PICK3', 'EA', 1, 10, 7, 'Stock not on Shelf');
  await attempt(P1, l2, 'admin', '2032-06-14T17:00:00Z', 1); // 06-15 03:00
  await attempt(P1, l1, 'admin', '2032-06-14T22:10:00Z', 2); // 08:10
  await attempt(P1, l1, 'admin', '2032-06-14T22:40:00Z', 1); // 08:40
  await attempt(P1, l2, 'floor', '2032-06-14T23:05:00Z', 2.5); // 09:05
  await attempt(P2, l3, 'floor', '2032-06-15T13:30:00Z', 4); // 23:30
  await attempt(P2, l3, 'floor', '2032-06-15T15:15:00Z', 3); // 06-16 01:15

  // Low stock and expiry: items of the test alone.
  await server.db.execute(
    sql`INSERT INTO wms.inventory (site_id, inventory_code, inventory_description)
        VALUES ('SXD', 'TDB-LOW1', 'Test low one'), ('SXD', 'TDB-LOW2', 'Test committed two'),
               ('SXD', 'TDB-OK', 'Test plenty'), ('SXD', 'TDB-EXP', 'Test use-by')`,
  );
  await stock('TDB-LOW1', 'TDB-LOC', 10);
  await stock('TDB-LOW2', 'TDB-LOC', 100);
  await stock('TDB-OK', 'TDB-LOC', 100);
  await salesOrder('TDB-SO4', '2032-06-20', 'new', [['TDB-LOW2', 90, 0]]);
  await stock('TDB-EXP', 'TDB-LOC', 5, 'B-SOON', addDays(today, 5));
  await stock('TDB-EXP', 'TDB-LOC2', 2, 'B-SOON', addDays(today, 5));
  await stock('TDB-EXP', 'TDB-LOC', 3, 'B-PAST', addDays(today, -2));
  await stock('TDB-EXP', 'TDB-LOC', 7, 'B-LATER', addDays(today, 40));
  await stock('TDB-EXP', 'TDB-LOC', 1, 'B-NODATE', '');

  [admin, floor, driver] = await Promise.all([
    server.login('admin'),
    server.login('floor'),
    server.login('driver'),
  ]);
});

describe('pick calendar (sales_order / pick / summary)', () => {
  it('counts picks and lines per required date, YELLOW while a pick is not complete', async () => {
    const r = await call<TPickSummaryDay>(admin, 'sales_order', 'pick', 'summary', {
      warehouse: 'DC1',
      from_date: '2032-06-14',
      to_date: '2032-06-16',
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      {
        date: DAY,
        picks: 2,
        lines: 3,
        complete: 1,
        in_progress: 1,
        unstarted: 0,
        colour: 'YELLOW',
      },
      {
        date: '2032-06-16',
        picks: 1,
        lines: 0,
        complete: 1,
        in_progress: 0,
        unstarted: 0,
        colour: 'GREEN',
      },
    ]);
  });

  it('refuses ALL, a reversed or too long range', async () => {
    const all = await call(admin, 'sales_order', 'pick', 'summary', {
      warehouse: 'ALL',
      from_date: DAY,
      to_date: DAY,
    });
    expect(all.status).toBe(400);
    expect(messages(all.body.errors)).toEqual([M.selectWarehouse]);
    const reversed = await call(admin, 'sales_order', 'pick', 'summary', {
      warehouse: 'DC1',
      from_date: DAY,
      to_date: '2032-06-01',
    });
    expect(reversed.status).toBe(400);
    const long = await call(admin, 'sales_order', 'pick', 'summary', {
      warehouse: 'DC1',
      from_date: '2032-01-01',
      to_date: '2032-06-01',
    });
    expect(long.status).toBe(400);
  });
});

describe('picking KPIs (reporting / kpi / picking)', () => {
  it('the whole local day: totals, by user, by hour and by order, quantities rounded up', async () => {
    const r = await kpi(floor, { report_date: DAY });
    expect(r.status).toBe(200);
    const k = r.body.results[0]!;
    expect(k.zone).toBe(zone);
    expect([k.from, k.to]).toEqual([`${DAY} 00:00`, '2032-06-16 00:00']);
    expect(k.totals).toEqual({
      pick_attempts: 5,
      total_cartons: 3,
      total_splits: 8, // 1 + 2.5 + 4 = 7.5 in single units
      first_pick_time: '03:00',
      last_pick_time: '23:30',
      hours_worked: 20.5,
      first_hour: 3,
      last_hour: 23,
      qty_to_pick: 9, // 2 + 6.5 left on P1; P2 is complete
      qty_to_pack: 7, // 3 + 3.5 picked for TDB-SO1; TDB-SO2 is complete
    });
    expect(
      k.by_user.map((u) => [u.user_id, u.pick_attempts, u.lines, u.orders, u.quantity_picked]),
    ).toEqual([
      ['admin', 3, 2, 1, 4],
      ['floor', 2, 2, 2, 7], // 6.5 rounded up
    ]);
    expect(k.by_user[0]!.display_name).not.toBe('');
    expect(k.by_user[0]!.first_pick_time).toBe('03:00');
    expect(k.by_hour).toHaveLength(21); // 03:00 .. 23:00, quiet hours included
    expect(k.by_hour[0]).toMatchObject({ hour: 3, label: '03:00', pick_attempts: 1 });
    expect(k.by_hour.find((h) => h.hour === 8)).toMatchObject({
      pick_attempts: 2,
      lines: 1,
      quantity_picked: 3,
      users: 1,
    });
    expect(k.by_hour.find((h) => h.hour === 12)!.pick_attempts).toBe(0);
    expect(
      k.by_order.map((o) => [o.sales_order, o.pick_attempts, o.quantity_picked, o.pickers]),
    ).toEqual([
      ['TDB-SO1', 4, 7, 'admin, floor'],
      ['TDB-SO2', 1, 4, 'floor'],
    ]);
    expect(k.by_order[0]!.customer_name).toBe('Dashboard Test Deli');
  });

  it('a day shift covers its hours only', async () => {
    const r = await kpi(admin, { report_date: DAY, shift: 'TDB-DAY' });
    const k = r.body.results[0]!;
    expect(k.shift?.shift).toBe('TDB-DAY');
    expect([k.from, k.to]).toEqual([`${DAY} 06:00`, `${DAY} 14:00`]);
    expect(k.totals).toMatchObject({
      pick_attempts: 3,
      total_cartons: 3,
      total_splits: 3,
      first_pick_time: '08:10',
      last_pick_time: '09:05',
      hours_worked: 0.92,
    });
    expect(k.by_hour.map((h) => [h.label, h.pick_attempts])).toEqual([
      ['08:00', 2],
      ['09:00', 1],
    ]);
  });

  it('a night shift runs past midnight into the next day', async () => {
    const r = await kpi(admin, { report_date: DAY, shift: 'TDB-NIGHT' });
    const k = r.body.results[0]!;
    expect([k.from, k.to]).toEqual([`${DAY} 22:00`, '2032-06-16 06:00']);
    expect(k.totals).toMatchObject({ pick_attempts: 2, total_splits: 7, first_hour: 23 });
    expect(k.totals.last_hour).toBe(1);
    expect(k.by_hour.map((h) => [h.hour, h.pick_attempts])).toEqual([
      [23, 1],
      [0, 0],
      [1, 1],
    ]);
    // The 03:00 attempt of DAY belongs to the night shift of the day before.
    const before = await kpi(admin, { report_date: '2032-06-14', shift: 'TDB-NIGHT' });
    expect(before.body.results[0]!.totals.pick_attempts).toBe(1);
  });

  it('an empty day answers zeros; an unknown shift and ALL are refused', async () => {
    const empty = await kpi(admin, { report_date: '2032-07-01' });
    expect(empty.body.results[0]!.totals).toMatchObject({
      pick_attempts: 0,
      total_cartons: 0,
      first_pick_time: null,
      hours_worked: 0,
    });
    expect(empty.body.results[0]!.by_hour).toEqual([]);
    const unknown = await kpi(admin, { report_date: DAY, shift: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body.errors)).toEqual([M.unknownShift('NOPE')]);
    const all = await kpi(admin, { report_date: DAY, warehouse: 'ALL' });
    expect(all.status).toBe(400);
    expect(messages(all.body.errors)).toEqual([M.selectWarehouse]);
    const missing = await kpi(admin, { report_date: DAY, warehouse: 'NOWHERE' });
    expect(missing.status).toBe(404);
  });
});

describe('work KPIs (reporting / kpi / work)', () => {
  it('open picks, daily work of seven days, pick-section work and put-aways', async () => {
    const r = await call<TKpiWork>(admin, 'reporting', 'kpi', 'work', { warehouse: 'DC1' });
    expect(r.status).toBe(200);
    const w = r.body.results[0]!;
    expect(w.today).toBe(today);
    expect(w.daily).toHaveLength(7);
    expect(w.daily[6]!.date).toBe(today);
    // Our in-progress pick P1 is open in section Ambient with 2 lines and 8.5 → 9 to pick.
    const ambient = w.sections.find((s) => s.pick_section_name === 'Ambient');
    expect(ambient).toBeDefined();
    expect(ambient!.oldest_required_date <= DAY).toBe(true);
    expect(w.totals.open_picks).toBeGreaterThanOrEqual(1);
    expect(w.totals.qty_to_pick).toBe(Math.ceil(w.totals.qty_to_pick));
    expect(w.sections.every((s) => Number.isInteger(s.qty_to_pick))).toBe(true);
    expect(Array.isArray(w.put_aways)).toBe(true);
  });

  it("counts today's picking and put-aways in daily work", async () => {
    const before = (await call<TKpiWork>(admin, 'reporting', 'kpi', 'work', { warehouse: 'DC1' }))
      .body.results[0]!;
    const l = await rows<{ id: number }>(
      server.db,
      sql`SELECT pick_line_id AS id FROM wms.pick_lines WHERE site_id = 'SXD' AND pick_id = ${P1}
          ORDER BY line_no LIMIT 1`,
    );
    await attempt(P1, l[0]!.id, 'admin', new Date().toISOString(), 1.2);
    await inSite(server.db, 'SXD', (tx) =>
      postMovement(tx, 'SXD', {
        movement_type: 'PUT_AWAY',
        warehouse: 'DC1',
        inventory_code: 'TDB-OK',
        from_location: 'TDB-LOC',
        to_location: 'TDB-LOC3',
        quantity: 2.5,
        operator: 'admin',
      }),
    );
    const after = (await call<TKpiWork>(admin, 'reporting', 'kpi', 'work', { warehouse: 'DC1' }))
      .body.results[0]!;
    const [b, a] = [before.daily[6]!, after.daily[6]!];
    expect(a.pick_attempts - b.pick_attempts).toBe(1);
    expect(a.put_aways - b.put_aways).toBe(1);
    expect(a.quantity_put_away - b.quantity_put_away).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(a.quantity_picked)).toBe(true);
  });
});

describe('low stock (reporting / inventory / low_stock)', () => {
  const low = (token: string, data: Record<string, unknown>) =>
    call<TLowStockRow>(token, 'reporting', 'inventory', 'low_stock', { warehouse: 'DC1', ...data });
  const ours = (list: TLowStockRow[]) =>
    list.filter((r) => ['TDB-LOW1', 'TDB-LOW2', 'TDB-OK'].includes(r.inventory_code));

  it('below the on-hand quantity, or below committed × safety factor, both figures shown', async () => {
    const r = await low(admin, { required_date: '2032-06-30' });
    expect(r.status).toBe(200);
    expect(ours(r.body.results)).toEqual([
      {
        inventory_code: 'TDB-LOW2',
        inventory_description: 'Test committed two',
        unit_of_measure: 'EA',
        on_hand: 100,
        committed: 90,
        required: 112.5,
        below_on_hand_qty: false,
        below_committed: true,
      },
      expect.objectContaining({
        inventory_code: 'TDB-LOW1',
        on_hand: 10,
        committed: 0,
        below_on_hand_qty: true,
        below_committed: false,
      }),
    ]);
  });

  it('commitments count only up to required_date (default today); the factor and quantity apply', async () => {
    const todayOnly = await low(admin, {});
    expect(ours(todayOnly.body.results).map((r) => r.inventory_code)).toEqual(['TDB-LOW1']);
    const factorOne = await low(admin, { required_date: '2032-06-30', safety_factor: 1 });
    expect(ours(factorOne.body.results).map((r) => r.inventory_code)).toEqual(['TDB-LOW1']);
    const higher = await low(admin, { required_date: '2032-06-30', on_hand_qty: 150 });
    expect(
      ours(higher.body.results)
        .map((r) => r.inventory_code)
        .sort(),
    ).toEqual(['TDB-LOW1', 'TDB-LOW2', 'TDB-OK']);
  });

  it('answers the REST form GET /api/report/inventory/low_stock through the envelope', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/report/inventory/low_stock?site_id=SXD&warehouse=DC1&on_hand_qty=50&required_date=2032-06-30&safety_factor=1.25',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: TLowStockRow[] };
    expect(ours(body.results).map((r) => r.inventory_code)).toEqual(['TDB-LOW2', 'TDB-LOW1']);
    const unsigned = await server.app.inject({
      method: 'GET',
      url: '/api/report/inventory/low_stock?site_id=SXD&warehouse=DC1',
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('is refused at ALL and without in or wh view', async () => {
    const all = await low(admin, { warehouse: 'ALL' });
    expect(all.status).toBe(400);
    expect(messages(all.body.errors)).toEqual([M.selectWarehouse]);
    const driverAtTas = await call(
      driver,
      'reporting',
      'inventory',
      'low_stock',
      { warehouse: 'HBT' },
      'TAS',
    );
    expect(driverAtTas.status).toBe(403);
    const driverAtSxd = await low(driver, {});
    expect(driverAtSxd.status).toBe(403);
  });
});

describe('expiry list (reporting / inventory / use_by_date)', () => {
  const ours = (list: TUseByRow[]) => list.filter((r) => r.inventory_code === 'TDB-EXP');

  it('stock whose date code is within no_days or already past, per batch', async () => {
    const r = await call<TUseByRow>(admin, 'reporting', 'inventory', 'use_by_date', {
      warehouse: 'DC1',
    });
    expect(r.status).toBe(200);
    expect(ours(r.body.results)).toEqual([
      expect.objectContaining({
        serial_batch: 'B-PAST',
        date_code: addDays(today, -2),
        days_left: -2,
        quantity: 3,
      }),
      expect.objectContaining({
        serial_batch: 'B-SOON',
        days_left: 5,
        quantity: 7,
        locations: 'TDB-LOC, TDB-LOC2',
      }),
    ]);
    const longer = await call<TUseByRow>(admin, 'reporting', 'inventory', 'use_by_date', {
      warehouse: 'DC1',
      no_days: 45,
    });
    expect(ours(longer.body.results).map((b) => b.serial_batch)).toEqual([
      'B-PAST',
      'B-SOON',
      'B-LATER',
    ]);
  });

  it('answers PUT /api/report/inventory/use_by_date', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/report/inventory/use_by_date',
      headers: { authorization: `Bearer ${admin}` },
      payload: { site_id: 'SXD', warehouse: 'DC1', no_days: 3 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: TUseByRow[] };
    expect(ours(body.results).map((b) => b.serial_batch)).toEqual(['B-PAST']);
  });
});

describe('sales-order summary (reporting / daily / summary)', () => {
  it('one row per required date with Short, Picked or Processing', async () => {
    const r = await call<TDailySummaryRow>(admin, 'reporting', 'daily', 'summary', {
      warehouse: 'DC1',
      action_date: DAY,
      no_days: 3,
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      {
        date: DAY,
        orders: 1,
        lines: 2,
        short_supplied_lines: 0,
        supplied_quantity: 7, // 6.5 rounded up
        ordered_quantity: 15,
        status: 'Processing',
      },
      {
        date: '2032-06-14',
        orders: 1,
        lines: 1,
        short_supplied_lines: 0,
        supplied_quantity: 4,
        ordered_quantity: 4,
        status: 'Picked',
      },
      {
        date: '2032-06-13',
        orders: 1,
        lines: 1,
        short_supplied_lines: 1,
        supplied_quantity: 7,
        ordered_quantity: 10,
        status: 'Short',
      },
    ]);
    const twoDays = await call<TDailySummaryRow>(admin, 'reporting', 'daily', 'summary', {
      warehouse: 'DC1',
      action_date: DAY,
      no_days: 2,
    });
    expect(twoDays.body.results.map((d) => d.date)).toEqual([DAY, '2032-06-14']);
  });

  it('answers PUT /api/report/daily/summary and refuses ALL', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/report/daily/summary',
      headers: { authorization: `Bearer ${admin}` },
      payload: { site_id: 'SXD', warehouse: 'DC1', action_date: '2032-06-14', no_days: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { results: TDailySummaryRow[] }).results).toMatchObject([
      { date: '2032-06-14', status: 'Picked' },
    ]);
    const all = await server.app.inject({
      method: 'PUT',
      url: '/api/report/daily/summary',
      headers: { authorization: `Bearer ${admin}` },
      payload: { site_id: 'SXD', warehouse: 'ALL' },
    });
    expect(all.statusCode).toBe(400);
  });
});

describe('shifts (admin / shift / list)', () => {
  it('lists the site shifts by start hour for any member', async () => {
    const r = await call<TShift>(floor, 'admin', 'shift', 'list', {});
    expect(r.status).toBe(200);
    const ours = r.body.results.filter((s) => s.shift.startsWith('TDB-'));
    expect(ours).toEqual([
      { shift: 'TDB-DAY', shift_name: 'Test day', start_hour: 6, end_hour: 14 },
      { shift: 'TDB-NIGHT', shift_name: 'Test night', start_hour: 22, end_hour: 6 },
    ]);
    const hours = r.body.results.map((s) => s.start_hour);
    expect([...hours].sort((a, b) => a - b)).toEqual(hours);
  });

  it('answers only a member of the site', async () => {
    const r = await call(driver, 'admin', 'shift', 'list', {}, 'SXD');
    expect(r.status).toBe(403);
  });
});
