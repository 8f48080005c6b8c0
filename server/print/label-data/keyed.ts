import { and, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import { LABEL_ENTITY_NAMES, LABEL_MESSAGES as M, type TLabelEntity } from '../../../src/contract';
import { sites, warehouses } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';

/**
 * The data a label is rendered with: one record per label (before copies and continuation
 * labels). `data` holds every field the template may use; `data.lines` (when the entity has
 * content lines: pack contents, sales or purchase order lines) is the list the renderer
 * places from first_line_at down.
 */
export interface TLabelRecord {
  reference: string;
  /**
   * The key of the product's record the label is printed for, when it is not the reference
   * (a run's carton labels are each of a pack, printed for the run).
   */
  wms_reference?: string;
  description: string;
  data: Record<string, unknown>;
}

export type Lines = Record<string, unknown>[];

/** The site's name and its warehouses' names, joined into every record. */
export async function places(db: Db, siteId: string) {
  const [site] = await db
    .select({ site_name: sites.site_name })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  const whs = await db
    .select({
      warehouse: warehouses.warehouse,
      warehouse_name: warehouses.warehouse_name,
      warehouse_address: warehouses.warehouse_address,
    })
    .from(warehouses)
    .where(eq(warehouses.site_id, siteId));
  const byCode = new Map(whs.map((w) => [w.warehouse, w]));
  return (warehouse: string) => ({
    site_id: siteId,
    site_name: site?.site_name ?? siteId,
    warehouse,
    warehouse_name: byCode.get(warehouse)?.warehouse_name ?? warehouse,
    warehouse_address: byCode.get(warehouse)?.warehouse_address ?? '',
  });
}
export type Places = Awaited<ReturnType<typeof places>>;

/** What every entity loader is given: keys null asks for the site's first record. */
export type LoadArgs = {
  db: Db;
  siteId: string;
  at: Places;
  keys: readonly string[] | null;
  warehouse: string | undefined;
};

/** Rows are capped at one when only the site's first record is wanted. */
export const rowLimit = (keys: readonly string[] | null, many = 100_000) => (keys ? many : 1);

/** Throws the refusal naming the keys that were asked for and not found. */
export function refuseMissing(
  entity: TLabelEntity,
  keys: readonly string[],
  found: Set<string>,
): void {
  const missing = [...new Set(keys)].filter((k) => !found.has(k));
  if (missing.length > 0) throw badRequest(M.recordsNotFound(LABEL_ENTITY_NAMES[entity], missing));
}

/** Records in the order their keys were asked for (each key once). */
export function inKeyOrder<T>(keys: readonly string[], byKey: Map<string, T[]>): T[] {
  return [...new Set(keys)].flatMap((k) => byKey.get(k) ?? []);
}

export function group<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

/**
 * Records keyed by their reference, in the order of `keys` (unknown keys refused); with keys
 * null, the records as found.
 */
export function byReference(
  entity: TLabelEntity,
  keys: readonly string[] | null,
  records: TLabelRecord[],
): TLabelRecord[] {
  if (!keys) return records;
  refuseMissing(entity, keys, new Set(records.map((r) => r.reference)));
  return inKeyOrder(
    keys,
    group(records, (r) => r.reference),
  );
}

/** The child rows of one parent id, without the id column (order lines). */
export function childLines<K extends string, T extends Record<K, unknown>>(
  byParent: Map<string, T[]>,
  idKey: K,
  id: unknown,
): Omit<T, K>[] {
  return (byParent.get(String(id)) ?? []).map((row) => {
    const { [idKey]: _id, ...rest } = row;
    return rest as Omit<T, K>;
  });
}

/** An entity's loader: the records of `keys`, or (keys null) the site's first one. */
export type Loader = (args: LoadArgs) => Promise<TLabelRecord[]>;

/** Rows of the site, of the keys asked for (all when null) and of the warehouse when given. */
export function scope(
  at: { site: Column; siteId: string },
  by: { key: Column; keys: readonly string[] | null },
  inWarehouse?: { column: Column; warehouse: string | undefined },
): SQL | undefined {
  return and(
    eq(at.site, at.siteId),
    by.keys ? inArray(by.key, [...by.keys]) : undefined,
    inWarehouse?.warehouse ? eq(inWarehouse.column, inWarehouse.warehouse) : undefined,
  );
}

/** Child rows of the parents found; no query when none were. */
export async function childrenOf<T>(ids: unknown[], load: () => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : load();
}
