import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LIST_ROW_LIMIT,
  REFERENCE_LIST_MESSAGES as LM,
  SQL_TOOL_LIMITS,
  SQL_TOOL_MESSAGES as M,
  USER_SQL_LIMITS,
  type TEnvelopeAnswer,
  type TListRow,
  type TListWithValues,
  type TSqlToolAnswer,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { withBackstop } from '../../server/sql/statement-guard';
import { startServer } from './harness';
import { sqlToolEnvelope } from './helpers';

const server = startServer();

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);
const infos = (body: TEnvelopeAnswer<unknown>) => body.info.map((e) => e.message);

const sqlTool = (token: string, text: string, queryType = 'select', site = 'SXD') =>
  server.call<TSqlToolAnswer>(token, 'query', sqlToolEnvelope(text, queryType, site));

/** A call and how long it took (ms). */
async function timed<T>(call: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call;
  return { value, ms: performance.now() - started };
}

/** The slowest of `count` health checks sent one after another while `until` is pending. */
async function healthWhile(until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  let checks = 0;
  while (!done || checks === 0) {
    const { value, ms } = await timed(server.app.inject({ method: 'GET', url: '/api/health' }));
    expect(value.statusCode).toBe(200);
    slowest = Math.max(slowest, ms);
    checks += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return slowest;
}

/** No session holds advisory lock 1 (a transaction lock of the owner would wait on it). */
async function lockOneIsFree(): Promise<boolean> {
  return server.db.transaction(async (tx) => {
    const [r] = await rows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(1) AS got`);
    return r!.got;
  });
}

const RUNAWAY_CTE =
  'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 1000000000) SELECT count(*) FROM r';

describe('user SQL stops at its time limit and never stalls others', () => {
  it('a viewer counting 1e9 rows and a runaway recursive CTE stop at the time-out; health and the other site answer meanwhile', async () => {
    const viewer = await server.login('viewer');
    const admin = await server.login('admin');
    const limit = SQL_TOOL_LIMITS.timeoutMs;

    const series = timed(sqlTool(viewer, 'select count(*) from generate_series(1, 1e9)'));
    const cte = timed(sqlTool(admin, RUNAWAY_CTE));
    const both = Promise.all([series, cte]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Meanwhile: another site's admin work, and the health check, answer at once.
    const other = await timed(
      sqlTool(admin, 'SELECT count(*)::int AS n FROM wms.locations', 'select', 'TAS'),
    );
    expect(other.value.status).toBe(200);
    expect(other.value.body.results[0]!.results[0]!.n).toBeGreaterThan(0);
    expect(other.ms).toBeLessThan(2000);
    const slowestHealth = await healthWhile(both);
    expect(slowestHealth).toBeLessThan(500);

    for (const { value, ms } of await both) {
      expect(value.status).toBe(400);
      expect(messages(value.body)).toEqual([M.timedOut(limit)]);
      expect(ms).toBeGreaterThanOrEqual(limit - 100);
      expect(ms).toBeLessThan(limit + USER_SQL_LIMITS.backstopMs);
    }
    // The connections are usable again: a normal query answers.
    const after = await sqlTool(viewer, 'SELECT 1 AS one');
    expect(after.body.results[0]!.results).toEqual([{ one: 1 }]);
  }, 30_000);

  it('a runaway recursive CTE in an SQL list stops at the list time-out', async () => {
    const admin = await server.login('admin');
    const saved = await server.call<TListRow>(admin, 'admin', {
      site_id: 'SXD',
      entity: 'list',
      action: 'check',
      data: {
        list: {
          list_name: 'Runaway',
          list_type: 'SQL',
          database_table: 'warehouses',
          value_field: 'warehouse',
          condition:
            '0 < (WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 1000000000) SELECT count(*) FROM r)',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    const got = timed(
      server.call<TListWithValues>(admin, 'admin', {
        site_id: 'SXD',
        entity: 'list',
        action: 'get',
        data: { list_id: saved.body.results[0]!.list_id },
      }),
    );
    expect(await healthWhile(got)).toBeLessThan(500);
    const { value, ms } = await got;
    expect(value.status).toBe(400);
    expect(messages(value.body)).toEqual([LM.listQueryTimedOut]);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(2000 + USER_SQL_LIMITS.backstopMs);
  }, 20_000);

  it('the backstop cancels a statement the server does not stop itself', async () => {
    // The owner connection has no statement_timeout: only the client-side cancel ends it.
    const started = performance.now();
    const error = await server.db
      .transaction((tx) => withBackstop(tx, 200, () => tx.execute(sql`SELECT pg_sleep(20)`)))
      .then(
        () => null,
        (e: unknown) => e,
      );
    const ms = performance.now() - started;
    const code = (error as { cause?: { code?: string }; code?: string } | null)?.cause?.code;
    expect(code ?? (error as { code?: string } | null)?.code).toBe('57014');
    expect(ms).toBeGreaterThanOrEqual(200 + USER_SQL_LIMITS.backstopMs - 50);
    expect(ms).toBeLessThan(200 + USER_SQL_LIMITS.backstopMs + 1000);
  });
});

describe('user SQL cannot hold locks, sleep, or signal other sessions', () => {
  it('refuses pg_advisory_lock, pg_sleep and pg_notify; the lock stays free', async () => {
    const admin = await server.login('admin');
    for (const [text, fn] of [
      ['select pg_advisory_lock(1)', 'pg_advisory_lock'],
      ['select pg_try_advisory_lock(1)', 'pg_try_advisory_lock'],
      ['select pg_advisory_xact_lock(1)', 'pg_advisory_xact_lock'],
      ['select pg_sleep(1)', 'pg_sleep'],
      ["select pg_notify('wms', 'hello')", 'pg_notify'],
      ['select pg_cancel_backend(pg_backend_pid())', 'pg_cancel_backend'],
      ['select lo_create(0)', 'lo_create'],
    ] as const) {
      const r = await sqlTool(admin, text);
      expect(r.status, text).toBe(400);
      expect(messages(r.body), text).toEqual([
        M.notAllowed(`permission denied for function ${fn}`),
      ]);
    }
    // The writer role is refused as well.
    const update = await sqlTool(admin, 'select pg_advisory_lock(1)', 'update');
    expect(update.body.results[0]!.error).toBe(
      M.notAllowed('permission denied for function pg_advisory_lock'),
    );
    expect(await lockOneIsFree()).toBe(true);
    // The app's own roles keep them (it takes transaction advisory locks).
    const [own] = await rows<Record<string, boolean>>(
      server.db,
      sql`SELECT has_function_privilege('wms_app', 'pg_advisory_xact_lock(bigint)', 'EXECUTE') AS app,
            has_function_privilege('wms_query', 'pg_advisory_lock(bigint)', 'EXECUTE') AS query,
            has_function_privilege('wms_query_writer', 'pg_notify(text,text)', 'EXECUTE') AS writer,
            has_function_privilege('wms_list_reader', 'pg_try_advisory_lock(bigint)', 'EXECUTE') AS list`,
    );
    expect(own).toEqual({ app: true, query: false, writer: false, list: false });
    const after = await sqlTool(admin, 'SELECT 2 AS two');
    expect(after.body.results[0]!.results).toEqual([{ two: 2 }]);
  });

  it('an update waiting on a row the floor holds gives up at the lock time-out', async () => {
    const admin = await server.login('admin');
    const [loc] = await rows<{ location: string }>(
      server.db,
      sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' ORDER BY location LIMIT 1`,
    );
    const outcome = await server.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM wms.locations WHERE site_id = 'SXD' AND location = ${loc!.location} FOR UPDATE`,
      );
      return timed(
        sqlTool(
          admin,
          `UPDATE wms.locations SET location_name = location_name WHERE location = '${loc!.location}'`,
          'update_transaction',
        ),
      );
    });
    expect(outcome.value.status).toBe(400);
    expect(messages(outcome.value.body)).toEqual([M.lockTimedOut(USER_SQL_LIMITS.lockTimeoutMs)]);
    expect(outcome.ms).toBeLessThan(USER_SQL_LIMITS.lockTimeoutMs + 1000);
  });
});

describe('answers are capped at a stated number of rows', () => {
  it('an SQL list of more rows than the cap answers the cap and says so', async () => {
    const admin = await server.login('admin');
    const [count] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.locations WHERE site_id = 'SXD'`,
    );
    expect(count!.n).toBeGreaterThan(LIST_ROW_LIMIT);
    const saved = await server.call<TListRow>(admin, 'admin', {
      site_id: 'SXD',
      entity: 'list',
      action: 'check',
      data: {
        list: {
          list_name: 'Every location',
          list_type: 'SQL',
          database_table: 'locations',
          value_field: 'location',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    const got = await server.call<TListWithValues>(admin, 'admin', {
      site_id: 'SXD',
      entity: 'list',
      action: 'get',
      data: { list_id: saved.body.results[0]!.list_id },
    });
    expect(got.status).toBe(200);
    expect(got.body.results[0]!.values).toHaveLength(LIST_ROW_LIMIT);
    expect(infos(got.body)).toEqual([M.rowsCut('Every location', LIST_ROW_LIMIT)]);
  });

  it('a select of more rows than the cap answers the cap and says so', async () => {
    const viewer = await server.login('viewer');
    const cap = SQL_TOOL_LIMITS.maxRows;
    const r = await sqlTool(viewer, 'SELECT g FROM generate_series(1, 200000) g');
    expect(r.status).toBe(200);
    const [answer] = r.body.results;
    expect(answer!.results).toHaveLength(cap);
    expect(answer!.results[cap - 1]).toEqual({ g: cap });
    expect(answer!.truncated).toBe(true);
    expect(infos(r.body)).toEqual([M.rowsCut('sql_tool', cap)]);
    const small = await sqlTool(viewer, 'SELECT g FROM generate_series(1, 3) g');
    expect(small.body.results[0]!.truncated).toBe(false);
    expect(small.body.info).toEqual([]);
  });

  it('an update answering rows is capped on the server, with the full count', async () => {
    const admin = await server.login('admin');
    const cap = SQL_TOOL_LIMITS.maxRows;
    const r = await sqlTool(admin, 'SELECT g, g AS g FROM generate_series(1, 200000) g;', 'update');
    expect(r.status).toBe(200);
    const [answer] = r.body.results;
    expect(answer!.headers).toEqual(['g', 'g_2']);
    expect(answer!.results).toHaveLength(cap);
    expect(answer!.row_count).toBe(200000);
    expect(answer!.truncated).toBe(true);
    expect(infos(r.body)).toEqual([M.rowsCut('sql_tool', cap)]);
    // A write without RETURNING answers its count; a normal query works afterwards.
    const write = await sqlTool(
      admin,
      "UPDATE wms.locations SET location_name = location_name WHERE location LIKE '%'",
      'update',
    );
    expect(write.body.results[0]!.success).toBe(true);
    expect(write.body.results[0]!.row_count).toBeGreaterThan(0);
    expect(write.body.results[0]!.results).toEqual([]);
    const after = await sqlTool(admin, 'SELECT 3 AS three');
    expect(after.body.results[0]!.results).toEqual([{ three: 3 }]);
  });
});
