import { and, asc, eq, sql } from 'drizzle-orm';
import { warehouses } from '../../db/schema';
import type { Db } from '../../db/types';

type WarehouseRow = typeof warehouses.$inferSelect;

/**
 * A warehouse as the context and the warehouse screen use it. `pick_areas` and
 * `dock_locations` stay empty until the stock issue adds their tables.
 */
export type Warehouse = WarehouseRow & { pick_areas: unknown[]; dock_locations: unknown[] };

const withChildren = (row: WarehouseRow): Warehouse => ({
  ...row,
  pick_areas: [],
  dock_locations: [],
});

export async function getWarehouse(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<Warehouse | undefined> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, warehouse)));
  return row && withChildren(row);
}

export async function listWarehouses(db: Db, siteId: string): Promise<Warehouse[]> {
  const list = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.site_id, siteId))
    .orderBy(asc(sql`lower(${warehouses.warehouse_name})`), asc(warehouses.warehouse));
  return list.map(withChildren);
}
