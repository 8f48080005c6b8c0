import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SQL_TOOL_MESSAGES as M,
  type TEnvelopeAnswer,
  type TLogDetail,
  type TLogSummary,
  type TSqlToolAnswer,
} from '../../src/contract';
import { activityLog } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { runReadOnlyQuery, streamReadOnlyQuery } from '../../server/sql/run-query';
import { sql } from 'drizzle-orm';
import { startServer } from './harness';
import { sqlToolEnvelope } from './helpers';

const server = startServer();

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

const run = (token: string, sqlText: string, queryType = 'select', site = 'SXD') =>
  server.call<TSqlToolAnswer>(token, 'query', sqlToolEnvelope(sqlText, queryType, site));

/** The refusal message of a select, which must fail with 400 and write nothing. */
async function refused(token: string, sqlText: string): Promise<string> {
  const r = await run(token, sqlText);
  expect(r.status, sqlText).toBe(400);
  return messages(r.body)[0] ?? '';
}

describe('SQL tool (query / query)', () => {
  it('answers headers and rows of the request site only, as the query role', async () => {
    const token = await server.login('admin');
    const r = await run(
      token,
      'SELECT site_id, count(*)::int AS n, current_user AS who FROM wms.locations GROUP BY site_id',
    );
    expect(r.status).toBe(200);
    const [answer] = r.body.results;
    expect(answer!.headers).toEqual(['site_id', 'n', 'who']);
    expect(answer!.results.map((row) => row.site_id)).toEqual(['SXD']);
    expect(answer!.results[0]!.who).toBe('wms_query');
    // The other site's rows exist: the same query at TAS sees TAS only.
    const tas = await run(token, 'SELECT DISTINCT site_id FROM wms.locations', 'select', 'TAS');
    expect(tas.body.results[0]!.results).toEqual([{ site_id: 'TAS' }]);
    // Naming the other site answers nothing.
    const other = await run(token, "SELECT * FROM wms.locations WHERE site_id = 'TAS'");
    expect(other.status).toBe(200);
    expect(other.body.results[0]!.results).toEqual([]);
  });

  it('refuses reading server files, programs, roles and credentials', async () => {
    const token = await server.login('admin');
    expect(await refused(token, "COPY (SELECT 1) TO PROGRAM 'id'")).toMatch(
      /^Send one query at a time/,
    );
    expect(await refused(token, "SELECT pg_read_file('/etc/passwd')")).toBe(
      M.notAllowed('permission denied for function pg_read_file'),
    );
    expect(await refused(token, "SELECT * FROM pg_ls_dir('.')")).toBe(
      M.notAllowed('permission denied for function pg_ls_dir'),
    );
    expect(await refused(token, "SELECT lo_import('/etc/passwd')")).toBe(
      M.notAllowed('permission denied for function lo_import'),
    );
    expect(await refused(token, 'SELECT * FROM pg_authid')).toBe(
      M.notAllowed('permission denied for table pg_authid'),
    );
    expect(await refused(token, 'SELECT password_hash FROM wms.users')).toMatch(
      /^The SQL tool may not do that: permission denied for table users/,
    );
    expect(await refused(token, 'SELECT erp_password FROM wms.sites')).toMatch(
      /permission denied for table sites/,
    );
    const site = await run(token, 'SELECT site_id, site_name FROM wms.sites');
    expect(site.body.results[0]!.results.map((r) => r.site_id)).toEqual(['SXD']);
    expect(await refused(token, "SELECT * FROM dblink('host=x', 'select 1') AS t(a int)")).toMatch(
      /function dblink\(unknown, unknown\) does not exist/,
    );
  });

  it('refuses leaving the role, the site or the read-only transaction', async () => {
    const token = await server.login('admin');
    for (const text of [
      "SELECT set_config('role', 'postgres', true)",
      "SELECT set_config('role', 'wms_app', false)",
      "SELECT set_config('app.site_id', 'TAS', true), count(*) FROM wms.locations",
    ])
      expect(await refused(token, text), text).toBe(
        M.notAllowed('permission denied for function set_config'),
      );
    for (const text of [
      'SET ROLE postgres',
      'RESET ROLE',
      "SET app.site_id = 'TAS'",
      'DO $$ BEGIN RESET ROLE; END $$',
      'COMMIT',
    ])
      expect(await refused(token, text), text).toMatch(/^Send one query at a time/);
    for (const text of [
      'SELECT 1; COMMIT; SELECT 2',
      "COMMIT; SELECT pg_read_file('/etc/passwd')",
      'SELECT 1; SET ROLE postgres',
    ])
      expect(await refused(token, text), text).toMatch(/^Send one (query|statement) at a time/);
  });

  it('refuses writes hidden in a select, and writes nothing', async () => {
    const token = await server.login('admin');
    const [before] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.locations`,
    );
    for (const text of [
      "INSERT INTO wms.locations (site_id, location) VALUES ('SXD', 'X1')",
      "UPDATE wms.locations SET location = location WHERE site_id = 'SXD'",
      'WITH gone AS (DELETE FROM wms.locations RETURNING 1) SELECT count(*) FROM gone',
      "SELECT nextval('wms.activity_log_log_id_seq')",
    ])
      expect(await refused(token, text), text).toMatch(
        /^(The SQL tool may not do that: permission denied|A select runs read-only)/,
      );
    const [after] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.locations`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('stops a statement past its time limit', async () => {
    const token = await server.login('admin');
    // pg_sleep is revoked from PUBLIC: a reader cannot hold a connection by sleeping.
    expect(await refused(token, 'SELECT pg_sleep(30)')).toBe(
      M.notAllowed('permission denied for function pg_sleep'),
    );
    const slow = await runReadOnlyQuery(server.db, {
      siteId: 'SXD',
      sql: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 100000000) SELECT count(*) FROM r',
      timeoutMs: 300,
      maxRows: 10,
    }).catch((e: Error) => e.message);
    expect(slow).toBe(M.timedOut(300));
  });

  it('needs query view to select and query update to update', async () => {
    // Without query view the call answers named selects only (SQL text is never run).
    const floor = await server.login('floor');
    const none = await run(floor, 'SELECT 1');
    expect(none.status).toBe(400);
    expect(messages(none.body)).toEqual([MESSAGES.unknownNamedSelect('sql_tool')]);
    const viewer = await server.login('viewer');
    expect((await run(viewer, 'SELECT 1 AS one')).body.results[0]!.results).toEqual([{ one: 1 }]);
    const update = await run(
      viewer,
      'UPDATE wms.locations SET location = location WHERE false',
      'update',
    );
    expect(update.status).toBe(403);
  });

  it('updates the site rows as the writer role; the other site is untouched', async () => {
    const token = await server.login('admin');
    const r = await run(
      token,
      "UPDATE wms.locations SET location_name = location_name || '' RETURNING site_id",
      'update',
    );
    expect(r.status).toBe(200);
    const answer = r.body.results[0]!;
    expect(answer.success).toBe(true);
    expect(answer.row_count).toBeGreaterThan(0);
    expect(new Set(answer.results.map((row) => row.site_id))).toEqual(new Set(['SXD']));
    const escape = await run(token, 'RESET ROLE', 'update');
    expect(escape.body.results[0]!.success).toBe(false);
    expect(escape.body.results[0]!.error).toMatch(/^Send one statement at a time/);
    const cover = await run(token, 'DELETE FROM wms.activity_log', 'update');
    expect(cover.body.results[0]!.error).toBe(
      M.notAllowed('permission denied for table activity_log'),
    );
    const hop = await run(
      token,
      "UPDATE wms.locations SET site_id = 'TAS' WHERE false",
      'update_transaction',
    );
    expect(hop.status).toBe(200);
    const moved = await run(
      token,
      "UPDATE wms.locations SET site_id = 'TAS' WHERE location = (SELECT min(location) FROM wms.locations)",
      'update_transaction',
    );
    expect(moved.status).toBe(400);
    expect(messages(moved.body)[0]).toMatch(/row-level security/);
  });

  it('writes every statement in the activity log, refusals too', async () => {
    const token = await server.login('admin');
    await run(token, 'SELECT 42 AS answer');
    await refused(token, 'SELECT * FROM pg_authid');
    const logged = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.site_id, 'SXD'), eq(activityLog.entity, 'query')))
      .orderBy(desc(activityLog.log_id))
      .limit(2);
    expect(logged.map((l) => l.success)).toEqual([false, true]);
    expect(JSON.stringify(logged[0]!.request)).toContain('pg_authid');
    expect(JSON.stringify(logged[1]!.request)).toContain('SELECT 42 AS answer');
    expect(logged[1]!.log_description).toBe('SELECT 42 AS answer');
  });

  it('the query role holds no dangerous membership or bypass', async () => {
    const [role] = await rows<Record<string, boolean>>(
      server.db,
      sql`SELECT r.rolsuper, r.rolbypassrls, r.rolcanlogin,
            pg_has_role('wms_query', 'pg_read_server_files', 'MEMBER') AS files,
            pg_has_role('wms_query', 'pg_execute_server_program', 'MEMBER') AS program,
            has_function_privilege('wms_query', 'pg_catalog.set_config(text,text,boolean)', 'EXECUTE') AS set_config
          FROM pg_roles r WHERE r.rolname = 'wms_query'`,
    );
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolcanlogin: false,
      files: false,
      program: false,
      set_config: false,
    });
  });
});

