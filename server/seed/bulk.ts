import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/** A column of a bulk insert: its name and PostgreSQL type. */
export type BulkColumn = readonly [name: string, type: string];

/**
 * Insert many rows in few statements: each chunk is ONE jsonb parameter expanded by
 * jsonb_to_recordset, so PGlite parses one statement per chunk instead of one per row
 * (and no statement nears the 65,535 bind parameter limit).
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  chunk = 5000,
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    await db.execute(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)})
          SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS r(${sql.raw(record)})`,
    );
  }
}
