/**
 * Orders benchmark: the demo seed plus 100,000 sales orders with about 500,000 lines
 * at SXD (DC1 and DC2, a year around today, every status, some held or needing attention),
 * then p50/p99 of every sales order search mode and the order detail through real HTTP (the
 * envelope: auth, row-level security transaction, activity log) beside the same SQL (the
 * area's exported ...Sql functions) on the owner connection — serially, and with 32 clients
 * calling at once. A temporary embedded PostgreSQL always; PostgreSQL at DATABASE_URL too
 * when it is set (a fresh database, dropped after).
 *
 *   npx tsx bench/orders.ts [--orders 100000] [--iterations 100] [--clients 32] [--only embedded|postgres]
 *   npm run bench:orders
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { ZSalesOrderList } from '../src/contract';
import { prepareDatabase } from '../server/db/prepare';
import { rows as query } from '../server/db/sql';
import type { Db, DbHandle } from '../server/db/types';
import { salesOrderGetSql, salesOrderListSql } from '../server/areas/sales-orders/queries';
import { seedDemo } from '../server/seed';
import {
  arg,
  concurrent,
  onEachBackend,
  printTable,
  ratio,
  runMain,
  againstBaselines,
  baselineRows,
  timings,
  startBenchServer,
} from './harness';

const ORDERS = Number(arg('orders', '100000'));
const ITERATIONS = Number(arg('iterations', '100'));
const CLIENTS = Number(arg('clients', '32'));
const ONLY = arg('only', '');
/** Keep the databases after the run (their name or folder is printed) to look at plans. */
const KEEP = process.argv.includes('--keep');

type Row = {
  backend: string;
  measure: string;
  mode: string;
  n: number;
  p50: string;
  p99: string;
  ratio: string;
  own: string;
  note: string;
};
const table: Row[] = [];
const info: string[] = [];

/** 100k orders at SXD with 2-8 lines each (about 5 on average), in two statements. */
async function addOrders(db: Db, n: number) {
  await db.execute(sql`
    WITH cs AS (SELECT array_agg(customer_code ORDER BY customer_code) AS a FROM wms.customers
                WHERE site_id = 'SXD'),
         r1 AS (SELECT array_agg(run_id ORDER BY run_id) AS a FROM wms.runs
                WHERE site_id = 'SXD' AND warehouse = 'DC1'),
         r2 AS (SELECT array_agg(run_id ORDER BY run_id) AS a FROM wms.runs
                WHERE site_id = 'SXD' AND warehouse = 'DC2')
    INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, customer_order,
      run_id, required_date, wms_status, erp_status, hold, review_reason, erp_action,
      delivery_suburb, delivery_state, delivery_postcode)
    SELECT 'SXD', 'BSO-' || lpad(g::text, 7, '0'), CASE WHEN g % 10 < 7 THEN 'DC1' ELSE 'DC2' END,
      cs.a[1 + (g * 7) % array_length(cs.a, 1)],
      'PO' || (100000 + (g * 7919) % 900000)::text,
      CASE WHEN g % 10 < 7 THEN r1.a[1 + g % array_length(r1.a, 1)]
           ELSE r2.a[1 + g % array_length(r2.a, 1)] END,
      current_date + ((g % 365) - 300),
      CASE WHEN (g % 365) - 300 > 0 THEN 'new'
           WHEN (g % 365) - 300 = 0 THEN (ARRAY['new', 'picking', 'picked', 'packed'])[1 + g % 4]
           WHEN g % 97 = 0 THEN 'deleted' ELSE 'complete' END,
      CASE WHEN (g % 365) - 300 < 0 THEN 'Billed' ELSE 'Pending Fulfilment' END,
      g % 211 = 0, CASE WHEN g % 211 = 0 THEN 'Credit limit exceeded' ELSE '' END,
      CASE WHEN g % 331 = 0 THEN 'UPDATE' ELSE '' END,
      (ARRAY['Dandenong', 'Fitzroy', 'Geelong', 'Ballarat', 'Bendigo', 'Carlton', 'Richmond'])[1 + g % 7],
      'VIC', (3000 + g % 999)::text
    FROM generate_series(1, ${n}) g, cs, r1, r2`);
  await db.execute(sql`
    WITH items AS (SELECT warehouse, array_agg(inventory_code ORDER BY inventory_code) AS a
                   FROM wms.inventory_warehouses WHERE site_id = 'SXD' GROUP BY warehouse)
    INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
      description, quantity_ordered, quantity_supplied)
    SELECT o.site_id, o.sales_order_id, k, it.a[1 + (o.sales_order_id * 31 + k * 17) % array_length(it.a, 1)],
      '', 1 + (o.sales_order_id + k) % 24,
      CASE WHEN o.wms_status = 'complete' THEN 1 + (o.sales_order_id + k) % 24 ELSE 0 END
    FROM wms.sales_orders o
    JOIN items it ON it.warehouse = o.warehouse
    CROSS JOIN LATERAL generate_series(1, 2 + o.sales_order_id % 7) k
    WHERE o.site_id = 'SXD' AND o.sales_order LIKE 'BSO-%'`);
  await db.execute(sql`ANALYZE`);
}

