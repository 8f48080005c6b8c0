import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  MESSAGES,
  ZLocation,
  effectiveLocationTerm,
  type TLocation,
  type TLocationCheckResult,
  type TLocationItem,
} from '../../../src/contract';
import { locations, pickSections, storage, warehouses } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { escapeLike } from '../../db/sql';

const columns = {
  location_id: locations.location_id,
  warehouse: locations.warehouse,
  location: locations.location,
  location_name: locations.location_name,
  pick_area: locations.pick_area,
  pick_section: locations.pick_section,
  storage: locations.storage,
  location_type: locations.location_type,
  barcode: locations.barcode,
  aisle: locations.aisle,
  bay: locations.bay,
  level: locations.level,
  height: locations.height,
  width: locations.width,
  depth: locations.depth,
  pick_sequence: locations.pick_sequence,
  erp_warehouse: locations.erp_warehouse,
  erp_location: locations.erp_location,
  active: locations.active,
  quarantine: locations.quarantine,
  exclude_from_available: locations.exclude_from_available,
  offline_location: locations.offline_location,
  internal_location: locations.internal_location,
};

/** The warehouse code of a list call: `warehouse`, else the warehouse with `warehouse_id`. */
export async function resolveWarehouse(
  db: Db,
  siteId: string,
  warehouse: string | undefined,
  warehouseId: number | undefined,
): Promise<string> {
  const [row] = await db
    .select({ warehouse: warehouses.warehouse })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.site_id, siteId),
        warehouse
          ? eq(warehouses.warehouse, warehouse)
          : eq(warehouses.warehouse_id, warehouseId ?? -1),
      ),
    );
  if (!row) throw badRequest(MESSAGES.unknownWarehouse(warehouse ?? String(warehouseId)));
  return row.warehouse;
}

export type LocationFilter = {
  term?: string | null;
  /** The start of the location code (an aisle), any case. */
  aisle?: string | null;
  pickSection?: string | null;
  storage?: string | null;
  limit: number;
  /** Rows to skip (the next page). */
  offset?: number;
};

function locationWhere(siteId: string, warehouse: string, filter: Omit<LocationFilter, 'limit'>) {
  const term = effectiveLocationTerm(filter.term);
  const pattern = term ? `${escapeLike(term)}%` : undefined;
  return and(
    eq(locations.site_id, siteId),
    eq(locations.warehouse, warehouse),
    pattern ? or(ilike(locations.location, pattern), ilike(locations.barcode, pattern)) : undefined,
    filter.aisle ? ilike(locations.location, `${escapeLike(filter.aisle)}%`) : undefined,
    filter.pickSection ? eq(locations.pick_section, filter.pickSection) : undefined,
    filter.storage ? eq(locations.storage, filter.storage) : undefined,
  );
}

/**
 * The locations of one warehouse, a page at a time. A term (2 characters or more) matches
 * the start of the location or its barcode in any case; a pick section lists in pick
 * sequence order, otherwise by location.
 */
export async function listLocations(
  db: Db,
  siteId: string,
  warehouse: string,
  filter: LocationFilter,
): Promise<TLocation[]> {
  const bySection = Boolean(filter.pickSection);
  return db
    .select(columns)
    .from(locations)
    .where(locationWhere(siteId, warehouse, filter))
    .orderBy(
      ...(bySection ? [asc(locations.pick_sequence)] : []),
      asc(locations.location),
      asc(locations.location_id),
    )
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

/** How many locations the same filter finds (the total of the paged list). */
export async function countLocations(
  db: Db,
  siteId: string,
  warehouse: string,
  filter: Omit<LocationFilter, 'limit'>,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(locations)
    .where(locationWhere(siteId, warehouse, filter));
  return Number(row?.total ?? 0);
}

export async function getLocation(db: Db, siteId: string, id: number): Promise<TLocation> {
  const [row] = await db
    .select(columns)
    .from(locations)
    .where(and(eq(locations.site_id, siteId), eq(locations.location_id, id)));
  if (!row) throw notFound(MESSAGES.locationNotFound(id));
  return row;
}

/** Why a row cannot be saved (its pick section and storage must exist), or the row to save. */
async function resolveRow(
  db: Db,
  siteId: string,
  item: TLocationItem,
): Promise<{ error: string } | { row: TLocationItem }> {
  const [section] = await db
    .select({ pick_area: pickSections.pick_area, storage: pickSections.storage })
    .from(pickSections)
    .where(
      and(
        eq(pickSections.site_id, siteId),
        eq(pickSections.warehouse, item.warehouse),
        eq(pickSections.pick_section, item.pick_section),
      ),
    );
  if (!section) return { error: MESSAGES.unknownPickSection(item.pick_section, item.warehouse) };
  const code = item.storage || section.storage;
  const [found] = await db
    .select({ storage: storage.storage })
    .from(storage)
    .where(and(eq(storage.site_id, siteId), eq(storage.storage, code)));
  if (!found) return { error: MESSAGES.unknownStorage(code) };
  return { row: { ...item, pick_area: section.pick_area, storage: code } };
}

/** Save one checked row: by location_id when given, else by (warehouse, location). */
async function saveRow(db: Db, siteId: string, item: TLocationItem): Promise<TLocation> {
  const { location_id, ...values } = item;
  const [clash] = await db
    .select({ location_id: locations.location_id })
    .from(locations)
    .where(
      and(
        eq(locations.site_id, siteId),
        eq(locations.warehouse, item.warehouse),
        eq(locations.location, item.location),
      ),
    );
  if (location_id !== undefined) {
    if (clash && clash.location_id !== location_id)
      throw badRequest(MESSAGES.locationExists(item.location, item.warehouse));
    const [row] = await db
      .update(locations)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(locations.site_id, siteId), eq(locations.location_id, location_id)))
      .returning(columns);
    if (!row) throw notFound(MESSAGES.locationNotFound(location_id));
    return row;
  }
  if (clash) {
    const [row] = await db
      .update(locations)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(locations.site_id, siteId), eq(locations.location_id, clash.location_id)))
      .returning(columns);
    return row!;
  }
  const [row] = await db
    .insert(locations)
    .values({ site_id: siteId, ...values })
    .returning(columns);
  return row!;
}