describe('read-only runner', () => {
  it('streams batches from a cursor', async () => {
    const sizes: number[] = [];
    const total = await streamReadOnlyQuery(
      server.db,
      {
        siteId: 'SXD',
        sql: 'SELECT g FROM generate_series(1, $1::int) g',
        params: [20],
        timeoutMs: 2000,
        maxRows: 1000,
        batchRows: 7,
      },
      async (b) => void sizes.push(b.rows.length),
    );
    expect(total).toBe(20);
    expect(sizes).toEqual([7, 7, 6]);
  });
});

describe('named selects (sql_command select)', () => {
  it('answers a built-in lookup and a site SQL command with parameters', async () => {
    const token = await server.login('admin');
    const named = await server.call<Record<string, unknown>>(token, 'query', {
      site_id: 'SXD',
      entity: 'sql command',
      action: 'select',
      data: { query_name: 'site_warehouses' },
    });
    expect(named.status).toBe(200);
    expect(named.body.results.length).toBeGreaterThan(0);
    const saved = await server.call(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'add',
      data: {
        item: {
          document_type: 'SQL_COMMAND',
          site_document: 'SXD-SQL_COMMAND',
          document_id: 'location-count',
          entity: 'location',
          action: 'count',
          database: 'staging',
          query_type: 'select',
          description: 'Locations of a type',
          sql_command:
            'SELECT count(*)::int AS n, min(site_id) AS site FROM wms.locations WHERE location_type >= $1',
        },
      },
    });
    expect(saved.status).toBe(200);
    const r = await server.call<{ n: number; site: string }>(token, 'query', {
      site_id: 'SXD',
      entity: 'sql_command',
      action: 'select',
      data: { entity: 'location', action: 'count', parameters: [0] },
    });
    expect(r.status).toBe(200);
    expect(r.body.results[0]!.site).toBe('SXD');
    const loads = await server.call<{ load_configuration_id: number; name: string }>(
      token,
      'query',
      {
        site_id: 'TAS',
        entity: 'sql command',
        action: 'select',
        data: { entity: 'load_configuration', action: 'select' },
      },
    );
    expect(loads.status).toBe(200);
    expect(Array.isArray(loads.body.results)).toBe(true);
    const missing = await server.call(token, 'query', {
      site_id: 'SXD',
      entity: 'sql_command',
      action: 'select',
      data: { entity: 'nothing', action: 'here' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('My Queries (USER_SQL_COMMAND)', () => {
  const store = (token: string, action: string, data: unknown) =>
    server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action,
      data,
    });

  it('a user keeps their own queries; another user sees none of them', async () => {
    const admin = await server.login('admin');
    const saved = await store(admin, 'add', {
      item: {
        document_type: 'USER_SQL_COMMAND',
        site_document: 'SXD-viewer-USER_SQL_COMMAND',
        description: 'Racking locations',
        sql_command: 'SELECT location FROM wms.locations WHERE location_type = 4',
      },
    });
    expect(saved.status).toBe(200);
    // Saved under the caller's own site_document whatever the call named.
    expect(saved.body.results[0]!.site_document).toBe('SXD-admin-USER_SQL_COMMAND');
    const mine = await store(admin, 'list', { site_document: 'SXD-admin-USER_SQL_COMMAND' });
    expect(mine.body.results.map((r) => r.description)).toContain('Racking locations');

    const viewer = await server.login('viewer');
    const theirs = await store(viewer, 'list', { site_document: 'SXD-admin-USER_SQL_COMMAND' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.results).toEqual([]);
    const write = await store(viewer, 'add', {
      item: {
        document_type: 'USER_SQL_COMMAND',
        site_document: 'SXD-viewer-USER_SQL_COMMAND',
        description: 'Mine',
        sql_command: 'SELECT 1',
      },
    });
    expect(write.status).toBe(403);
  });
});

describe('activity log (logging / log)', () => {
  it('lists by entity, errors only and session; a detail has request and response redacted', async () => {
    const token = await server.login('admin');
    await run(token, 'SELECT 7 AS seven');
    await refused(token, 'SELECT * FROM pg_authid');
    const list = await server.call<TLogSummary>(token, 'logging', {
      site_id: 'SXD',
      entity: 'log',
      action: 'list',
      data: { entity: 'query' },
    });
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThanOrEqual(2);
    expect(list.body.results.every((r) => r.entity === 'query')).toBe(true);
    const errors = await server.call<TLogSummary>(token, 'logging', {
      site_id: 'SXD',
      entity: 'log',
      action: 'list',
      data: { entity: 'query', errors_only: true },
    });
    expect(errors.body.results.every((r) => !r.success)).toBe(true);
    const today = list.body.results[0]!.start_time.slice(0, 10);
    const byDay = await server.call<TLogSummary>(token, 'logging', {
      site_id: 'SXD',
      entity: 'log',
      action: 'list',
      data: { entity: 'query', date_part: today },
    });
    expect(byDay.status).toBe(200);
    const detail = await server.call<TLogDetail>(token, 'logging', {
      site_id: 'SXD',
      entity: 'log',
      action: 'get',
      data: { log_id: list.body.results[0]!.log_id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.results[0]!.request).toBeTruthy();
    const session = list.body.results[0]!.session_id!;
    const bySession = await server.call<TLogSummary>(token, 'logging', {
      site_id: 'SXD',
      entity: 'log',
      action: 'list',
      data: { session_id: session },
    });
    expect(bySession.body.results.every((r) => r.session_id === session)).toBe(true);
    // The sign-in itself never reaches the log with its password.
    const all = await server.db.select({ request: activityLog.request }).from(activityLog);
    expect(JSON.stringify(all)).not.toContain('demo1234');
  });
});
