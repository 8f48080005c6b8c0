/**
 * Stock benchmark: the demo seed at a large scale (about 20k items, 50k+ locations and 500k
 * movements with their on hands built from them), then p50/p99 of the stock reads through real
 * HTTP (the envelope: auth, row-level security transaction, activity log) beside the same SQL
 * (the areas' exported ...Sql functions) run directly on the owner connection.
 * A temporary embedded PostgreSQL always; PostgreSQL at DATABASE_URL too when it is set (a
 * fresh database, dropped after).
 *
 *   npx tsx bench/stock.ts [--scale 11] [--activity 1.3] [--iterations 200] [--only embedded|postgres]
 *   npm run bench:stock
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { ZInventoryList, ZOnHandQuery } from '../src/contract';
import { prepareDatabase } from '../server/db/prepare';
import { rows as query } from '../server/db/sql';
import type { DbHandle } from '../server/db/types';
import { inventoryGetSql, inventoryListSql, onHandSql } from '../server/areas/inventory/queries';
import { historySql } from '../server/areas/movements/queries';
import { seedDemo } from '../server/seed';
import {
  arg,
  onEachBackend,
  printTable,
  runMain,
  againstBaselines,
  baselineRows,
  startBenchServer,
} from './harness';

const SCALE = Number(arg('scale', '11'));
const ACTIVITY = Number(arg('activity', '1.3'));
const ITERATIONS = Number(arg('iterations', '200'));
const ONLY = arg('only', '');

type Row = {
  backend: string;
  measure: string;
  n: number;
  p50: string;
  p99: string;
  ratio: string;
  own: string;
  note: string;
};
const table: Row[] = [];
const info: string[] = [];

async function measure(backend: string, open: () => Promise<DbHandle>) {
  const t0 = performance.now();
  const handle = await open();
  await prepareDatabase(handle);
  const summary = await seedDemo(handle.db, { scale: SCALE, activity: ACTIVITY });
  const seeded = performance.now() - t0;
  // Fresh statistics, as autovacuum would have them after a bulk load.
  await handle.db.execute(sql`ANALYZE`);
  info.push(
    `${backend}: seeded in ${(seeded / 1000).toFixed(1)} s at scale ${SCALE} — ` +
      `${summary.items} items, ${summary.locations} locations, ${summary.movements} movements, ` +
      `${summary.onHands} on hands, ${summary.salesOrders} sales orders`,
  );

  const server = await startBenchServer(handle);
  const envelope = (service: string, entity: string, action: string, data: unknown) =>
    server.envelope(service, entity, action, data);

  // What the calls ask for: items and bins that exist, rotated so no one row stays hot.
  const items = (
    await query<{ inventory_code: string }>(
      handle.db,
      sql`SELECT inventory_code FROM wms.inventory_warehouses
          WHERE site_id = 'SXD' AND warehouse = 'DC1' ORDER BY md5(inventory_code) LIMIT 200`,
    )
  ).map((r) => r.inventory_code);
  const bins = (
    await query<{ location: string }>(
      handle.db,
      sql`SELECT DISTINCT location FROM wms.on_hands
          WHERE site_id = 'SXD' AND warehouse = 'DC1' ORDER BY location LIMIT 200`,
    )
  ).map((r) => r.location);
  const gtins = (
    await query<{ barcode: string }>(
      handle.db,
      sql`SELECT barcode FROM wms.stocking_factors WHERE site_id = 'SXD' AND barcode <> ''
          ORDER BY md5(barcode) LIMIT 50`,
    )
  ).map((r) => r.barcode);
  const words = ['spag', 'tomato', 'Milk', 'cola', 'PAS-500', 'bleach', 'Yarra', 'chick'];
  const terms = [...words, ...gtins];
  const sections = ['A-FAST', 'A-BULK', 'C-CHILL', 'C-FROZ'];
  const now = Date.now();
  const bounds = {
    from: new Date(now - 30 * 86_400_000).toISOString(),
    to: new Date(now).toISOString(),
  };

  type Case = {
    measure: string;
    note: string;
    data: (i: number) => unknown;
    call: (data: unknown) => Promise<unknown>;
    raw: (data: unknown) => SQL;
  };
  const cases: Case[] = [
    {
      measure: 'inventory search (inventory/inventory/list SEARCH)',
      note: 'words and scanned barcodes, warehouse DC1',
      data: (i) => ({
        search_type: 'SEARCH',
        search_term: terms[i % terms.length],
        warehouse: 'DC1',
      }),
      call: (d) => envelope('inventory', 'inventory', 'list', d),
      raw: (d) => inventoryListSql('SXD', ZInventoryList.parse(d)),
    },
    {
      measure: 'inventory detail (inventory/inventory/get)',
      note: 'factors, warehouse info, on hands of DC1',
      data: (i) => ({ inventory_code: items[i % items.length], warehouses: ['DC1'] }),
      call: (d) => envelope('inventory', 'inventory', 'get', d),
      raw: (d) => {
        const { inventory_code } = d as { inventory_code: string };
        return inventoryGetSql('SXD', inventory_code, ['DC1']);
      },
    },
    {
      measure: 'on-hand explorer (inventory/inventory/on_hand)',
      note: 'DC1, one pick section, first 2,000 rows',
      data: (i) => ({ warehouses: ['DC1'], pick_section_ids: [sections[i % sections.length]] }),
      call: (d) => envelope('inventory', 'inventory', 'on_hand', d),
      raw: (d) => onHandSql('SXD', ZOnHandQuery.parse(d)),
    },
    {
      measure: 'on-hand explorer, one item',
      note: 'DC1, inventory_codes [code]',
      data: (i) => ({ warehouses: ['DC1'], inventory_codes: [items[i % items.length]] }),
      call: (d) => envelope('inventory', 'inventory', 'on_hand', d),
      raw: (d) => onHandSql('SXD', ZOnHandQuery.parse(d)),
    },
    {
      measure: 'movement history by Inventory (movement/movement/list)',
      note: 'DC1, last 30 days',
      data: (i) => ({
        warehouse: 'DC1',
        search_type: 'Inventory',
        search_term: items[i % items.length],
        from_date: bounds.from,
        to_date: bounds.to,
      }),
      call: (d) => envelope('movement', 'movement', 'list', d),
      raw: (d) => {
        const { search_term } = d as { search_term: string };
        return historySql('SXD', 'DC1', 'Inventory', search_term, bounds, 1000);
      },
    },
    {
      measure: 'movement history by Bin Location (movement/movement/list)',
      note: 'DC1, last 30 days',
      data: (i) => ({
        warehouse: 'DC1',
        search_type: 'Bin Location',
        search_term: bins[i % bins.length],
        from_date: bounds.from,
        to_date: bounds.to,
      }),
      call: (d) => envelope('movement', 'movement', 'list', d),
      raw: (d) => {
        const { search_term } = d as { search_term: string };
        return historySql('SXD', 'DC1', 'Bin Location', search_term, bounds, 1000);
      },
    },
  ];

  for (const c of cases) {
    // Both answer the same rows (a sanity check that the raw SQL is the call's).
    const probe = c.data(1);
    const viaHttp = ((await c.call(probe)) as { results?: unknown[] }).results?.length ?? 0;
    const viaSql = (await query(handle.db, c.raw(probe))).length;
    if (viaHttp !== viaSql) throw new Error(`${c.measure}: HTTP ${viaHttp} rows, SQL ${viaSql}`);
    const timed = await againstBaselines(handle, server, ITERATIONS, c);
    for (const r of baselineRows(timed, `${c.note}; ~${viaHttp} rows`)) {
      table.push({ backend, ...r, measure: `${c.measure} — ${r.how}` });
    }
  }

  const rss = process.memoryUsage().rss / 1024 / 1024;
  info.push(
    `${backend}: Node process RSS after the run ${rss.toFixed(0)} MB (PostgreSQL runs apart)`,
  );
  await server.close();
  await handle.close();
}

async function main() {
  await onEachBackend('stock', measure, { only: ONLY });
  printTable(
    info,
    [
      'backend',
      'measure',
      'n',
      'p50 ms',
      'p99 ms',
      'envelope/raw p50',
      'envelope − bare route p50 ms',
      'note',
    ],
    table.map((r) => [r.backend, r.measure, r.n, r.p50, r.p99, r.ratio, r.own, r.note]),
  );
}

runMain(main);