/**
 * Check and save one row of a `location check` batch or of a queued import (the one
 * validation both use): refused rows answer their message, a saved row its location.
 * The save runs in its own savepoint, so a failure leaves the caller's transaction usable.
 */
export async function checkLocationRow(
  db: Db,
  siteId: string,
  raw: unknown,
  rowNo: number,
): Promise<TLocationCheckResult> {
  const name =
    raw && typeof raw === 'object' && 'location' in raw ? String(raw.location ?? '') : '';
  const refuse = (detail: string): TLocationCheckResult => ({
    row: rowNo,
    location: name,
    saved: false,
    message: MESSAGES.locationRow(rowNo, name, detail),
  });
  const parsed = ZLocation.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`${issue?.path.join('.') || 'row'}: ${issue?.message ?? MESSAGES.invalidData}`);
  }
  const resolved = await resolveRow(db, siteId, parsed.data);
  if ('error' in resolved) return refuse(resolved.error);
  try {
    const item = await db.transaction((tx) => saveRow(tx as unknown as Db, siteId, resolved.row));
    return { row: rowNo, location: item.location, saved: true, item };
  } catch (e) {
    return refuse(e instanceof Error ? e.message : String(e));
  }
}

/**
 * `location check`: each row is checked and saved on its own (a savepoint each), so a bad
 * row is answered with its own message and the good rows are saved.
 */
export async function checkLocations(
  db: Db,
  siteId: string,
  rows: unknown[],
): Promise<TLocationCheckResult[]> {
  const results: TLocationCheckResult[] = [];
  for (const [i, raw] of rows.entries())
    results.push(await checkLocationRow(db, siteId, raw, i + 1));
  return results;
}

export async function setPickSequence(
  db: Db,
  siteId: string,
  id: number,
  pickSequence: number,
): Promise<TLocation> {
  const [row] = await db
    .update(locations)
    .set({ pick_sequence: pickSequence, updated_at: sql`now()` })
    .where(and(eq(locations.site_id, siteId), eq(locations.location_id, id)))
    .returning(columns);
  if (!row) throw notFound(MESSAGES.locationNotFound(id));
  return row;
}

export async function deleteLocation(db: Db, siteId: string, id: number): Promise<TLocation> {
  const [row] = await db
    .delete(locations)
    .where(and(eq(locations.site_id, siteId), eq(locations.location_id, id)))
    .returning(columns);
  if (!row) throw notFound(MESSAGES.locationNotFound(id));
  return row;
}

/** A location list call's filter (warehouse or warehouse_id, term, section, storage, page). */
export type LocationListCall = {
  warehouse?: string | undefined;
  warehouse_id?: number | undefined;
  search_term?: string | null | undefined;
  aisle?: string | null | undefined;
  pick_section?: string | null | undefined;
  pick_section_id?: string | null | undefined;
  storage?: string | null | undefined;
  limit: number;
  offset?: number | undefined;
};

/** The locations a list call asks for (`warehouse location list` and `wms location list`). */
export async function listLocationsOf(db: Db, siteId: string, data: LocationListCall) {
  const warehouse = await resolveWarehouse(db, siteId, data.warehouse, data.warehouse_id);
  return listLocations(db, siteId, warehouse, {
    term: data.search_term,
    aisle: data.aisle,
    pickSection: data.pick_section || data.pick_section_id,
    storage: data.storage,
    limit: data.limit,
    offset: data.offset,
  });
}
