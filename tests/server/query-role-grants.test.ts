import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SQL_TOOL_MESSAGES as M,
  type TEnvelopeAnswer,
  type TSqlToolAnswer,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import {
  columnNames,
  HIDDEN_COLUMNS,
  HIDDEN_TABLES,
  LIST_READER_TABLES,
  READABLE_COLUMNS,
  WRITABLE_TABLES,
} from '../../server/sql/query-grants';
import { USER_SQL_ROLES } from '../../server/sql/query-roles';
import { startServer } from './harness';
import { sqlToolEnvelope } from './helpers';

const server = startServer();

const run = (token: string, text: string, queryType = 'select') =>
  server.call<TSqlToolAnswer>(token, 'query', sqlToolEnvelope(text, queryType));

const firstMessage = (body: TEnvelopeAnswer<unknown>) => body.errors[0]?.message ?? '';

const denied = (table: string) => M.notAllowed(`permission denied for table ${table}`);

type Column = { table: string; column: string; has_site: boolean; plain: boolean };

/** Every column of every table of schema `wms`, read from the catalog as the owner. */
const catalogColumns = () =>
  rows<Column>(
    server.db,
    sql`SELECT c.relname AS table, a.attname AS column,
          EXISTS (SELECT 1 FROM pg_attribute s
                  WHERE s.attrelid = c.oid AND s.attname = 'site_id' AND NOT s.attisdropped)
            AS has_site,
          a.attidentity = '' AND a.attgenerated = '' AS plain
        FROM pg_class c
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relnamespace = 'wms'::regnamespace AND c.relkind IN ('r', 'p')
        ORDER BY 1, a.attnum`,
  );

