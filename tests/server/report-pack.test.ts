import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  presetRange,
  todayIn,
  type TReportDetail,
  type TReportParameters,
  type TReportResult,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * The report pack (issue 29) against the demo data: each report's totals checked against the
 * tables read another way, the other site's rows absent, a user without the report's module
 * refused, and the choices of its parameters answered from the caller's site.
 */

const server = startServer();
const SITE = 'SXD';
const ZONE = 'Australia/Melbourne';

const reporting = <T>(token: string, action: string, data: unknown, site = SITE) =>
  server.call<T>(token, 'reporting', { site_id: site, entity: 'report', action, data });

async function run(token: string, report: string, parameters: TReportParameters, site = SITE) {
  const answer = await reporting<TReportResult>(token, 'report', { report, parameters }, site);
  expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
  const result = answer.body.results[0]!;
  expect(result.truncated).toBe(false);
  return result;
}

const sum = (result: TReportResult, key: string) =>
  Math.round(result.rows.reduce((n, r) => n + Number(r[key] ?? 0), 0) * 1000) / 1000;
const values = (result: TReportResult, key: string) => new Set(result.rows.map((r) => r[key]));

/** The last 30 days to today at the site, as the pack's periods resolve them. */
const last30 = () => presetRange('last 30 days', todayIn(ZONE));
const LAST_30 = { from: 'last 30 days', to: 'last 30 days' };

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await rows<T>(server.db, query))[0]!;

