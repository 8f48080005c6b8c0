/**
 * Spine benchmark: start-up time (fresh and warm) and the latency of the shell's calls
 * through real HTTP (sign-in, GET /api/auth/user, site settings, the named site lookups),
 * beside the same lookup as raw SQL. The embedded PostgreSQL always; PostgreSQL at
 * DATABASE_URL too when it is set.
 *
 *   npx tsx bench/spine.ts [--requests 300] [--only embedded|postgres]
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../server/db/prepare';
import type { DbHandle } from '../server/db/types';
import { buildApp } from '../server/http/app';
import { seedDemo } from '../server/seed';
import { arg, ms, onEachBackend, pct, runMain, serial, type Backend } from './harness';

const REQUESTS = Number(arg('requests', '300'));
const ONLY = arg('only', '');

type Row = { backend: string; measure: string; n: number; p50: string; p99: string; note: string };
const rows: Row[] = [];

async function measure(
  backend: Backend,
  open: () => Promise<DbHandle>,
  embeddedStartMs: number | undefined,
) {
  if (embeddedStartMs !== undefined)
    rows.push({
      backend,
      measure: 'start: embedded PostgreSQL, new cluster (initdb, start, create database)',
      n: 1,
      p50: ms(embeddedStartMs),
      p99: '',
      note: 'product settings (durable)',
    });
  const t0 = performance.now();
  let handle = await open();
  await prepareDatabase(handle);
  await seedDemo(handle.db, { scale: 1 });
  const fresh = performance.now() - t0;
  rows.push({
    backend,
    measure: 'start: fresh (open, migrate, RLS, seed)',
    n: 1,
    p50: ms(fresh),
    p99: '',
    note: '',
  });

  await handle.close();
  const t1 = performance.now();
  handle = await open();
  await prepareDatabase(handle);
  rows.push({
    backend,
    measure: 'start: warm (open, migrate check, RLS)',
    n: 1,
    p50: ms(performance.now() - t1),
    p99: '',
    note: 'database server already running',
  });

  const app = await buildApp({ db: handle.db, kind: handle.kind, loginRateLimit: 100_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { token?: string; success?: boolean };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const login = await serial(Math.min(REQUESTS, 100), async () => {
    await post('/api/auth/login', { username: 'admin', password: 'demo1234' });
  });
  rows.push({
    backend,
    measure: 'POST /api/auth/login',
    n: login.length,
    p50: ms(pct(login, 50)),
    p99: ms(pct(login, 99)),
    note: 'scrypt dominates',
  });

  const { token } = (await post('/api/auth/login', {
    username: 'admin',
    password: 'demo1234',
  })) as { token: string };
  const me = await serial(REQUESTS, async () => {
    const res = await fetch(base + '/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.json();
  });
  rows.push({
    backend,
    measure: 'GET /api/auth/user',
    n: me.length,
    p50: ms(pct(me, 50)),
    p99: ms(pct(me, 99)),
    note: '',
  });

  const settings = await serial(REQUESTS, async () => {
    await post(
      '/api/site/',
      { site_id: 'SXD', entity: 'site_settings', action: 'get', data: { site_id: 'SXD' } },
      token,
    );
  });
  rows.push({
    backend,
    measure: 'envelope site_settings get',
    n: settings.length,
    p50: ms(pct(settings, 50)),
    p99: ms(pct(settings, 99)),
    note: 'auth + RLS tx + activity log',
  });

  const lookups = await serial(REQUESTS, async () => {
    await post(
      '/api/query/',
      {
        site_id: 'SXD',
        entity: 'query',
        action: 'query',
        data: {
          query_type: 'select',
          sql_commands: [
            { query_name: 'site_warehouses' },
            { query_name: 'site_printer_sets' },
            { query_name: 'site_run_sets' },
          ],
        },
      },
      token,
    );
  });
  rows.push({
    backend,
    measure: 'envelope named selects (3 lookups)',
    n: lookups.length,
    p50: ms(pct(lookups, 50)),
    p99: ms(pct(lookups, 99)),
    note: '',
  });

  const raw = await serial(REQUESTS, async () => {
    await handle.db.execute(
      sql`select warehouse, warehouse_name from wms.warehouses where site_id = 'SXD' order by lower(warehouse_name)`,
    );
    await handle.db.execute(
      sql`select printer_set, printer_set_name from wms.printer_sets where site_id = 'SXD'`,
    );
    await handle.db.execute(
      sql`select runset_id, runset_name from wms.run_sets where site_id = 'SXD'`,
    );
  });
  rows.push({
    backend,
    measure: 'raw SQL of the same 3 lookups',
    n: raw.length,
    p50: ms(pct(raw, 50)),
    p99: ms(pct(raw, 99)),
    note: 'no HTTP, no auth',
  });

  const rss = process.memoryUsage().rss / 1024 / 1024;
  rows.push({
    backend,
    measure: 'process RSS after the run (MB)',
    n: 1,
    p50: rss.toFixed(0),
    p99: '',
    note: 'Node only: PostgreSQL runs in its own processes',
  });
  await app.close();
  await handle.close();
}

runMain(async () => {
  await onEachBackend('spine', measure, { only: ONLY });
  console.log(
    '\n| backend | measure | n | p50 ms | p99 ms | note |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(`| ${r.backend} | ${r.measure} | ${r.n} | ${r.p50} | ${r.p99} | ${r.note} |`);
});
