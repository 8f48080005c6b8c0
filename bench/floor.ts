/**
 * Floor benchmark, in real Chromium against the real server and its built app:
 *
 * 1. Mirror: the demo seed plus 50,000 locations at SXD DC1 and 20,000 items (each with a
 *    carton stocking factor and its barcode) at SXD; a signed-in device clears its Dexie
 *    mirror and refreshes it from scratch (target < 3 s), then again with nothing changed.
 * 2. Scan lookups on that mirror: the scan indexes built (as a floor screen does when it
 *    opens), then location codes, item codes, GTINs and carton barcodes, each looked up the
 *    way a floor screen does (findLocation / findItem), timed in the page (target p99 < 2 ms).
 * 3. Replay: on the floor hub, 1,000 write-ons queued in the outbox while offline, then the
 *    network returns and the page flushes; time to an empty outbox (target < 30 s) and the server's data
 *    checked: every request_id applied exactly once (0 lost, 0 doubled).
 *
 * The embedded PostgreSQL by default; `--only postgres` with DATABASE_URL set.
 * The page reaches the app's own modules through its diagnostics hook (src/offline/
 * diagnostics.ts), switched on by localStorage 'wms.diagnostics' = '1'.
 *
 *   npx tsx bench/floor.ts [--locations 50000] [--items 20000] [--lookups 2000] [--writes 1000]
 *   npm run bench:floor
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { buildApp } from '../server/http/app';
import { prepareDatabase } from '../server/db/prepare';
import { rows } from '../server/db/sql';
import type { Db } from '../server/db/types';
import { seedDemo } from '../server/seed';
import { arg, ms, onEachBackend, pct, printTable, runMain } from './harness';

const LOCATIONS = Number(arg('locations', '50000'));
const ITEMS = Number(arg('items', '20000'));
const LOOKUPS = Number(arg('lookups', '2000'));
const WRITES = Number(arg('writes', '1000'));
const ONLY = arg('only', 'embedded');
const DIST = join(process.cwd(), 'dist');

/** GS1 mod-10 check digit of the digits before it. */
function gs1Check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** 50k locations in DC1's pick sections and 20k items with a carton each, set-based. */
async function addFloorData(db: Db) {
  await db.execute(sql`
    WITH sections AS (
      SELECT array_agg(pick_area ORDER BY pick_area, pick_section) AS areas,
             array_agg(pick_section ORDER BY pick_area, pick_section) AS secs,
             array_agg(storage ORDER BY pick_area, pick_section) AS stor
      FROM wms.pick_sections WHERE site_id = 'SXD' AND warehouse = 'DC1')
    INSERT INTO wms.locations (site_id, warehouse, location, location_name, pick_area,
      pick_section, storage, barcode, aisle, bay, level, pick_sequence)
    SELECT 'SXD', 'DC1',
      'BX-' || lpad((g / 400)::text, 3, '0') || '-' || lpad(((g / 4) % 100)::text, 2, '0') || '-' || chr(65 + g % 4),
      'Bench bin ' || g,
      s.areas[1 + g % array_length(s.areas, 1)], s.secs[1 + g % array_length(s.secs, 1)],
      s.stor[1 + g % array_length(s.stor, 1)],
      'LB' || lpad(g::text, 8, '0'),
      'BX' || (g / 400)::text, ((g / 4) % 100)::text, chr(65 + g % 4), g
    FROM generate_series(0, ${LOCATIONS - 1}) AS g, sections s`);
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const body = `0${930000 + Math.floor(i / 1000)}${String(i % 100000).padStart(5, '0')}`;
    return { i, gtin: body.slice(0, 13) + gs1Check(body.slice(0, 13)) };
  });
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    await db.execute(sql`
      INSERT INTO wms.inventory (site_id, inventory_code, inventory_description, unit_of_measure,
        storage, gtin)
      SELECT 'SXD', 'BENCH-' || lpad(i::text, 6, '0'), 'Bench item ' || i, 'EA', 'DRY', gtin
      FROM unnest(${sql.raw(`ARRAY[${chunk.map((r) => r.i).join(',')}]::int[]`)},
                  ${sql.raw(`ARRAY[${chunk.map((r) => `'${r.gtin}'`).join(',')}]::text[]`)})
        AS t(i, gtin)`);
  }
  await db.execute(sql`
    INSERT INTO wms.stocking_factors (site_id, inventory_code, unit_of_measure, barcode, pack_size)
    SELECT 'SXD', inventory_code, 'CTN', 'CB' || substr(inventory_code, 7), 12
    FROM wms.inventory WHERE site_id = 'SXD' AND inventory_code LIKE 'BENCH-%'`);
}

