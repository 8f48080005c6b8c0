import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/types';

/** Row count of a table, read as the owner (every site). */
export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** A snapshot of a table's rows, to check that nothing changed. */
export async function snapshot(db: Db, table: PgTable): Promise<string> {
  const rows = await db.select().from(table);
  return JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
}

/** The SQL tool's envelope (service `query`) running `text` at `site`. */
export const sqlToolEnvelope = (text: string, queryType = 'select', site = 'SXD') => ({
  site_id: site,
  entity: 'query',
  action: 'query',
  data: {
    query_type: queryType,
    sql_commands: [{ database: 'staging', query_name: 'sql_tool', sql_command: text }],
  },
});
