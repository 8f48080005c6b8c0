import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/*
 * The columns a mirror page carries for each table: every column of the table (from the
 * Drizzle schema, in its order) except site_id, which the device knows already.
 */

let byTable: Map<string, string[]> | null = null;

function isTable(value: unknown): value is PgTable {
  try {
    return Boolean(value && typeof value === 'object' && getTableConfig(value as PgTable).name);
  } catch {
    return false;
  }
}

/** The mirrored columns of `wms.<table>`, in the schema's order. */
export function mirrorColumns(table: string): string[] {
  if (!byTable) {
    byTable = new Map();
    for (const value of Object.values(schema)) {
      if (!isTable(value)) continue;
      const config = getTableConfig(value);
      if (config.schema !== 'wms') continue;
      byTable.set(
        config.name,
        config.columns.map((c) => c.name).filter((name) => name !== 'site_id'),
      );
    }
  }
  const columns = byTable.get(table);
  if (!columns) throw new Error(`No mirrored table wms.${table}`);
  return columns;
}