import type {} from '../src/app/diagnostics';

async function signIn(page: Page, base: string) {
  await page.addInitScript(() => localStorage.setItem('wms.diagnostics', '1'));
  // tsx (esbuild keepNames) wraps the functions handed to page.evaluate in __name().
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  // Time the page spends waiting on the API, to tell the server's share from the device's.
  await page.addInitScript(() => {
    const w = window as unknown as { apiWaitMs: number; apiCalls: number };
    w.apiWaitMs = 0;
    w.apiCalls = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const t0 = performance.now();
      try {
        return await original(...args);
      } finally {
        w.apiWaitMs += performance.now() - t0;
        w.apiCalls += 1;
      }
    };
  });
  await page.goto(`${base}/login`);
  await page.getByLabel('User name or email').fill('floor');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Tom Kowalski' })
    .waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean(window.wmsDiagnostics), undefined, { timeout: 60_000 });
}

runMain(async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the app first: npx vite build');
  const table: (string | number)[][] = [];
  const info: string[] = [];
  await onEachBackend(
    'floor',
    async (backend, open) => {
      const handle = await open();
      await prepareDatabase(handle);
      await seedDemo(handle.db, { scale: 1 });
      let t = performance.now();
      await addFloorData(handle.db);
      info.push(`${backend}: bench data added in ${ms(performance.now() - t)} ms`);
      const app = await buildApp({
        db: handle.db,
        kind: handle.kind,
        loginRateLimit: 100_000,
        distDir: DIST,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, base);

        // 1. The mirror from scratch, then a refresh with nothing changed. First the load of
        // the sign-in (the warehouse comes with the user's context, just after), so the load
        // timed is the only one running.
        await page.waitForFunction(
          async () => (await window.wmsDiagnostics!.mirrorCount('locations')) > 0,
          undefined,
          { timeout: 120_000, polling: 500 },
        );
        const full = await page.evaluate(async () => {
          const d = window.wmsDiagnostics!;
          const w = window as unknown as { apiWaitMs: number; apiCalls: number };
          await d.mirrorIdle();
          await d.clearMirror();
          const t0 = performance.now();
          w.apiWaitMs = 0;
          w.apiCalls = 0;
          await d.refreshMirror();
          const first = performance.now() - t0;
          const wait = { ms: w.apiWaitMs, calls: w.apiCalls };
          const t1 = performance.now();
          await d.refreshMirror();
          const again = performance.now() - t1;
          const t2 = performance.now();
          await d.warmMirrorIndexes();
          return {
            first,
            wait,
            again,
            index: performance.now() - t2,
            locations: await d.mirrorCount('locations'),
            inventory: await d.mirrorCount('inventory'),
            factors: await d.mirrorCount('stocking_factors'),
          };
        });
        info.push(`${backend}: mirror ${JSON.stringify(full)}`);
        if (!full.locations || !full.inventory)
          throw new Error(`Empty mirror: ${JSON.stringify(full)}`);
        table.push([
          backend,
          'Mirror from scratch (all entities)',
          `${full.locations} locations, ${full.inventory} items, ${full.factors} units; ` +
            `${full.wait.calls} pulls, ${ms(full.wait.ms)} ms waiting on the server`,
          ms(full.first),
          '< 3,000',
        ]);
        table.push([backend, 'Mirror refresh, nothing changed', '', ms(full.again), '']);
        table.push([
          backend,
          'Scan indexes built (a floor screen opening)',
          'locations, items, units from their chunks',
          ms(full.index),
          '',
        ]);

        // 2. Scan lookups, timed in the page.
        const lookups = await page.evaluate(async (n) => {
          const d = window.wmsDiagnostics!;
          const pick = (values: string[]) => values[Math.floor(Math.random() * values.length)]!;
          const sets = {
            location: await d.sample('locations', 'location', 5000),
            item: await d.sample('inventory', 'inventory_code', 5000),
            gtin: await d.sample('inventory', 'gtin', 5000),
            barcode: await d.sample('stocking_factors', 'barcode', 5000),
          };
          const times: Record<string, number[]> = { location: [], item: [], gtin: [], barcode: [] };
          let misses = 0;
          for (let i = 0; i < n; i++) {
            for (const kind of ['location', 'item', 'gtin', 'barcode'] as const) {
              const text = pick(sets[kind]);
              const t0 = performance.now();
              const found =
                kind === 'location' ? await d.findLocation(text, 'DC1') : await d.findItem(text);
              times[kind]!.push(performance.now() - t0);
              if (!found) misses++;
            }
          }
          return { times, misses };
        }, LOOKUPS);
        for (const [kind, values] of Object.entries(lookups.times)) {
          table.push([
            backend,
            `Scan lookup: ${kind}`,
            `${values.length} scans, p50 ${ms(pct(values, 50))}`,
            `p99 ${ms(pct(values, 99))}`,
            '< 2',
          ]);
        }
        info.push(`${backend}: scans that found nothing: ${lookups.misses} (expected 0)`);

        // 3. 1,000 writes queued offline on a floor screen, replayed when the network returns.
        await page.goto(`${base}/floor`);
        await page.waitForFunction(() => Boolean(window.wmsDiagnostics), undefined, {
          timeout: 60_000,
        });
        await context.setOffline(true);
        t = performance.now();
        const ids = await page.evaluate(async (n) => {
          const d = window.wmsDiagnostics!;
          const out: string[] = [];
          for (let i = 0; i < n; i++) {
            const entry = await d.enqueueWrite({
              service: 'movement',
              entity: 'movement',
              action: 'add',
              kind: 'movement',
              label: `Bench write on ${i + 1}`,
              data: {
                movement: {
                  action: 'WRITE_ON',
                  warehouse: 'DC1',
                  inventory: 'BENCH-000001',
                  location: 'BX-000-00-A',
                  quantity: 1,
                  reference: `BENCH-${i + 1}`,
                },
              },
            });
            out.push(entry.id);
          }
          return out;
        }, WRITES);
        const queued = performance.now() - t;
        await context.setOffline(false);
        t = performance.now();
        const replayWait = await page.evaluate(async () => {
          const d = window.wmsDiagnostics!;
          const w = window as unknown as { apiWaitMs: number; apiCalls: number };
          w.apiWaitMs = 0;
          w.apiCalls = 0;
          const deadline = performance.now() + 120_000;
          while ((await d.outboxCount()) > 0 && performance.now() < deadline) {
            await d.flushOutbox();
          }
          return { ms: w.apiWaitMs, calls: w.apiCalls };
        });
        const replayed = performance.now() - t;
        const idList = sql.raw(`ARRAY[${ids.map((id) => `'${id}'`).join(',')}]::text[]`);
        const [check] = await rows<{ rows: number; distinct_ids: number }>(
          handle.db,
          sql`SELECT count(*)::int AS rows, count(DISTINCT request_id)::int AS distinct_ids
              FROM wms.movements WHERE site_id = 'SXD' AND request_id = ANY(${idList})`,
        );
        const lost = WRITES - (check?.distinct_ids ?? 0);
        const doubled = (check?.rows ?? 0) - (check?.distinct_ids ?? 0);
        table.push([backend, `Queue ${WRITES} writes offline`, '', ms(queued), '']);
        table.push([
          backend,
          `Replay ${WRITES} writes after reconnect`,
          `${lost} lost, ${doubled} doubled; ${replayWait.calls} calls, ` +
            `${ms(replayWait.ms)} ms waiting on the server`,
          ms(replayed),
          '< 30,000',
        ]);
        await context.close();
      } finally {
        await browser.close();
        await app.close();
        await handle.close();
      }
    },
    { only: ONLY },
  );
  printTable(info, ['backend', 'measure', 'detail', 'ms', 'target ms'], table);
});
