import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  STOCK_SETUP_MESSAGES as M,
  ZLocationType,
  ZStorageGroup,
  ZTrackingType,
  type TLocationType,
  type TStorageGroup,
  type TTrackingType,
} from '../../../src/contract';
import { inventory, locationTypes, locations, storageGroups, trackingTypes } from '../../db/schema';
import type { Db } from '../../db/types';
import { numberKey, textKey, type RecordKind } from '../record-batch';
import { escapeLike } from '../../db/sql';

const contains = (term?: string | null) => (term ? `%${escapeLike(term)}%` : undefined);

// ---- Location types ----------------------------------------------------------------------

const locationTypeColumns = {
  location_type: locationTypes.location_type,
  description: locationTypes.description,
  model: locationTypes.model,
  process_on_hand: locationTypes.process_on_hand,
};

export async function listLocationTypes(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TLocationType[]> {
  const pattern = contains(term);
  return db
    .select(locationTypeColumns)
    .from(locationTypes)
    .where(
      and(
        eq(locationTypes.site_id, siteId),
        pattern
          ? or(
              ilike(sql`${locationTypes.location_type}::text`, pattern),
              ilike(locationTypes.description, pattern),
              ilike(locationTypes.model, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(locationTypes.location_type));
}

async function findLocationType(db: Db, siteId: string, type: number) {
  const [row] = await db
    .select(locationTypeColumns)
    .from(locationTypes)
    .where(and(eq(locationTypes.site_id, siteId), eq(locationTypes.location_type, type)));
  return row;
}

export const locationTypeKind: RecordKind<TLocationType, number> = {
  keyField: 'location_type',
  schema: ZLocationType,
  keyOf: (t) => t.location_type,
  parseKey: numberKey('location_type'),
  async save(db, siteId, item) {
    const values = { ...item, updated_at: new Date() };
    const [row] = await db
      .insert(locationTypes)
      .values({ site_id: siteId, ...values })
      .onConflictDoUpdate({
        target: [locationTypes.site_id, locationTypes.location_type],
        set: values,
      })
      .returning(locationTypeColumns);
    return row!;
  },
  find: findLocationType,
  notFound: M.locationTypeNotFound,
  async inUse(db, siteId, type) {
    const [used] = await db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.site_id, siteId), eq(locations.location_type, type)));
    return used && used.n > 0 ? M.locationTypeInUse(type, used.n) : null;
  },
  async remove(db, siteId, type) {
    await db
      .delete(locationTypes)
      .where(and(eq(locationTypes.site_id, siteId), eq(locationTypes.location_type, type)));
  },
};

// ---- Storage groups ----------------------------------------------------------------------

const storageGroupColumns = {
  storage_group: storageGroups.storage_group,
  storage_group_name: storageGroups.storage_group_name,
  strict_storage: storageGroups.strict_storage,
  storage_group_colour_text: storageGroups.storage_group_colour_text,
  storage_group_colour_background: storageGroups.storage_group_colour_background,
};

export async function listStorageGroups(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TStorageGroup[]> {
  const pattern = contains(term);
  return db
    .select(storageGroupColumns)
    .from(storageGroups)
    .where(
      and(
        eq(storageGroups.site_id, siteId),
        pattern
          ? or(
              ilike(storageGroups.storage_group, pattern),
              ilike(storageGroups.storage_group_name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(storageGroups.storage_group));
}

export const storageGroupKind: RecordKind<TStorageGroup, string> = {
  keyField: 'storage_group',
  schema: ZStorageGroup,
  keyOf: (g) => g.storage_group,
  parseKey: textKey('storage_group'),
  async save(db, siteId, item) {
    const values = { ...item, updated_at: new Date() };
    const [row] = await db
      .insert(storageGroups)
      .values({ site_id: siteId, ...values })
      .onConflictDoUpdate({
        target: [storageGroups.site_id, storageGroups.storage_group],
        set: values,
      })
      .returning(storageGroupColumns);
    return row!;
  },
  async find(db, siteId, group) {
    const [row] = await db
      .select(storageGroupColumns)
      .from(storageGroups)
      .where(and(eq(storageGroups.site_id, siteId), eq(storageGroups.storage_group, group)));
    return row;
  },
  notFound: M.storageGroupNotFound,
  async inUse(db, siteId, group) {
    const [used] = await db
      .select({ n: count() })
      .from(inventory)
      .where(and(eq(inventory.site_id, siteId), eq(inventory.storage_group, group)));
    return used && used.n > 0 ? M.storageGroupInUse(group, used.n) : null;
  },
  async remove(db, siteId, group) {
    await db
      .delete(storageGroups)
      .where(and(eq(storageGroups.site_id, siteId), eq(storageGroups.storage_group, group)));
  },
};

// ---- Tracking types ----------------------------------------------------------------------

const trackingTypeColumns = {
  tracking_type: trackingTypes.tracking_type,
  description: trackingTypes.description,
  tracking: trackingTypes.tracking,
  track_mode: trackingTypes.track_mode,
  process_on_hand: trackingTypes.process_on_hand,
  help_context: trackingTypes.help_context,
};

export async function listTrackingTypes(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TTrackingType[]> {
  const pattern = contains(term);
  return db
    .select(trackingTypeColumns)
    .from(trackingTypes)
    .where(
      and(
        eq(trackingTypes.site_id, siteId),
        pattern
          ? or(
              ilike(trackingTypes.tracking_type, pattern),
              ilike(trackingTypes.description, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(trackingTypes.tracking_type));
}

export const trackingTypeKind: RecordKind<TTrackingType, string> = {
  keyField: 'tracking_type',
  schema: ZTrackingType,
  keyOf: (t) => t.tracking_type,
  parseKey: textKey('tracking_type'),
  async save(db, siteId, item) {
    const values = { ...item, updated_at: new Date() };
    const [row] = await db
      .insert(trackingTypes)
      .values({ site_id: siteId, ...values })
      .onConflictDoUpdate({
        target: [trackingTypes.site_id, trackingTypes.tracking_type],
        set: values,
      })
      .returning(trackingTypeColumns);
    return row!;
  },
  async find(db, siteId, type) {
    const [row] = await db
      .select(trackingTypeColumns)
      .from(trackingTypes)
      .where(and(eq(trackingTypes.site_id, siteId), eq(trackingTypes.tracking_type, type)));
    return row;
  },
  notFound: M.trackingTypeNotFound,
  async inUse(db, siteId, type) {
    const [used] = await db
      .select({ n: count() })
      .from(inventory)
      .where(and(eq(inventory.site_id, siteId), eq(inventory.tracking_type, type)));
    return used && used.n > 0 ? M.trackingTypeInUse(type, used.n) : null;
  },
  async remove(db, siteId, type) {
    await db
      .delete(trackingTypes)
      .where(and(eq(trackingTypes.site_id, siteId), eq(trackingTypes.tracking_type, type)));
  },
};