describe('the report pack reads well', () => {
  it('labels every column, gives each a format, and "last 30 days" is the 30 days to today', async () => {
    const admin = await server.login('admin');
    const result = await run(admin, 'SHIPPED_BY_DAY', { despatched: LAST_30 });
    expect(result.columns.map((c) => c.label)).toEqual([
      'Despatch date',
      'Orders',
      'Lines',
      'Units',
      'Cartons',
      'Weight (kg)',
    ]);
    expect(result.columns.map((c) => c.format)).toEqual([
      'date',
      'integer',
      'integer',
      'quantity',
      'integer',
      'number',
    ]);
    const { from, to } = last30();
    expect(result.rows.length).toBeGreaterThan(5);
    for (const r of result.rows) {
      expect(String(r.despatch_date) >= from && String(r.despatch_date) <= to).toBe(true);
    }
    // More than today alone: the period's first days are in it.
    expect(values(result, 'despatch_date').size).toBeGreaterThan(1);
  });

  it('answers parameter choices from the caller’s site: warehouses, customers, users by name', async () => {
    const admin = await server.login('admin');
    const got = await reporting<TReportDetail>(admin, 'get', { report: 'PICKER_PRODUCTIVITY' });
    expect(got.status).toBe(200);
    const options = got.body.results[0]!.list_options;
    expect(options.warehouse!.map((c) => c.list_value)).toEqual(['DC1', 'DC2', 'RET']);
    expect(options.picker).toContainEqual({ list_value: 'floor', text: 'Tom Kowalski' });
    expect(options.picker!.map((c) => c.list_value)).not.toContain('hamish.fraser');
    expect(options.pick_section!.length).toBeGreaterThan(0);
    const shipped = await reporting<TReportDetail>(admin, 'get', { report: 'SHIPPED_BY_CUSTOMER' });
    const customers = shipped.body.results[0]!.list_options.customer!.map((c) => c.list_value);
    const tas = await rows<{ customer_code: string }>(
      server.db,
      sql`SELECT customer_code FROM wms.customers WHERE site_id = 'TAS'`,
    );
    expect(customers.length).toBeGreaterThan(10);
    for (const c of tas) expect(customers).not.toContain(c.customer_code);
    // Another site's warehouse is not a choice: refused before anything runs.
    const refused = await reporting(admin, 'report', {
      report: 'PICKER_PRODUCTIVITY',
      parameters: { picked: LAST_30, warehouse: 'HBT' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe("Warehouse: 'HBT' is not in the list");
  });
});

describe('the report pack against the demo data', () => {
  it('shipped by customer and by day: the same orders, units and weight; only this site’s customers', async () => {
    const admin = await server.login('admin');
    const byCustomer = await run(admin, 'SHIPPED_BY_CUSTOMER', { despatched: LAST_30 });
    const byDay = await run(admin, 'SHIPPED_BY_DAY', { despatched: LAST_30 });
    for (const key of ['orders', 'lines', 'units', 'cartons'])
      expect(sum(byCustomer, key), key).toBe(sum(byDay, key));
    // Weight is rounded to 0.1 kg per row.
    expect(Math.abs(sum(byCustomer, 'weight_kg') - sum(byDay, 'weight_kg'))).toBeLessThan(
      0.05 * (byCustomer.rows.length + byDay.rows.length),
    );

    // The orders read another way: the first day each order left, from each source in turn.
    const { from, to } = last30();
    const left = await rows<{ sales_order_id: number; day: string }>(
      server.db,
      sql`SELECT so.sales_order_id, d.despatch_date::text AS day
            FROM wms.despatches d JOIN wms.sales_orders so USING (site_id, sales_order_id)
           WHERE d.site_id = ${SITE} AND so.wms_status <> 'deleted'
          UNION ALL
          SELECT so.sales_order_id, k.despatch_date::text
            FROM wms.consignments k
            JOIN wms.sales_orders so ON so.site_id = k.site_id AND so.sales_order = ANY (k.sales_orders)
           WHERE k.site_id = ${SITE} AND k.status <> 'DELETED' AND so.wms_status <> 'deleted'
          UNION ALL
          SELECT so.sales_order_id, to_char(m.timestamp AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')
            FROM wms.movements m
            JOIN wms.sales_orders so ON so.site_id = m.site_id AND so.sales_order = m.reference
           WHERE m.site_id = ${SITE} AND m.from_location IN (
                   SELECT dock_location FROM wms.dock_locations
                    WHERE site_id = ${SITE} AND warehouse = m.warehouse) AND m.movement_type = 'PICK' AND m.to_location = ''
             AND so.wms_status <> 'deleted'`,
    );
    const first = new Map<number, string>();
    for (const l of left) {
      const seen = first.get(l.sales_order_id);
      if (seen === undefined || l.day < seen) first.set(l.sales_order_id, l.day);
    }
    const shipped = [...first].filter(([, day]) => day >= from && day <= to).map(([id]) => id);
    expect(shipped.length).toBeGreaterThan(10);
    expect(sum(byCustomer, 'orders')).toBe(shipped.length);
    const supplied = await one<{ units: number }>(
      sql`SELECT coalesce(sum(quantity_supplied), 0)::float8 AS units FROM wms.sales_order_lines
           WHERE site_id = ${SITE} AND sales_order_id IN (${sql.join(
             shipped.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    expect(sum(byCustomer, 'units')).toBeCloseTo(supplied.units, 3);

    // The orders behind the rows: one per order, the same units; one customer's alone.
    const orders = await run(admin, 'SHIPPED_ORDERS', { despatched: LAST_30 });
    expect(orders.rows.length).toBe(shipped.length);
    expect(sum(orders, 'units')).toBeCloseTo(supplied.units, 3);
    const top = byCustomer.rows[0]!;
    const theirs = await run(admin, 'SHIPPED_ORDERS', {
      despatched: LAST_30,
      customer: String(top.customer_code),
    });
    expect(theirs.rows.length).toBe(top.orders);
    expect(sum(theirs, 'units')).toBeCloseTo(Number(top.units), 3);
    expect(byCustomer.columns[0]).toMatchObject({
      drill_report: 'SHIPPED_ORDERS',
      drill_parameter: 'customer',
    });

    const tasCustomers = await rows<{ customer_code: string }>(
      server.db,
      sql`SELECT customer_code FROM wms.customers WHERE site_id = 'TAS'`,
    );
    for (const c of tasCustomers)
      expect(values(byCustomer, 'customer_code').has(c.customer_code)).toBe(false);
  });

  it('picker productivity: picks and lines of the period by name, hours and lines per hour', async () => {
    const admin = await server.login('admin');
    const result = await run(admin, 'PICKER_PRODUCTIVITY', { picked: LAST_30 });
    const { from, to } = last30();
    const expected = await one<{ picks: number; lines: number; units: number }>(
      sql`SELECT count(DISTINCT (user_id, pick_id))::int AS picks,
                 count(DISTINCT (user_id, pick_line_id))::int AS lines,
                 sum(quantity_picked)::float8 AS units
            FROM wms.pick_attempts
           WHERE site_id = ${SITE}
             AND (last_modified_time AT TIME ZONE ${ZONE})::date BETWEEN ${from}::date AND ${to}::date`,
    );
    expect(sum(result, 'picks')).toBe(expected.picks);
    expect(sum(result, 'lines')).toBe(expected.lines);
    expect(sum(result, 'units')).toBeCloseTo(expected.units, 3);
    // Names, not ids; the other site's picker is absent.
    expect(values(result, 'picker').has('Tom Kowalski')).toBe(true);
    expect(values(result, 'picker').has('floor')).toBe(false);
    expect(values(result, 'picker').has('Hamish Fraser')).toBe(false);
    const tom = result.rows.find((r) => r.picker === 'Tom Kowalski')!;
    expect(Number(tom.hours)).toBeGreaterThan(0);
    expect(Number(tom.lines_per_hour)).toBeCloseTo(Number(tom.lines) / Number(tom.hours), 0);
    // One picker chosen: only their row.
    const floorOnly = await run(admin, 'PICKER_PRODUCTIVITY', { picked: LAST_30, picker: 'floor' });
    expect(floorOnly.rows.map((r) => r.picker)).toEqual(['Tom Kowalski']);
  });

  it('order fill rate and short picks by reason count the same short lines', async () => {
    const admin = await server.login('admin');
    const fill = await run(admin, 'ORDER_FILL_RATE', { completed: LAST_30 });
    const short = await run(admin, 'SHORT_PICKS_BY_REASON', { completed: LAST_30 });
    const { from, to } = last30();
    const expected = await one<{ lines: number; short: number; units_short: number }>(
      sql`SELECT count(*)::int AS lines,
                 count(*) FILTER (WHERE l.quantity_picked < l.quantity_req)::int AS short,
                 coalesce(sum(l.quantity_req - l.quantity_picked)
                   FILTER (WHERE l.quantity_picked < l.quantity_req), 0)::float8 AS units_short
            FROM wms.picks p JOIN wms.pick_lines l USING (site_id, pick_id)
           WHERE p.site_id = ${SITE} AND p.status = 'complete'
             AND (p.completed_at AT TIME ZONE ${ZONE})::date BETWEEN ${from}::date AND ${to}::date`,
    );
    expect(expected.short).toBeGreaterThan(0);
    expect(sum(fill, 'lines')).toBe(expected.lines);
    expect(sum(fill, 'lines_short')).toBe(expected.short);
    expect(sum(short, 'lines_short')).toBe(expected.short);
    expect(sum(short, 'units_short')).toBeCloseTo(expected.units_short, 3);
    for (const r of fill.rows) {
      expect(Number(r.line_fill_pct)).toBeCloseTo(
        (100 * (Number(r.lines) - Number(r.lines_short))) / Number(r.lines),
        1,
      );
    }
    expect(values(short, 'reason').has('Stock not on Shelf')).toBe(true);
  });

  it('write-offs and write-ons by reason and item add up to the movements of the period', async () => {
    const admin = await server.login('admin');
    const result = await run(admin, 'WRITE_OFFS_BY_REASON', { moved: LAST_30 });
    const { from, to } = last30();
    const expected = await one<{ off: number; on: number }>(
      sql`SELECT coalesce(sum(movement_qty) FILTER (WHERE movement_type = 'WRITE_OFF'), 0)::float8 AS off,
                 coalesce(sum(movement_qty) FILTER (WHERE movement_type = 'WRITE_ON'), 0)::float8 AS on
            FROM wms.movements
           WHERE site_id = ${SITE} AND movement_type IN ('WRITE_OFF', 'WRITE_ON')
             AND (timestamp AT TIME ZONE ${ZONE})::date BETWEEN ${from}::date AND ${to}::date`,
    );
    const of = (movement: string) =>
      result.rows
        .filter((r) => r.movement === movement)
        .reduce((n, r) => n + Number(r.quantity), 0);
    expect(expected.off).toBeGreaterThan(0);
    expect(of('Write-off')).toBeCloseTo(expected.off, 3);
    expect(of('Write-on')).toBeCloseTo(expected.on, 3);
    expect(values(result, 'reason').has('Expired')).toBe(true);
    // By reason and item: the same quantities, item by item.
    const byItem = await run(admin, 'WRITE_OFFS_BY_ITEM', { moved: LAST_30 });
    expect(sum(byItem, 'quantity')).toBeCloseTo(expected.off + expected.on, 3);
    expect(sum(byItem, 'movements')).toBe(sum(result, 'movements'));
    expect(byItem.columns.find((c) => c.key === 'inventory_code')!.link).toBe('item_movements');
    const offsOnly = await run(admin, 'WRITE_OFFS_BY_REASON', {
      moved: LAST_30,
      movement_type: 'WRITE_OFF',
    });
    expect([...values(offsOnly, 'movement')]).toEqual(['Write-off']);
  });

  it('stock by batch age and expiry holds every unit on hand; slow movers have not moved in N days', async () => {
    const admin = await server.login('admin');
    const bands = await run(admin, 'STOCK_AGE_AND_EXPIRY', {});
    const everything = await one<{ quantity: number; batches: number }>(
      sql`SELECT sum(quantity)::float8 AS quantity,
                 count(DISTINCT (warehouse, inventory_code, serial_batch, date_code))::int AS batches
            FROM wms.on_hands WHERE site_id = ${SITE}`,
    );
    expect(sum(bands, 'quantity')).toBeCloseTo(everything.quantity, 3);
    expect(sum(bands, 'batches')).toBe(everything.batches);
    expect(values(bands, 'expiry_band').has('Expired')).toBe(true);
    const stock = await run(admin, 'STOCK_BY_EXPIRY', { warehouse: 'DC2' });
    const onHand = await one<{ quantity: number }>(
      sql`SELECT sum(quantity)::float8 AS quantity FROM wms.on_hands
           WHERE site_id = ${SITE} AND warehouse = 'DC2'`,
    );
    expect(sum(stock, 'quantity')).toBeCloseTo(onHand.quantity, 3);
    expect([...values(stock, 'warehouse')]).toEqual(['DC2']);
    for (const r of stock.rows.filter((row) => row.expiry_band === 'Expired'))
      expect(Number(r.days_to_expiry)).toBeLessThan(0);
    const soon = await run(admin, 'STOCK_BY_EXPIRY', { expiring_within: 30 });
    expect(soon.rows.length).toBeGreaterThan(0);
    for (const r of soon.rows) expect(Number(r.days_to_expiry)).toBeLessThan(30);

    const slow = await run(admin, 'SLOW_MOVERS', { idle_days: 30 });
    const expected = await one<{ items: number }>(
      sql`SELECT count(*)::int AS items
            FROM (SELECT DISTINCT warehouse, inventory_code FROM wms.on_hands WHERE site_id = ${SITE}) o
           WHERE NOT EXISTS (
             SELECT 1 FROM wms.movements m
              WHERE m.site_id = ${SITE} AND m.warehouse = o.warehouse
                AND m.inventory_code = o.inventory_code AND m.timestamp >= now() - interval '30 days')`,
    );
    expect(expected.items).toBeGreaterThan(0);
    expect(slow.rows.length).toBe(expected.items);
    for (const r of slow.rows) expect(Number(r.idle_days)).toBeGreaterThanOrEqual(30);
  });

  it('receipts against purchase orders: ordered and received of the orders expected; on time or late', async () => {
    const admin = await server.login('admin');
    const period = { from: 'today-30', to: 'today+30' };
    const result = await run(admin, 'RECEIPTS_VS_PO', { expected: period });
    const today = todayIn(ZONE);
    const expected = await one<{ orders: number; ordered: number; received: number }>(
      sql`SELECT count(DISTINCT po.purchase_order_id)::int AS orders,
                 sum(l.quantity_ordered)::float8 AS ordered, sum(l.quantity_received)::float8 AS received
            FROM wms.purchase_orders po JOIN wms.purchase_order_lines l USING (site_id, purchase_order_id)
           WHERE po.site_id = ${SITE} AND po.wms_status <> 'deleted'
             AND po.expected_date BETWEEN ${today}::date - 30 AND ${today}::date + 30`,
    );
    expect(result.rows.length).toBe(expected.orders);
    expect(sum(result, 'ordered')).toBeCloseTo(expected.ordered, 3);
    expect(sum(result, 'received')).toBeCloseTo(expected.received, 3);
    expect(values(result, 'timing').has('On time')).toBe(true);
    expect(values(result, 'quantity_result').has('Short')).toBe(true);
    expect(
      [...values(result, 'warehouse')].every((w) => ['DC1', 'DC2', 'RET'].includes(String(w))),
    ).toBe(true);
  });

  it('location utilisation: every active location is empty, part full or full', async () => {
    const admin = await server.login('admin');
    const result = await run(admin, 'LOCATION_UTILISATION', { warehouse: 'DC1', full_pct: 90 });
    const expected = await one<{ locations: number }>(
      sql`SELECT count(*)::int AS locations FROM wms.locations
           WHERE site_id = ${SITE} AND warehouse = 'DC1' AND active`,
    );
    expect(sum(result, 'locations')).toBe(expected.locations);
    for (const r of result.rows)
      expect(Number(r.empty) + Number(r.part_full) + Number(r.full)).toBe(Number(r.locations));
    expect(sum(result, 'full')).toBeGreaterThan(0);
    expect([...values(result, 'warehouse')]).toEqual(['DC1']);
  });

  it('runs at the other site on its own rows', async () => {
    const admin = await server.login('admin');
    const places = await run(admin, 'LOCATION_UTILISATION', { full_pct: 90 }, 'TAS');
    expect([...values(places, 'warehouse')].sort()).toEqual(['DEV', 'HBT', 'LST']);
    const everywhere = await run(admin, 'LOCATION_UTILISATION', { full_pct: 90 });
    expect([...values(everywhere, 'warehouse')].sort()).toEqual(['DC1', 'DC2', 'RET']);
    const pickers = await run(admin, 'PICKER_PRODUCTIVITY', { picked: LAST_30 }, 'TAS');
    expect(values(pickers, 'picker').has('Hamish Fraser')).toBe(true);
    expect(values(pickers, 'picker').has('Tom Kowalski')).toBe(false);
  });
});

describe('the report pack under the caller’s module permissions', () => {
  it('refuses a user without the module each report reads', async () => {
    // Kylie White views inventory, sales and purchase orders: not movements or warehouses.
    const kylie = await server.login('kylie.white');
    for (const report of ['WRITE_OFFS_BY_REASON', 'SLOW_MOVERS', 'LOCATION_UTILISATION']) {
      const refused = await reporting(kylie, 'report', { report, parameters: {} });
      expect(refused.status, report).toBe(403);
    }
    expect((await reporting(kylie, 'report', { report: 'STOCK_BY_EXPIRY' })).status).toBe(200);
    // Without sales order view, the shipping and picking reports are refused too.
    await server.db.execute(
      sql`UPDATE wms.user_permissions SET view = false
           WHERE site_id = ${SITE} AND user_id = 'kylie.white' AND module = 'so'`,
    );
    for (const report of ['SHIPPED_BY_CUSTOMER', 'PICKER_PRODUCTIVITY', 'ORDER_FILL_RATE']) {
      const refused = await reporting(kylie, 'report', {
        report,
        parameters: report === 'PICKER_PRODUCTIVITY' ? { picked: LAST_30 } : {},
      });
      expect(refused.status, report).toBe(403);
    }
  });
});
