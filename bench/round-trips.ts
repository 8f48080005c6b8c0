/**
 * Round trips per envelope call: every statement the pool's clients send (BEGIN and COMMIT
 * included) during one call of each kind, after a warm-up call. On the embedded PostgreSQL;
 * on PostgreSQL at DATABASE_URL too when it is set.
 *
 *   npx tsx bench/round-trips.ts [--sql] [--only embedded|postgres]
 */
import pg from 'pg';
import { prepareDatabase } from '../server/db/prepare';
import type { DbHandle } from '../server/db/types';
import { buildApp } from '../server/http/app';
import { seedDemo } from '../server/seed';
import { arg, onEachBackend, runMain, type Backend } from './harness';

const showSql = process.argv.includes('--sql');
const ONLY = arg('only', '');

async function measure(backend: Backend, open: () => Promise<DbHandle>) {
  console.log(`${backend}:`);
  const handle = await open();
  try {
    await prepareDatabase(handle);
    await seedDemo(handle.db, { scale: 1 });
    const app = await buildApp({ db: handle.db, kind: handle.kind, loginRateLimit: 100_000 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'demo1234' },
    });
    const { token } = login.json() as { token: string };

    const seen: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      seen.push(typeof first === 'string' ? first : (first?.text ?? '?'));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;

    const call = async (label: string, service: string, envelope: unknown) => {
      const send = () =>
        app.inject({
          method: 'POST',
          url: `/api/${service}/`,
          headers: { authorization: `Bearer ${token}` },
          payload: envelope as Record<string, unknown>,
        });
      await send(); // warm-up (and, for a request_id, the first application)
      seen.length = 0;
      const response = await send();
      console.log(`${label}: ${seen.length} round trips (status ${response.statusCode})`);
      if (showSql) for (const s of seen) console.log(`   ${s.replace(/\s+/g, ' ').slice(0, 160)}`);
    };

    await call('site_settings get', 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'get',
      data: { site_id: 'SXD' },
    });
    await call('named selects (3 lookups)', 'query', {
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
    });
    let n = 0;
    await call('user_settings save, new request_id', 'user', {
      site_id: 'SXD',
      entity: 'user_settings',
      action: 'save',
      data: { current_warehouse: 'DC1' },
      get request_id() {
        return `rt-${n++}`;
      },
    });
    await call('user_settings save, replayed request_id', 'user', {
      site_id: 'SXD',
      entity: 'user_settings',
      action: 'save',
      data: { current_warehouse: 'DC1' },
      request_id: 'rt-replay',
    });
    await call('refused permission (failure, logged)', 'site', {
      site_id: 'SXD',
      entity: 'bogus',
      action: 'x',
    });
    pg.Client.prototype.query = original;
    await app.close();
  } finally {
    await handle.close();
  }
}

runMain(() => onEachBackend('round_trips', measure, { only: ONLY }));
