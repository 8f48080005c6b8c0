/**
 * Quoting benchmark: 200 packed orders at SXD DC1 (1-4 cartons each, to towns in every
 * Australian state) quoted at once with the site's rate card, on the demo seed.
 *
 * 1. The rate card alone: loaded once, then the 200 shipments priced in-process.
 * 2. `consign quote` for all 200 orders in one envelope call over HTTP (target < 2 s).
 * 3. 200 `consign quote` calls of one order each, 10 callers at once.
 *
 *   npx tsx bench/quote.ts [--orders 200] [--runs 5] [--only embedded|postgres]
 *   npm run bench:quote
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rateCardCarrier } from '../server/carriers/rate-card';
import { loadRateCard } from '../server/areas/consign/carrier-setup';
import { prepareDatabase } from '../server/db/prepare';
import { rows } from '../server/db/sql';
import type { DbHandle } from '../server/db/types';
import { seedDemo } from '../server/seed';
import {
  arg,
  concurrent,
  ms,
  onEachBackend,
  pct,
  printTable,
  runMain,
  serial,
  startBenchServer,
} from './harness';

const ORDERS = Number(arg('orders', '200'));
const RUNS = Number(arg('runs', '5'));
const ONLY = arg('only', 'embedded');
const TARGET_MS = 2000;

/** [suburb, state, postcode] across the country. */
const TOWNS: [string, string, string][] = [
  ['Carlton', 'VIC', '3053'],
  ['Geelong', 'VIC', '3220'],
  ['Bendigo', 'VIC', '3550'],
  ['Parramatta', 'NSW', '2150'],
  ['Newcastle', 'NSW', '2300'],
  ['Wagga Wagga', 'NSW', '2650'],
  ['Belconnen', 'ACT', '2617'],
  ['Fortitude Valley', 'QLD', '4006'],
  ['Townsville', 'QLD', '4810'],
  ['Norwood', 'SA', '5067'],
  ['Mount Gambier', 'SA', '5290'],
  ['Fremantle', 'WA', '6160'],
  ['Kalgoorlie', 'WA', '6430'],
  ['Sandy Bay', 'TAS', '7005'],
  ['Launceston', 'TAS', '7250'],
  ['Darwin City', 'NT', '0800'],
];

const info: string[] = [];
const table: (string | number)[][] = [];

async function addOrders(handle: DbHandle) {
  const db = handle.db;
  for (let i = 0; i < ORDERS; i++) {
    const [town, state, postcode] = TOWNS[i % TOWNS.length]!;
    const so = `BQ-${String(i + 1).padStart(5, '0')}`;
    await db.execute(
      sql`INSERT INTO wms.sales_orders
            (site_id, sales_order, warehouse, customer_code, required_date, wms_status,
             delivery_address_1, delivery_suburb, delivery_state, delivery_postcode)
          VALUES ('SXD', ${so}, 'DC1', 'LYGON01', current_date + 1, 'packed',
                  ${`${10 + i} Bench Street`}, ${town}, ${state}, ${postcode})`,
    );
    await db.execute(
      sql`INSERT INTO wms.containers
            (site_id, container_number, sscc_number, warehouse, sales_order, weight, cube,
             delivery_suburb, delivery_state, delivery_postcode)
          SELECT 'SXD', ${so} || '-' || k, '39312345' || lpad((${i} * 10 + k)::text, 10, '0'),
                 'DC1', ${so}, 4 + ((${i} * 7 + k * 3) % 40), 0.012 * (1 + (${i} + k) % 5),
                 ${town}, ${state}, ${postcode}
          FROM generate_series(1, 1 + ${i} % 4) k`,
    );
  }
  await db.execute(sql`ANALYZE`);
}

async function measure(backend: string, open: () => Promise<DbHandle>) {
  const handle = await open();
  await prepareDatabase(handle);
  await seedDemo(handle.db, { scale: 1 });
  await addOrders(handle);
  const orders = (
    await rows<{ so: string }>(
      handle.db,
      sql`SELECT sales_order AS so FROM wms.sales_orders WHERE sales_order LIKE 'BQ-%'
          ORDER BY 1`,
    )
  ).map((r) => r.so);
  const [packs] = await rows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM wms.containers WHERE sales_order LIKE 'BQ-%'`,
  );
  info.push(`${backend}: ${orders.length} orders, ${packs!.n} packs, 16 towns in 8 states`);

  // 1. the rate card alone
  const card = await loadRateCard(handle.db, 'SXD');
  const carrier = rateCardCarrier(card);
  const shipments = orders.map((_, i) => {
    const [town, state, postcode] = TOWNS[i % TOWNS.length]!;
    return {
      despatch_date: '2026-11-27',
      sender: { name: 'SXD', address_1: '', town: '', state: '', postcode: '' },
      receiver: { name: 'x', address_1: '', town, state, postcode },
      parcels: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
        container_id: k,
        sscc_number: '',
        weight: 4 + ((i * 7 + k * 3) % 40),
        volume: 0.012 * (1 + ((i + k) % 5)),
      })),
    };
  });
  let priced = 0;
  const alone = await serial(
    RUNS,
    async () => {
      priced = 0;
      for (const s of shipments) priced += (await carrier.quote(s)).length;
    },
    1,
  );
  table.push([
    backend,
    `rate card alone, ${orders.length} shipments`,
    RUNS,
    ms(pct(alone, 50)),
    ms(pct(alone, 99)),
    `${priced} prices`,
  ]);

  // 2. one consign quote call for every order
  const server = await startBenchServer(handle);
  let quotes = 0;
  const once = await serial(
    RUNS,
    async () => {
      const answer = (await server.envelope('consign', 'consign', 'quote', {
        sales_orders: orders,
        platform: 'machship',
      })) as { results: unknown[] };
      quotes = answer.results.length;
    },
    1,
  );
  const p50 = pct(once, 50);
  table.push([
    backend,
    `consign quote, ${orders.length} orders in one call`,
    RUNS,
    ms(p50),
    ms(pct(once, 99)),
    `${quotes} services quote all; ${p50 < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target`,
  ]);

  // 3. one order a call, 10 callers at once
  const t = performance.now();
  const each = await concurrent(10, Math.ceil(orders.length / 10), async (i) => {
    await server.envelope('consign', 'consign', 'quote', {
      sales_orders: [orders[i % orders.length]],
    });
  });
  const wall = performance.now() - t;
  table.push([
    backend,
    'consign quote, 1 order a call, 10 callers',
    each.length,
    ms(pct(each, 50)),
    ms(pct(each, 99)),
    `all done in ${ms(wall)} ms`,
  ]);
  await server.close();
  await handle.close();
}

runMain(async () => {
  await onEachBackend('quote', measure, { only: ONLY });
  printTable(info, ['backend', 'measure', 'n', 'p50 ms', 'p99 ms', 'note'], table);
});