async function measure(backend: string, open: () => Promise<DbHandle>) {
  const t0 = performance.now();
  const handle = await open();
  await prepareDatabase(handle);
  await seedDemo(handle.db, { scale: 1 });
  const t1 = performance.now();
  await addOrders(handle.db, ORDERS);
  const [counts] = await query<{ orders: number; lines: number }>(
    handle.db,
    sql`SELECT (SELECT count(*) FROM wms.sales_orders)::int AS orders,
               (SELECT count(*) FROM wms.sales_order_lines)::int AS lines`,
  );
  info.push(
    `${backend}: demo seed ${((t1 - t0) / 1000).toFixed(1)} s, ${ORDERS} bench orders added in ` +
      `${((performance.now() - t1) / 1000).toFixed(1)} s — ${counts?.orders} orders, ` +
      `${counts?.lines} lines in all`,
  );

  const server = await startBenchServer(handle);
  const envelope = (entity: string, action: string, data: unknown) =>
    server.envelope('sales_order', entity, action, data);

  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const numbers = (
    await query<{ sales_order: string }>(
      handle.db,
      sql`SELECT sales_order FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order LIKE 'BSO-%'
          ORDER BY md5(sales_order) LIMIT 200`,
    )
  ).map((r) => r.sales_order);
  const customers = await query<{ customer_code: string; customer_name: string }>(
    handle.db,
    sql`SELECT customer_code, customer_name FROM wms.customers WHERE site_id = 'SXD' ORDER BY customer_code`,
  );
  const items = (
    await query<{ inventory_code: string }>(
      handle.db,
      sql`SELECT inventory_code FROM wms.inventory_warehouses WHERE site_id = 'SXD' AND warehouse = 'DC1'
          ORDER BY md5(inventory_code) LIMIT 100`,
    )
  ).map((r) => r.inventory_code);
  const [runSet] = await query<{ runset_id: string }>(
    handle.db,
    sql`SELECT runset_id FROM wms.runs WHERE site_id = 'SXD' AND warehouse = 'DC1' AND runset_id IS NOT NULL LIMIT 1`,
  );

  type Case = { measure: string; note: string; data: (i: number) => Record<string, unknown> };
  const list: Case[] = [
    {
      measure: 'Search: an order number (few matches)',
      note: 'BSO-nnnnnnn, all dates, DC1',
      data: (i) => ({ search_type: 'SEARCH', search_term: pick(numbers, i), warehouse: 'DC1' }),
    },
    {
      measure: 'Search: a customer name word, last 30 days',
      note: 'customer name contains, DC1',
      data: (i) => ({
        search_type: 'SEARCH',
        search_term: pick(customers, i).customer_name.split(' ')[0],
        warehouse: 'DC1',
        from_date: day(-30),
        to_date: day(0),
      }),
    },
    {
      measure: 'Required Date: one week, run set',
      note: 'DC1, run set, this week',
      data: (i) => ({
        search_type: 'DATE_RANGE',
        warehouse: 'DC1',
        run_set: runSet?.runset_id ?? '',
        from_date: day(-(i % 7)),
        to_date: day(7 - (i % 7)),
      }),
    },
    {
      measure: 'Requires Attention',
      note: 'DC1, ERP action or ERROR',
      data: () => ({ search_type: 'ERP_ACTION', warehouse: 'DC1' }),
    },
    {
      measure: 'Held Orders',
      note: 'DC1',
      data: () => ({ search_type: 'HOLD', warehouse: 'DC1' }),
    },
    {
      measure: 'Inventory: an item, one month',
      note: 'line code starts with, DC1',
      data: (i) => ({
        search_type: 'INVENTORY',
        search_term: pick(items, i),
        warehouse: 'DC1',
        from_date: day(-30),
        to_date: day(0),
      }),
    },
    {
      measure: 'Customer: a code, three months',
      note: 'customer code, DC1',
      data: (i) => ({
        search_type: 'CUSTOMER',
        search_term: pick(customers, i).customer_code,
        warehouse: 'DC1',
        from_date: day(-90),
        to_date: day(0),
      }),
    },
  ];
  type Probe = {
    measure: string;
    note: string;
    call: (i: number) => Promise<unknown>;
    raw: (i: number) => SQL;
  };
  const probes: Probe[] = [
    ...list.map((c) => ({
      measure: c.measure,
      note: c.note,
      call: (i: number) => envelope('sales_order', 'list', c.data(i)),
      raw: (i: number) => {
        const q = ZSalesOrderList.parse(c.data(i));
        return salesOrderListSql('SXD', { ...q, search_type: q.search_type! });
      },
    })),
    {
      measure: 'Order detail (sales_order get)',
      note: 'header, lines, pickers',
      call: (i) => envelope('sales_order', 'get', { sales_order: pick(numbers, i) }),
      raw: (i) => salesOrderGetSql('SXD', { sales_order: pick(numbers, i) }),
    },
  ];

  const perClient = Math.max(1, Math.ceil(ITERATIONS / CLIENTS) * 2);
  for (const p of probes) {
    const viaHttp = ((await p.call(1)) as { results?: unknown[] }).results?.length ?? 0;
    const viaSql = (await query(handle.db, p.raw(1))).length;
    if (viaHttp !== viaSql) throw new Error(`${p.measure}: HTTP ${viaHttp} rows, SQL ${viaSql}`);
    const timed = await againstBaselines(handle, server, ITERATIONS, {
      data: (i) => i,
      call: (i) => p.call(i as number),
      raw: (i) => p.raw(i as number),
    });
    const httpC = await concurrent(CLIENTS, perClient, async (i) => void (await p.call(i)));
    const rawC = await concurrent(
      CLIENTS,
      perClient,
      async (i) => void (await handle.db.execute(p.raw(i))),
    );
    for (const r of baselineRows(timed, `${p.note}; ~${viaHttp} rows`)) {
      table.push({ backend, measure: p.measure, mode: `${r.how}, 1 client`, ...r });
    }
    const row = (mode: string, values: number[], ratioOf: string) =>
      table.push({
        backend,
        measure: p.measure,
        mode,
        ...timings(values),
        ratio: ratioOf,
        own: '',
        note: '',
      });
    row(`envelope, ${CLIENTS} clients`, httpC, ratio(httpC, rawC));
    row(`raw SQL, ${CLIENTS} clients`, rawC, '');
    console.error(`${backend}: ${p.measure} done`);
  }
  const rss = process.memoryUsage().rss / 1024 / 1024;
  info.push(
    `${backend}: Node process RSS after the run ${rss.toFixed(0)} MB (PostgreSQL runs apart)`,
  );
  await server.close();
  await handle.close();
}

async function main() {
  await onEachBackend('orders', measure, { only: ONLY, keep: KEEP });
  printTable(
    info,
    [
      'backend',
      'measure',
      'how',
      'n',
      'p50 ms',
      'p99 ms',
      'envelope/raw p50',
      'envelope − bare route p50 ms',
      'note',
    ],
    table.map((r) => [r.backend, r.measure, r.mode, r.n, r.p50, r.p99, r.ratio, r.own, r.note]),
  );
}

runMain(main);