/** A fingerprint of every row of `table` (as the owner, every site). */
async function fingerprint(table: string): Promise<string> {
  const [row] = await rows<{ f: string | null; n: number }>(
    server.db,
    sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS f, count(*)::int AS n
        FROM ${sql.identifier('wms')}.${sql.identifier(table)} t`,
  );
  return `${row!.n}:${row!.f ?? ''}`;
}

/** The activity log's records up to `last` (default: all of them now), as a fingerprint. */
async function earlierLog(last?: number): Promise<{ last: number; rows: string }> {
  const [row] = await rows<{ last: number; f: string | null; n: number }>(
    server.db,
    sql`SELECT coalesce(max(log_id), 0)::int AS last, count(*)::int AS n,
          md5(string_agg(t::text, '|' ORDER BY log_id)) AS f
        FROM wms.activity_log t WHERE log_id <= ${last ?? 2_000_000_000}`,
  );
  return { last: row!.last, rows: `${row!.n}:${row!.f ?? ''}` };
}

/** Tables every call writes by itself (the call's log record, the caller's session). */
const CALL_BOOKKEEPING = new Set(['activity_log', 'sessions', 'idempotency_keys', 'login_limits']);

let token = '';
let tables: Map<string, Column[]>;

beforeAll(async () => {
  // floor: no admin rights at all; given the SQL tool's view and update here.
  await server.db.execute(
    sql`INSERT INTO wms.user_permissions (site_id, user_id, module, view, update, delete)
        VALUES ('SXD', 'floor', 'query', true, true, false)
        ON CONFLICT (site_id, user_id, module) DO UPDATE SET view = true, update = true`,
  );
  token = await server.login('floor');
  tables = new Map();
  for (const c of await catalogColumns()) tables.set(c.table, [...(tables.get(c.table) ?? []), c]);
});

describe('the allow-lists cover the schema', () => {
  it('places every table and column of wms in exactly one list', async () => {
    const problems: string[] = [];
    for (const [table, columns] of tables) {
      const readable = READABLE_COLUMNS[table];
      if (readable === undefined) {
        if (!(table in HIDDEN_TABLES)) problems.push(`table ${table}: in no list`);
        continue;
      }
      if (table in HIDDEN_TABLES) problems.push(`table ${table}: readable and hidden`);
      if (!columns[0]!.has_site) problems.push(`table ${table}: readable without site_id`);
      const open = new Set(columnNames(readable));
      const hidden = HIDDEN_COLUMNS[table] ?? {};
      for (const { column } of columns) {
        if (open.has(column) === column in hidden)
          problems.push(
            `column ${table}.${column}: ${open.has(column) ? 'in both' : 'in no list'}`,
          );
      }
    }
    // No stale names: every listed table and column exists.
    const exists = (t: string, c?: string) =>
      !!tables.get(t)?.some((col) => c === undefined || col.column === c);
    for (const [t, cols] of Object.entries(READABLE_COLUMNS))
      for (const c of columnNames(cols)) if (!exists(t, c)) problems.push(`stale ${t}.${c}`);
    for (const [t, cols] of Object.entries(HIDDEN_COLUMNS))
      for (const c of Object.keys(cols)) if (!exists(t, c)) problems.push(`stale ${t}.${c}`);
    for (const t of Object.keys(HIDDEN_TABLES)) if (!exists(t)) problems.push(`stale ${t}`);
    for (const [t, w] of Object.entries(WRITABLE_TABLES)) {
      const open = new Set(columnNames(READABLE_COLUMNS[t] ?? ''));
      if (open.size === 0) problems.push(`writable ${t} is not readable`);
      for (const c of columnNames(w.update))
        if (!open.has(c)) problems.push(`writable ${t}.${c} is not readable`);
    }
    for (const t of LIST_READER_TABLES)
      if (!READABLE_COLUMNS[t]) problems.push(`${t} is not readable`);
    expect(problems).toEqual([]);
  });

  it('leaves no credential-looking column readable', () => {
    const looksSecret = /pass(word)?|token|secret|api_?key|hash|alarm|sealed|username|^key$/i;
    const open = Object.entries(READABLE_COLUMNS).flatMap(([t, cols]) =>
      columnNames(cols)
        .filter((c) => looksSecret.test(c))
        .map((c) => `${t}.${c}`),
    );
    expect(open).toEqual([]);
  });

  it('grants the roles exactly the readable columns', async () => {
    const granted = await rows<{ role: string; table: string; column: string }>(
      server.db,
      sql`SELECT r.rolname AS role, c.relname AS table, a.attname AS column
          FROM pg_class c
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          CROSS JOIN pg_roles r
          WHERE c.relnamespace = 'wms'::regnamespace AND c.relkind IN ('r', 'p')
            AND r.rolname IN (${sql.join(
              USER_SQL_ROLES.map((role) => sql`${role}`),
              sql`, `,
            )})
            AND has_column_privilege(r.rolname, c.oid, a.attnum, 'SELECT')`,
    );
    const expected = (role: string) =>
      Object.entries(READABLE_COLUMNS)
        .filter(([t]) => role !== 'wms_list_reader' || LIST_READER_TABLES.includes(t))
        .flatMap(([t, cols]) => columnNames(cols).map((c) => `${t}.${c}`))
        .sort();
    for (const role of USER_SQL_ROLES) {
      const got = granted
        .filter((g) => g.role === role)
        .map((g) => `${g.table}.${g.column}`)
        .sort();
      expect(got, role).toEqual(expected(role));
    }
  });
});

describe("the SQL tool's update mode writes the allowed tables only", () => {
  it('refuses INSERT, UPDATE and DELETE on every other table, writing nothing', async () => {
    const refusedTables = [...tables.keys()].filter((t) => !(t in WRITABLE_TABLES));
    const before = new Map<string, string>();
    for (const t of refusedTables)
      if (!CALL_BOOKKEEPING.has(t)) before.set(t, await fingerprint(t));
    const logBefore = await earlierLog();

    // What the tester did, then one of each statement on every table not on the list.
    const attempts: [string, string][] = [
      [
        'user_permissions',
        `INSERT INTO wms.user_permissions (site_id, user_id, module, view, update, delete)
         VALUES ('SXD', 'floor', 'admin', true, true, true)`,
      ],
      ['user_permissions', "UPDATE wms.user_permissions SET update = true WHERE user_id = 'floor'"],
      ['user_sites', "DELETE FROM wms.user_sites WHERE user_id <> 'floor'"],
      ['site_settings', 'UPDATE wms.site_settings SET allowed_full_users = 999'],
      ['sites', "UPDATE wms.sites SET site_name = 'Mine'"],
      ['site_secrets', 'DELETE FROM wms.site_secrets'],
      ['carrier_url_sets', "UPDATE wms.carrier_url_sets SET key = 'changed'"],
      ['carrier_url_sets', "UPDATE wms.carrier_url_sets SET base_url = 'http://127.0.0.1:1'"],
      ['courier_interfaces', "UPDATE wms.courier_interfaces SET url_set = 'other'"],
      ['on_hands', 'UPDATE wms.on_hands SET quantity = quantity + 100'],
      [
        'movements',
        `INSERT INTO wms.movements (site_id, movement_type, warehouse, inventory_code, movement_qty)
         VALUES ('SXD', 'adjust', 'MAIN', 'X', 100)`,
      ],
      ['users', "UPDATE wms.users SET role = 'provider' WHERE user_id = 'floor'"],
      ['sessions', 'DELETE FROM wms.sessions'],
      ['inventory', "INSERT INTO wms.inventory (site_id, inventory_code) VALUES ('SXD', 'NEW-1')"],
      ['inventory', "UPDATE wms.inventory SET inventory_code = inventory_code || '-X'"],
      ['inventory', 'DELETE FROM wms.inventory'],
      ['locations', 'DELETE FROM wms.locations'],
      ['locations', "UPDATE wms.locations SET location = location || '-X'"],
      ['sync_changes', 'DELETE FROM wms.sync_changes'],
      ['sync_changes', 'UPDATE wms.sync_changes SET deleted = true'],
      // A writable table cannot carry a hidden column out.
      [
        'carrier_url_sets',
        'UPDATE wms.locations SET location_name = (SELECT key FROM wms.carrier_url_sets LIMIT 1)',
      ],
    ];
    for (const t of refusedTables) {
      const first = tables.get(t)!.find((c) => c.column !== 'site_id' && c.plain)!.column;
      const col = `"${first}"`;
      const start = tables.get(t)![0]!.has_site ? "site_id = 'SXD'" : 'true';
      attempts.push([t, `INSERT INTO wms.${t} (${col}) SELECT ${col} FROM wms.${t} LIMIT 1`]);
      attempts.push([t, `UPDATE wms.${t} SET ${col} = ${col} WHERE ${start}`]);
      attempts.push([t, `DELETE FROM wms.${t} WHERE ${start}`]);
    }

    const outcomes: string[] = [];
    for (const [table, text] of attempts) {
      const r = await run(token, text, 'update_transaction');
      const message = firstMessage(r.body);
      if (r.status !== 400 || message !== denied(table))
        outcomes.push(`${text} -> ${r.status} ${message}`);
    }
    expect(outcomes).toEqual([]);

    // The plain update mode answers the refusal as a failed command (the call stands).
    const one = await run(token, 'UPDATE wms.site_settings SET allowed_full_users = 999', 'update');
    expect(one.status).toBe(200);
    expect(one.body.results[0]).toMatchObject({
      success: false,
      error: denied('site_settings'),
    });

    const changed: string[] = [];
    for (const [t, f] of before) if ((await fingerprint(t)) !== f) changed.push(t);
    expect(changed).toEqual([]);
    // The log only grew: no earlier record was changed or removed.
    expect(await earlierLog(logBefore.last)).toEqual(logBefore);
  });

  it('writes an allowed table: insert, update of its columns, delete where allowed', async () => {
    const [location] = await rows<{ location: string }>(
      server.db,
      sql`SELECT min(location) AS location FROM wms.locations WHERE site_id = 'SXD'`,
    );
    const fix = await run(
      token,
      `UPDATE wms.locations SET location_name = 'Fixed by SQL'
       WHERE location = '${location!.location}' RETURNING location, location_name`,
      'update_transaction',
    );
    expect(fix.status).toBe(200);
    expect(fix.body.results[0]).toMatchObject({ success: true, row_count: expect.any(Number) });
    const [stored] = await rows<{ location_name: string }>(
      server.db,
      sql`SELECT location_name FROM wms.locations
          WHERE site_id = 'SXD' AND location = ${location!.location}`,
    );
    expect(stored!.location_name).toBe('Fixed by SQL');

    const reason = await run(
      token,
      "INSERT INTO wms.reason_codes (site_id, reason_code, description) VALUES ('SXD', 'SQLFIX', 'Bulk fixed')",
      'update_transaction',
    );
    expect(reason.status).toBe(200);
    const item = await run(
      token,
      "UPDATE wms.inventory SET inventory_description = inventory_description || ' (checked)' WHERE inventory_code = (SELECT min(inventory_code) FROM wms.inventory)",
      'update_transaction',
    );
    expect(item.status).toBe(200);
    expect(item.body.results[0]!.row_count).toBe(1);
    const [customer] = await rows<{ customer_code: string }>(
      server.db,
      sql`SELECT min(customer_code) AS customer_code FROM wms.customers WHERE site_id = 'SXD'`,
    );
    for (const text of [
      `INSERT INTO wms.customer_attributes (site_id, customer_code, attribute, value)
       VALUES ('SXD', '${customer!.customer_code}', 'sql-fix', 'yes')`,
      "DELETE FROM wms.customer_attributes WHERE attribute = 'sql-fix'",
    ]) {
      const r = await run(token, text, 'update_transaction');
      expect(r.status, text).toBe(200);
      expect(r.body.results[0]!.row_count, text).toBe(1);
    }
    const [written] = await rows<{ reasons: number; attributes: number }>(
      server.db,
      sql`SELECT (SELECT count(*)::int FROM wms.reason_codes
                  WHERE site_id = 'SXD' AND reason_code = 'SQLFIX') AS reasons,
                 (SELECT count(*)::int FROM wms.customer_attributes
                  WHERE attribute = 'sql-fix') AS attributes`,
    );
    expect(written).toEqual({ reasons: 1, attributes: 0 });
  });
});

describe('the query roles read allowed columns only', () => {
  it('refuses every hidden column and hidden table, also to SELECT *', async () => {
    const outcomes: string[] = [];
    const texts: [string, string][] = [
      ['carrier_url_sets', 'select key from wms.carrier_url_sets'],
    ];
    for (const [t, cols] of Object.entries(HIDDEN_COLUMNS)) {
      for (const c of Object.keys(cols)) texts.push([t, `SELECT "${c}" FROM wms.${t}`]);
      texts.push([t, `SELECT * FROM wms.${t}`]);
    }
    for (const t of Object.keys(HIDDEN_TABLES)) texts.push([t, `SELECT count(*) FROM wms.${t}`]);
    for (const [table, text] of texts) {
      const r = await run(token, text);
      if (r.status !== 400 || firstMessage(r.body) !== denied(table))
        outcomes.push(`${text} -> ${r.status} ${firstMessage(r.body)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('answers the allowed columns, and SELECT * of a table without hidden columns', async () => {
    const urlSets = await run(
      token,
      'SELECT url_set, platform, base_url FROM wms.carrier_url_sets',
    );
    expect(urlSets.status).toBe(200);
    expect(urlSets.body.results[0]!.headers).toEqual(['url_set', 'platform', 'base_url']);
    const site = await run(token, 'SELECT site_id, site_name, local_zone FROM wms.sites');
    expect(site.body.results[0]!.results.map((r) => r.site_id)).toEqual(['SXD']);
    const secrets = await run(token, 'SELECT name, set_by FROM wms.site_secrets');
    expect(secrets.status).toBe(200);
    const all = await run(token, 'SELECT * FROM wms.locations LIMIT 1');
    expect(all.status).toBe(200);
    expect(all.body.results[0]!.headers).toEqual(columnNames(READABLE_COLUMNS.locations!));
  });
});
