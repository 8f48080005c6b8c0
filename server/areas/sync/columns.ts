import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/*
 * The columns a mirror page carries for each table: every column of the table (from the
 * Drizzle schema, in its order) except site_id, which the device knows already, updated_at
 * (the device follows changes by cursor, not by time), and the columns of a location the
 * floor has no use for (ERP codes, dimensions, address parts): a first load moves tens of
 * thousands of locations, and every column of them is read, sent and stored.
 */

const NEVER_SENT = new Set(['site_id', 'updated_at']);
const NOT_SENT: Record<string, ReadonlySet<string>> = {
  locations: new Set([
    'aisle',
    'bay',
    'level',
    'height',
    'width',
    'depth',
    'pick_sequence',
    'erp_warehouse',
    'erp_location',
    'exclude_from_available',
    'offline_location',
    'internal_location',
  ]),
};

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
      const notSent = NOT_SENT[config.name];
      byTable.set(
        config.name,
        config.columns
          .map((c) => c.name)
          .filter((name) => !NEVER_SENT.has(name) && !notSent?.has(name)),
      );
    }
  }
  const columns = byTable.get(table);
  if (!columns) throw new Error(`No mirrored table wms.${table}`);
  return columns;
}
