import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  MESSAGES,
  type TDockLocation,
  type TPickArea,
  type TWarehouseItem,
} from '../../../src/contract';
import {
  dockLocations,
  locations,
  pickAreas,
  pickSections,
  storage,
  warehouses,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { RuleErrors, conflict } from '../../errors';

/** Await lazy queries in order (Promise.all would send them at once on one connection). */
async function oneByOne<const T extends readonly PromiseLike<unknown>[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const out: unknown[] = [];
  for (const query of queries) out.push(await query);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
}

type WarehouseRow = typeof warehouses.$inferSelect;

/** A warehouse as the context and the warehouse screens use it, with its structure. */
export type Warehouse = WarehouseRow & {
  dock_locations: TDockLocation[];
  pick_areas: TPickArea[];
};

/** Dock locations and pick areas (with sections) of the site's warehouses, one query each. */
async function structureOf(db: Db, siteId: string, only?: string) {
  const byWarehouse = <T extends { warehouse: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) map.set(r.warehouse, [...(map.get(r.warehouse) ?? []), r]);
    return map;
  };
  const where = <T extends typeof dockLocations | typeof pickAreas | typeof pickSections>(t: T) =>
    and(eq(t.site_id, siteId), only === undefined ? undefined : eq(t.warehouse, only));
  // Drizzle queries are lazy: awaited one by one, as a transaction's one connection takes them.
  const [docks, areas, sections] = await oneByOne([
    db
      .select({
        warehouse: dockLocations.warehouse,
        dock_location: dockLocations.dock_location,
        dock_location_name: dockLocations.dock_location_name,
        barcode: dockLocations.barcode,
      })
      .from(dockLocations)
      .where(where(dockLocations))
      .orderBy(asc(dockLocations.dock_location)),
    db
      .select({
        warehouse: pickAreas.warehouse,
        pick_area: pickAreas.pick_area,
        pick_area_name: pickAreas.pick_area_name,
        barcode: pickAreas.barcode,
      })
      .from(pickAreas)
      .where(where(pickAreas))
      .orderBy(asc(pickAreas.pick_area)),
    db
      .select({
        warehouse: pickSections.warehouse,
        pick_area: pickSections.pick_area,
        pick_section: pickSections.pick_section,
        pick_section_name: pickSections.pick_section_name,
        storage: pickSections.storage,
        barcode: pickSections.barcode,
      })
      .from(pickSections)
      .where(where(pickSections))
      .orderBy(asc(pickSections.pick_section)),
  ]);
  const sectionsOf = new Map<string, TPickArea['pick_sections']>();
  for (const { warehouse, pick_area, ...s } of sections) {
    const k = `${warehouse}\u0000${pick_area}`;
    sectionsOf.set(k, [...(sectionsOf.get(k) ?? []), s]);
  }
  const docksBy = byWarehouse(docks);
  const areasBy = byWarehouse(areas);
  return (row: WarehouseRow): Warehouse => ({
    ...row,
    dock_locations: (docksBy.get(row.warehouse) ?? []).map(({ warehouse: _w, ...d }) => d),
    pick_areas: (areasBy.get(row.warehouse) ?? []).map(({ warehouse, ...a }) => ({
      ...a,
      pick_sections: sectionsOf.get(`${warehouse}\u0000${a.pick_area}`) ?? [],
    })),
  });
}

export async function getWarehouse(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<Warehouse | undefined> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, warehouse)));
  if (!row) return undefined;
  return (await structureOf(db, siteId, warehouse))(row);
}

export async function listWarehouses(db: Db, siteId: string): Promise<Warehouse[]> {
  const list = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.site_id, siteId))
    .orderBy(asc(sql`lower(${warehouses.warehouse_name})`), asc(warehouses.warehouse));
  const withStructure = await structureOf(db, siteId);
  return list.map(withStructure);
}

/**
 * Save a full warehouse item: its fields, then its dock locations, pick areas and pick
 * sections replace the stored ones. The caller's transaction makes it all or nothing; the
 * rules were checked before. Pick section storage must exist at the site.
 */
export async function saveWarehouse(
  db: Db,
  siteId: string,
  item: TWarehouseItem,
  adding: boolean,
): Promise<Warehouse> {
  const wanted = [
    ...new Set(item.pick_areas.flatMap((a) => a.pick_sections.map((s) => s.storage))),
  ];
  if (wanted.length) {
    const found = await db
      .select({ storage: storage.storage })
      .from(storage)
      .where(and(eq(storage.site_id, siteId), inArray(storage.storage, wanted)));
    const known = new Set(found.map((f) => f.storage));
    const missing = wanted.filter((s) => !known.has(s));
    if (missing.length)
      throw new RuleErrors(missing.map((s) => ({ message: MESSAGES.unknownStorage(s) })));
  }

  // A pick section its locations use cannot go (the locations would lose their section).
  const kept = new Set(item.pick_areas.flatMap((a) => a.pick_sections.map((s) => s.pick_section)));
  const used = await db
    .select({ pick_section: locations.pick_section, n: count() })
    .from(locations)
    .where(and(eq(locations.site_id, siteId), eq(locations.warehouse, item.warehouse)))
    .groupBy(locations.pick_section)
    .orderBy(locations.pick_section);
  const dropped = used.filter((u) => !kept.has(u.pick_section));
  if (dropped.length)
    throw new RuleErrors(
      dropped.map((u) => ({ message: MESSAGES.pickSectionInUse(u.pick_section, u.n) })),
    );

  const { dock_locations, pick_areas, ...fields } = item;
  const key = and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, item.warehouse));
  const [existing] = await db.select({ w: warehouses.warehouse }).from(warehouses).where(key);
  if (existing && adding) throw conflict(MESSAGES.warehouseExists(item.warehouse));
  if (existing) {
    await db
      .update(warehouses)
      .set({ ...fields, updated_at: new Date() })
      .where(key);
  } else {
    await db.insert(warehouses).values({ site_id: siteId, ...fields });
  }

  const childKey = <T extends typeof dockLocations | typeof pickAreas>(t: T) =>
    and(eq(t.site_id, siteId), eq(t.warehouse, item.warehouse));
  await db.delete(dockLocations).where(childKey(dockLocations));
  // Pick sections go with their pick areas (ON DELETE CASCADE).
  await db.delete(pickAreas).where(childKey(pickAreas));
  const owner = { site_id: siteId, warehouse: item.warehouse };
  if (dock_locations.length)
    await db.insert(dockLocations).values(dock_locations.map((d) => ({ ...owner, ...d })));
  if (pick_areas.length)
    await db
      .insert(pickAreas)
      .values(pick_areas.map(({ pick_sections: _s, ...a }) => ({ ...owner, ...a })));
  const sections = pick_areas.flatMap((a) =>
    a.pick_sections.map((s) => ({ ...owner, pick_area: a.pick_area, ...s })),
  );
  if (sections.length) await db.insert(pickSections).values(sections);
  // A section moved to another pick area takes its locations along.
  for (const sec of sections)
    await db
      .update(locations)
      .set({ pick_area: sec.pick_area })
      .where(
        and(
          eq(locations.site_id, siteId),
          eq(locations.warehouse, item.warehouse),
          eq(locations.pick_section, sec.pick_section),
          ne(locations.pick_area, sec.pick_area),
        ),
      );

  const saved = await getWarehouse(db, siteId, item.warehouse);
  if (!saved) throw new Error(`warehouse ${item.warehouse} vanished while saving`);
  return saved;
}
