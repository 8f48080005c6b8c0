import { and, eq } from 'drizzle-orm';
import type {
  TLoadObjectTypeItem,
  TLocationType,
  TStorageGroup,
  TTrackingType,
} from '../../../src/contract';
import { loadObjectTypes, locationTypes, storageGroups, trackingTypes } from '../../db/schema';
import type { Db } from '../../db/types';

export const DEMO_LOCATION_TYPES: TLocationType[] = [
  { location_type: 1, description: 'Warehouse', model: 'WAREHOUSE', process_on_hand: false },
  { location_type: 2, description: 'Dock', model: 'DOCK', process_on_hand: true },
  { location_type: 3, description: 'Pick face', model: 'PICK', process_on_hand: true },
  { location_type: 4, description: 'Bin location', model: 'BIN', process_on_hand: true },
  { location_type: 5, description: 'Bulk reserve', model: 'BULK', process_on_hand: true },
  { location_type: 6, description: 'Quarantine cage', model: 'QUARANTINE', process_on_hand: false },
];

export const DEMO_STORAGE_GROUPS: TStorageGroup[] = [
  {
    storage_group: 'AMB',
    storage_group_name: 'Ambient',
    strict_storage: false,
    storage_group_colour_text: '#1B5E20',
    storage_group_colour_background: '#E8F5E9',
  },
  {
    storage_group: 'CHL',
    storage_group_name: 'Chilled',
    strict_storage: true,
    storage_group_colour_text: '#0D47A1',
    storage_group_colour_background: '#E3F2FD',
  },
  {
    storage_group: 'FRZ',
    storage_group_name: 'Frozen',
    strict_storage: true,
    storage_group_colour_text: '#FFFFFF',
    storage_group_colour_background: '#283593',
  },
  {
    storage_group: 'HAZ',
    storage_group_name: 'Dangerous goods',
    strict_storage: true,
    storage_group_colour_text: '#000000',
    storage_group_colour_background: '#FFB300',
  },
];

export const DEMO_TRACKING_TYPES: TTrackingType[] = [
  {
    tracking_type: 'NONE',
    description: 'Not tracked',
    tracking: 'NONE',
    track_mode: '',
    process_on_hand: true,
    help_context: '',
  },
  {
    tracking_type: 'BATCH',
    description: 'Batch tracked',
    tracking: 'BATCH',
    track_mode: 'RECEIPT',
    process_on_hand: true,
    help_context: '',
  },
  {
    tracking_type: 'SERIAL',
    description: 'Serial numbered',
    tracking: 'SERIAL',
    track_mode: 'UNIT',
    process_on_hand: true,
    help_context: '',
  },
  {
    tracking_type: 'BATCH_EXPIRY',
    description: 'Batch with expiry date',
    tracking: 'BATCH',
    track_mode: 'EXPIRY',
    process_on_hand: true,
    help_context: '',
  },
];

const lot = (
  load_object_type: string,
  load_object_type_name: string,
  dims: { width: number; depth: number; height: number },
  weights: { tare: number; max: number; nominated: number },
  extra: Partial<TLoadObjectTypeItem> = {},
): TLoadObjectTypeItem => ({
  load_object_type,
  load_object_type_name,
  load_object_code: load_object_type,
  barcode: '',
  storage: '',
  track_pallet: false,
  max_volume: Math.round((dims.width * dims.depth * dims.height) / 1000) / 1000,
  max_weight: weights.max,
  nominated_weight: weights.nominated,
  tare_weight: weights.tare,
  ...dims,
  ...extra,
});

/** Dimensions in mm, weights in kg, max_volume in litres. */
export const DEMO_LOAD_OBJECT_TYPES: TLoadObjectTypeItem[] = [
  lot(
    'CTN',
    'Shipping carton 400x300x300',
    { width: 400, depth: 300, height: 300 },
    { tare: 0.4, max: 25, nominated: 12 },
  ),
  lot(
    'CHEP',
    'CHEP pallet 1165x1165',
    { width: 1165, depth: 1165, height: 150 },
    { tare: 35, max: 1000, nominated: 600 },
    { track_pallet: true, barcode: 'CHEP1165' },
  ),
  lot(
    'LOSCAM',
    'LOSCAM pallet 1165x1165',
    { width: 1165, depth: 1165, height: 150 },
    { tare: 33, max: 1000, nominated: 600 },
    { track_pallet: true, barcode: 'LOSCAM1165' },
  ),
  lot(
    'CRATE',
    'Plastic crate 600x400x250',
    { width: 600, depth: 400, height: 250 },
    { tare: 1.8, max: 30, nominated: 15 },
  ),
];

/**
 * Demo location types, storage groups, tracking types and load object types of one site
 * (document 3). Idempotent: rows already there are kept. Run as the owner (the seed).
 */
export async function seedStockSetup(db: Db, siteId: string): Promise<void> {
  await db
    .insert(locationTypes)
    .values(DEMO_LOCATION_TYPES.map((t) => ({ site_id: siteId, ...t })))
    .onConflictDoNothing();
  await db
    .insert(storageGroups)
    .values(DEMO_STORAGE_GROUPS.map((g) => ({ site_id: siteId, ...g })))
    .onConflictDoNothing();
  await db
    .insert(trackingTypes)
    .values(DEMO_TRACKING_TYPES.map((t) => ({ site_id: siteId, ...t })))
    .onConflictDoNothing();
  for (const item of DEMO_LOAD_OBJECT_TYPES) {
    const [found] = await db
      .select({ id: loadObjectTypes.load_object_type_id })
      .from(loadObjectTypes)
      .where(
        and(
          eq(loadObjectTypes.site_id, siteId),
          eq(loadObjectTypes.load_object_type, item.load_object_type),
        ),
      );
    if (!found) await db.insert(loadObjectTypes).values({ site_id: siteId, ...item });
  }
}
