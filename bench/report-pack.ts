/**
 * Report pack benchmark (issue 29): each pack report run through the real server
 * (`reporting / report`, the envelope: sign-in, the site's row-level security transaction, the
 * read-only query role, the activity log) on the demo data at ten times its size: the seed at
 * scale 10 (items, locations, orders and the 60 days of stock history) with its activity
 * raised, plus a picking history the benchmark adds (the seed makes no picks above scale 1):
 * one complete pick per despatched order of the last 60 days, a line per order line, an attempt
 * per line by the site's staff in shift hours, a few short with a reason, and the pick's
 * despatch date.
 *
 * Each report runs once to warm up, then --runs times; the table gives the rows it answered
 * and the median, 90th percentile and slowest run in milliseconds. The machine may be shared:
 * the load average is printed with the table.
 *
 *   npx tsx bench/report-pack.ts [--scale 10] [--activity 1] [--runs 7] [--only embedded|postgres]
 *   npm run bench:report-pack
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TReportParameters, TReportResult } from '../src/contract';
import { prepareDatabase } from '../server/db/prepare';
import { rows } from '../server/db/sql';
import type { DbHandle } from '../server/db/types';
import { seedDemo } from '../server/seed';
import { arg, onEachBackend, pct, printTable, runMain, startBenchServer } from './harness';

const SCALE = Number(arg('scale', '10'));
const ACTIVITY = Number(arg('activity', '1'));
const RUNS = Number(arg('runs', '7'));
const ONLY = arg('only', 'embedded');
const SITE = 'SXD';

const LAST_30 = { from: 'last 30 days', to: 'last 30 days' };

/** The pack's reports with the parameters a manager would run them with. */
const RUNS_OF: [report: string, parameters: TReportParameters][] = [
  ['SHIPPED_BY_CUSTOMER', { despatched: LAST_30 }],
  ['SHIPPED_BY_DAY', { despatched: LAST_30 }],
  ['SHIPPED_ORDERS', { despatched: LAST_30 }],
  ['PICKER_PRODUCTIVITY', { picked: { from: 'last 7 days', to: 'last 7 days' } }],
  ['ORDER_FILL_RATE', { completed: LAST_30 }],
  ['SHORT_PICKS_BY_REASON', { completed: LAST_30 }],
  ['WRITE_OFFS_BY_REASON', { moved: LAST_30 }],
  ['WRITE_OFFS_BY_ITEM', { moved: LAST_30 }],
  ['STOCK_AGE_AND_EXPIRY', {}],
  ['STOCK_BY_EXPIRY', { warehouse: 'DC1', expiring_within: 30 }],
  ['ITEM_MOVEMENTS', { inventory_code: 'DAI-2L-LTMK', moved: LAST_30 }],
  ['SLOW_MOVERS', { idle_days: 30, warehouse: 'DC1' }],
  ['RECEIPTS_VS_PO', { expected: LAST_30 }],
  ['LOCATION_UTILISATION', { full_pct: 90 }],
];

/**
 * The picking history the seed leaves out above scale 1, at every stock site: for each order
 * that is not new, held or deleted and required in the last 60 days, one complete pick with its
 * despatch date, its lines (about 1 in 12 short, 'Stock not on Shelf') and one attempt per line
 * by one of the site's users, two minutes apart from 06:00 local on its required day.
 */
