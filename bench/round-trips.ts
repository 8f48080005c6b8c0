/**
 * Round trips per envelope call on PostgreSQL: every statement the pool's clients send
 * (BEGIN and COMMIT included) during one call of each kind, after a warm-up call.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/round-trips.ts [--sql]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/prepare';
import { buildApp } from '../server/http/app';
import { seedDemo } from '../server/seed';

const showSql = process.argv.includes('--sql');

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('set DATABASE_URL');
  const name = `wms_rt_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
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
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
