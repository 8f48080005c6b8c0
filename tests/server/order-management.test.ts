import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVERY_RUN,
  ORDER_MANAGEMENT_MESSAGES as M,
  calendarDayVariant,
  monthRange,
  type TMonthSummaryDay,
  type TRunSetSummaryRow,
  type TSalesOrderListRow,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();

const list = <T>(token: string, data: Record<string, unknown>, site = 'SXD') =>
  server.call<T>(token, 'sales_order', {
    site_id: site,
    entity: 'sales_order',
    action: 'list',
    data,
  });
const messages = (list: { message: string }[]) => list.map((m) => m.message);

/*
 * Orders of their own far-future month (July 2033) at SXD DC1 (run set DC1-AM: NORTH, EAST,
 * WEST; DC1-PM: COUNTRY), DC2 and TAS, so every count below is exact.
 */
async function order(
  site: string,
  so: string,
  o: {
    warehouse?: string;
    date: string;
    status?: string;
    run?: string | null;
    hold?: boolean;
    review_reason?: string;
  },
  lines: number,
): Promise<number> {
  const warehouse = o.warehouse ?? 'DC1';
  const run = o.run === undefined ? 'NORTH' : o.run;
  const [row] = await rows<{ id: number }>(
    server.db,
    sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, run_id,
          required_date, wms_status, hold, review_reason)
        VALUES (${site}, ${so}, ${warehouse}, 'OMCUS',
          (SELECT run_id FROM wms.runs WHERE site_id = ${site} AND warehouse = ${warehouse}
             AND run = ${run}),
          ${o.date}, ${o.status ?? 'new'}, ${o.hold ?? false}, ${o.review_reason ?? ''})
        RETURNING sales_order_id AS id`,
  );
  for (let n = 1; n <= lines; n++) {
    await server.db.execute(
      sql`INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
            quantity_ordered)
          VALUES (${site}, ${row!.id}, ${n}, ${`OM-ITEM-${n}`}, 1)`,
    );
  }
  return row!.id;
}

let admin = '';
let viewer = '';

beforeAll(async () => {
  await server.db.execute(
    sql`INSERT INTO wms.customers (site_id, customer_code, customer_name)
        VALUES ('SXD', 'OMCUS', 'Order Management Deli'), ('TAS', 'OMCUS', 'OM Hobart')`,
  );
  // 2033-07-14: NORTH 3 orders (new, picking, complete), EAST 1 held new, WEST none,
  // COUNTRY 1 new (other run set), a deleted NORTH order, an order with no run, DC2 one.
  const om1 = await order('SXD', 'OM-1', { date: '2033-07-14' }, 2);
  await order('SXD', 'OM-2', { date: '2033-07-14', status: 'Picking' }, 3);
  await order('SXD', 'OM-3', { date: '2033-07-14', status: 'complete' }, 1);
  await order(
    'SXD',
    'OM-4',
    { date: '2033-07-14', run: 'EAST', hold: true, review_reason: 'Credit check' },
    4,
  );
  await order('SXD', 'OM-5', { date: '2033-07-14', run: 'COUNTRY' }, 1);
  await order('SXD', 'OM-6', { date: '2033-07-14', status: 'deleted' }, 5);
  await order('SXD', 'OM-7', { date: '2033-07-14', run: null }, 1);
  await order('SXD', 'OM-8', { date: '2033-07-14', warehouse: 'DC2' }, 1);
  // 2033-07-20: every order complete (GREEN); 2033-08-01 is next month.
  await order('SXD', 'OM-9', { date: '2033-07-20', status: 'complete' }, 2);
  await order('SXD', 'OM-10', { date: '2033-07-20', status: 'COMPLETE', run: 'WEST' }, 1);
  await order('SXD', 'OM-11', { date: '2033-08-01' }, 1);
  // An open order with a review reason but no hold, and one at TAS.
  await order('SXD', 'OM-12', { date: '2033-07-22', review_reason: 'Address check' }, 1);
  await order('TAS', 'OMT-1', { date: '2033-07-14', warehouse: 'HBT', hold: true }, 1);
  // One pick of OM-1 (picks are counted per run and date).
  await server.db.execute(
    sql`INSERT INTO wms.picks (site_id, warehouse, run_id, sales_order_id, required_date)
        SELECT 'SXD', 'DC1', o.run_id, o.sales_order_id, o.required_date
        FROM wms.sales_orders o WHERE o.site_id = 'SXD' AND o.sales_order_id = ${om1}`,
  );
  admin = await server.login('admin');
  viewer = await server.login('viewer');
});

const byRun = (r: TRunSetSummaryRow[]) => Object.fromEntries(r.map((x) => [x.run, x]));

describe('RUN_SET_SUMMARY (the run tabs)', () => {
  it('one row per run of the run set with the counts of the date, picks included', async () => {
    const r = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
      from_date: '2033-07-14',
    });
    expect(r.status).toBe(200);
    expect(r.body.warnings).toEqual([]);
    const runs = byRun(r.body.results);
    expect(Object.keys(runs).sort()).toEqual(['EAST', 'NORTH', 'WEST']);
    expect(runs.NORTH).toMatchObject({
      run_name: 'DC1 North Metro',
      warehouse: 'DC1',
      runset_id: 'DC1-AM',
      orders: 3,
      lines: 6,
      new: 1,
      in_progress: 1,
      complete: 1,
      held: 0,
      picks: 1,
    });
    expect(runs.EAST).toMatchObject({ orders: 1, lines: 4, new: 1, held: 1, picks: 0 });
    // A run with no orders is still a tab.
    expect(runs.WEST).toMatchObject({ orders: 0, lines: 0, new: 0, complete: 0, picks: 0 });
  });

  it('every run of the warehouse with "*"; no run set, warehouse or date warns and continues', async () => {
    const every = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      run_set: EVERY_RUN,
      from_date: '2033-07-14',
    });
    expect(every.body.warnings).toEqual([]);
    expect(Object.keys(byRun(every.body.results)).sort()).toEqual([
      'COUNTRY',
      'EAST',
      'NORTH',
      'WEST',
    ]);
    const none = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      from_date: '2033-07-14',
    });
    expect(none.status).toBe(200);
    expect(messages(none.body.warnings)).toEqual([M.selectRunSet]);
    expect(byRun(none.body.results).COUNTRY).toMatchObject({ orders: 1, new: 1 });
    const all = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'ALL',
      run_set: 'DC1-AM',
      from_date: '2033-07-14',
    });
    expect(messages(all.body.warnings)).toEqual([M.selectWarehouse]);
    expect(byRun(all.body.results).NORTH!.orders).toBe(3);
    // No date: today in the site's zone (nothing of ours is today), with the warning.
    const noDate = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
    });
    expect(noDate.status).toBe(200);
    expect(messages(noDate.body.warnings)).toEqual([M.selectRequiredDate]);
    expect(noDate.body.results).toHaveLength(3);
  });

  it("another site's runs and orders are never counted", async () => {
    const r = await list<TRunSetSummaryRow>(admin, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
      from_date: '2033-07-14',
    });
    expect(r.body.results.every((x) => x.warehouse === 'DC1')).toBe(true);
    const tas = await list<TRunSetSummaryRow>(
      admin,
      {
        search_type: 'RUN_SET_SUMMARY',
        warehouse: 'DC1',
        run_set: 'DC1-AM',
        from_date: '2033-07-14',
      },
      'TAS',
    );
    expect(tas.body.results).toEqual([]);
  });
});

describe('MONTH_SUMMARY (the calendar)', () => {
  it('per required date of the month: counts and the day colour', async () => {
    const r = await list<TMonthSummaryDay>(admin, {
      search_type: 'MONTH_SUMMARY',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
      from_date: '2033-07-01',
      to_date: '2033-07-31',
    });
    expect(r.status).toBe(200);
    expect(r.body.warnings).toEqual([]);
    expect(r.body.results).toEqual([
      {
        required_date: '2033-07-14',
        orders: 4,
        lines: 10,
        new: 2,
        in_progress: 1,
        complete: 1,
        held: 1,
        colour: 'YELLOW',
      },
      {
        required_date: '2033-07-20',
        orders: 2,
        lines: 3,
        new: 0,
        in_progress: 0,
        complete: 2,
        held: 0,
        colour: 'GREEN',
      },
      {
        required_date: '2033-07-22',
        orders: 1,
        lines: 1,
        new: 1,
        in_progress: 0,
        complete: 0,
        held: 0,
        colour: 'YELLOW',
      },
    ]);
    expect(r.body.results.map((d) => calendarDayVariant(d.colour))).toEqual([
      'warning',
      'success',
      'warning',
    ]);
  });

  it('from_date alone covers its month; no run set counts every run and warns', async () => {
    const r = await list<TMonthSummaryDay>(admin, {
      search_type: 'MONTH_SUMMARY',
      warehouse: 'DC1',
      from_date: '2033-07-14',
    });
    expect(messages(r.body.warnings)).toEqual([M.selectRunSet]);
    const d14 = r.body.results.find((d) => d.required_date === '2033-07-14')!;
    // NORTH 3 + EAST 1 + COUNTRY 1 + no run 1 (deleted not counted).
    expect(d14.orders).toBe(6);
    expect(r.body.results.map((d) => d.required_date)).not.toContain('2033-08-01');
    expect(monthRange('2033-02-10')).toEqual({ from_date: '2033-02-01', to_date: '2033-02-28' });
  });
});

describe('REVIEW (orders needing review)', () => {
  it('open orders held or with a review reason, of the warehouse', async () => {
    const r = await list<TSalesOrderListRow>(admin, {
      search_type: 'REVIEW',
      warehouse: 'DC1',
      from_date: '2033-07-01',
      to_date: '2033-07-31',
    });
    expect(r.status).toBe(200);
    expect(r.body.results.map((o) => o.sales_order)).toEqual(['OM-4', 'OM-12']);
    expect(r.body.results[0]).toMatchObject({
      hold: true,
      review_reason: 'Credit check',
      run_name: 'DC1 East Metro',
      num_of_lines: 4,
      status: 'new',
      customer_name: 'Order Management Deli',
    });
    expect(r.body.warnings).toEqual([]);
  });
});

describe('permissions', () => {
  it('a view-only user may read the summaries; no sign-in is refused', async () => {
    const r = await list<TRunSetSummaryRow>(viewer, {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: 'DC1',
      run_set: 'DC1-AM',
      from_date: '2033-07-14',
    });
    expect(r.status).toBe(200);
    const anon = await list('', { search_type: 'MONTH_SUMMARY', warehouse: 'DC1' });
    expect(anon.status).toBe(401);
  });
});