async function addPickingHistory(handle: DbHandle): Promise<number> {
  await handle.db.execute(sql`
    INSERT INTO wms.picks (site_id, warehouse, sales_order_id, pick_section, pick_section_name,
                           required_date, despatch_date, status, completed_by, completed_at)
    SELECT so.site_id, so.warehouse, so.sales_order_id, 'BENCH', 'Bench section',
           so.required_date, so.required_date, 'complete', 'bench',
           (so.required_date + time '14:00') AT TIME ZONE s.local_zone
      FROM wms.sales_orders so
      JOIN wms.sites s ON s.site_id = so.site_id
     WHERE so.wms_status NOT IN ('new', 'deleted') AND NOT so.hold
       AND so.required_date BETWEEN current_date - 60 AND current_date
       AND NOT EXISTS (SELECT 1 FROM wms.picks p
                        WHERE p.site_id = so.site_id AND p.sales_order_id = so.sales_order_id)`);
  await handle.db.execute(sql`
    INSERT INTO wms.pick_lines (site_id, pick_id, sales_order_id, line_no, inventory_code,
                                quantity_req, quantity_picked, reason)
    SELECT p.site_id, p.pick_id, l.sales_order_id, l.line_no, l.inventory_code,
           l.quantity_ordered,
           CASE WHEN (p.pick_id + l.line_no) % 12 = 0 THEN floor(l.quantity_ordered / 2)
                ELSE l.quantity_ordered END,
           CASE WHEN (p.pick_id + l.line_no) % 12 = 0 THEN 'Stock not on Shelf' ELSE '' END
      FROM wms.picks p
      JOIN wms.sales_order_lines l
        ON l.site_id = p.site_id AND l.sales_order_id = p.sales_order_id
     WHERE p.pick_section = 'BENCH'`);
  await handle.db.execute(sql`
    WITH staff AS (
      SELECT site_id, array_agg(user_id ORDER BY user_id) AS users
        FROM wms.user_sites GROUP BY site_id)
    INSERT INTO wms.pick_attempts (site_id, pick_line_id, pick_id, warehouse, user_id,
                                   quantity_picked, reason, last_modified_time)
    SELECT l.site_id, l.pick_line_id, l.pick_id, p.warehouse,
           st.users[p.pick_id % cardinality(st.users) + 1],
           l.quantity_picked, l.reason,
           (p.required_date + time '06:00') AT TIME ZONE s.local_zone
             + make_interval(mins => (p.pick_id % 300) + l.line_no * 2)
      FROM wms.pick_lines l
      JOIN wms.picks p ON p.site_id = l.site_id AND p.pick_id = l.pick_id
      JOIN wms.sites s ON s.site_id = l.site_id
      JOIN staff st ON st.site_id = l.site_id
     WHERE p.pick_section = 'BENCH'`);
  const [made] = await rows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM wms.pick_attempts`,
  );
  return made?.n ?? 0;
}

async function measure(backend: string, handle: DbHandle): Promise<void> {
  await prepareDatabase(handle);
  let t = performance.now();
  const summary = await seedDemo(handle.db, { scale: SCALE, activity: ACTIVITY });
  const attempts = await addPickingHistory(handle);
  await handle.db.execute(sql`ANALYZE`);
  const seededS = (performance.now() - t) / 1000;
  const [sizes] = await rows<{ orders: number; movements: number; on_hands: number }>(
    handle.db,
    sql`SELECT (SELECT count(*) FROM wms.sales_orders)::int AS orders,
               (SELECT count(*) FROM wms.movements)::int AS movements,
               (SELECT count(*) FROM wms.on_hands)::int AS on_hands`,
  );
  const server = await startBenchServer(handle, SITE);
  try {
    const table: (string | number)[][] = [];
    for (const [report, parameters] of RUNS_OF) {
      const times: number[] = [];
      let answered: TReportResult | undefined;
      for (let i = 0; i <= RUNS; i++) {
        t = performance.now();
        const body = (await server.envelope('reporting', 'report', 'report', {
          report,
          parameters,
        })) as { results: TReportResult[] };
        if (i > 0) times.push(performance.now() - t);
        answered = body.results[0];
      }
      table.push([
        report,
        answered?.row_count ?? 0,
        answered?.truncated ? 'yes' : 'no',
        pct(times, 50).toFixed(0),
        pct(times, 90).toFixed(0),
        Math.max(...times).toFixed(0),
      ]);
    }
    printTable(
      [
        `Report pack through reporting / report on ${backend}, site ${SITE}: the demo at scale ${SCALE}, activity ${ACTIVITY} (seeded with the picking history in ${seededS.toFixed(0)} s).`,
        `Data: ${sizes!.orders.toLocaleString('en')} sales orders, ${sizes!.movements.toLocaleString('en')} movements, ${sizes!.on_hands.toLocaleString('en')} on-hand rows, ${summary.locations.toLocaleString('en')} locations, ${summary.items.toLocaleString('en')} items, ${attempts.toLocaleString('en')} pick attempts (both sites).`,
        `${RUNS} runs each after one warm-up; milliseconds per call (HTTP, sign-in, RLS transaction, query role, activity log).`,
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(
            ', ',
          )} on ${cpus().length} cores (the machine is shared: timings include other work).`,
      ],
      ['report', 'rows', 'truncated', 'p50 ms', 'p90 ms', 'max ms'],
      table,
    );
  } finally {
    await server.close();
  }
}

runMain(async () => {
  await onEachBackend(
    'report_pack',
    async (backend, open) => {
      const handle = await open();
      try {
        await measure(backend, handle);
      } finally {
        await handle.close();
      }
    },
    { only: ONLY },
  );
});
