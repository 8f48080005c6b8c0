import Dexie, { type EntityTable, type Table } from 'dexie';
import { toGtin14 } from '../contract/gtin';
import { mirrorKey, type TMirrorEntity, type TOutboxEntry } from '../contract/sync';

/*
 * The device's database (IndexedDB through Dexie): the mirror of the current site's floor
 * data, the cursors it refreshes from, the outbox of floor writes, and the pack numbers
 * reserved for making packs offline. One database per browser profile; a site switch clears
 * the mirror (src/offline/mirror), never the outbox (its entries carry their site).
 */

/** A mirrored row: the server's columns plus its key (see MIRROR_ENTITIES). */
export type TMirrorRow = Record<string, unknown> & { key: string };

/** Where the mirror of one entity stands. */
export type TMirrorCursor = {
  entity: TMirrorEntity;
  site_id: string;
  /** The warehouse the rows are for ('' for site-wide entities). */
  warehouse: string;
  /** The server's cursor after the last complete pull. */
  cursor: string;
  /** When that pull finished (ISO). */
  pulled_at: string;
  /**
   * When the refresh that made this cursor was asked for (ISO, the device's clock): a write
   * the server accepted before it is in the rows (src/offline/sent-writes.ts). Absent in
   * cursors of older builds.
   */
  asked_at?: string;
  rows: number;
};

/** A pack number (and its SSCC) reserved by this device, used once by a pack made offline. */
export type TReservedPackNumber = {
  container_number: string;
  sscc_number: string;
  site_id: string;
  user_id: string;
  block_id: string;
  /** The local pack (outbox entry id) that used it, once used. */
  used_by?: string;
};

/** Small facts of the device: last successful sync, device id, persistence answer. */
export type TDeviceFact = { name: string; value: unknown };

/**
 * The large reference entities (tens of thousands of rows at a site) are kept in chunks:
 * one IndexedDB record per page of rows as the server sends them (column arrays), not one
 * record per row. IndexedDB costs about the same per record whatever its size, so a first
 * load of 100,000 rows is 20 writes instead of 100,000. Their lookups are answered from an
 * index in memory (src/offline/mirror-index.ts).
 */
export const CHUNKED_ENTITIES = [
  'locations',
  'inventory',
  'inventory_warehouses',
  'stocking_factors',
  'on_hands',
] as const satisfies readonly TMirrorEntity[];
export type TChunkedEntity = (typeof CHUNKED_ENTITIES)[number];
/** An entity kept one row per record, in its own Dexie table. */
export type TRowEntity = Exclude<TMirrorEntity, TChunkedEntity>;

export function isChunked(entity: TMirrorEntity): entity is TChunkedEntity {
  return (CHUNKED_ENTITIES as readonly TMirrorEntity[]).includes(entity);
}

/** One chunk: rows of one entity as arrays in the order of `columns` (`key` first). */
export type TMirrorChunk = {
  /** `${entity}:${n}`, n zero-padded so chunks sort in order. */
  id: string;
  entity: TChunkedEntity;
  n: number;
  columns: string[];
  rows: unknown[][];
};

export const chunkId = (entity: TChunkedEntity, n: number) =>
  `${entity}:${String(n).padStart(6, '0')}`;

/**
 * Dexie index syntax: `&key` is the primary key; the rest are the lookups floor screens
 * make, and nothing more. The indexed lookup columns are not the server's: MIRROR_LOOKUPS
 * fills them.
 */
export const MIRROR_SCHEMA: Record<TRowEntity, string> = {
  warehouses: '&key',
  dock_locations: '&key',
  pick_areas: '&key',
  pick_sections: '&key',
  work_centres: '&key',
  reason_codes: '&key',
  load_object_types: '&key',
  picks: '&key, pick_id',
  pick_lines: '&key, pick_id',
  job_types: '&key',
  jobs: '&key, job_id, job_reference_lc',
  job_timesheets: '&key, job_id',
  containers: '&key, container_number, sscc_number, barcode',
  container_contents: '&key, container_id',
};

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The key a scanned or stored barcode is compared by: a GTIN in its 14-digit form (so an
 * EAN-13 on file matches a GTIN-14 scan), anything else trimmed and lower-cased. Lookups
 * then need one exact hit, not a list of variants.
 */
export function barcodeKey(code: string): string {
  return toGtin14(code) ?? code.trim().toLowerCase();
}

/** A lookup column: made from one of the server's columns. */
export type TMirrorLookup = { from: string; make: (value: unknown) => string };

/** The mirror's own lookup columns of each entity (case-free codes, GTIN-14s, barcode keys). */
export const MIRROR_LOOKUPS: Partial<Record<TMirrorEntity, Record<string, TMirrorLookup>>> = {
  locations: {
    location_lc: { from: 'location', make: lower },
    barcode_lc: { from: 'barcode', make: lower },
  },
  inventory: {
    inventory_code_lc: { from: 'inventory_code', make: lower },
    gtin14: { from: 'gtin', make: (v) => (typeof v === 'string' ? (toGtin14(v) ?? '') : '') },
  },
  stocking_factors: {
    barcode_key: {
      from: 'barcode',
      make: (v) => (typeof v === 'string' && v ? barcodeKey(v) : ''),
    },
  },
  // The stock at a location, to check a write off or a move before it is queued.
  on_hands: { location_lc: { from: 'location', make: lower } },
  jobs: { job_reference_lc: { from: 'job_reference', make: lower } },
};

/** The indexes of the first schema, kept so an older device upgrades from them. */
const VERSION_1_MIRROR: Record<TMirrorEntity, string> = {
  warehouses: '&key',
  dock_locations: '&key, warehouse, barcode',
  pick_areas: '&key, warehouse',
  pick_sections: '&key, warehouse',
  work_centres: '&key, warehouse',
  locations: '&key, warehouse, location_lc, barcode_lc, pick_section',
  inventory: '&key, inventory_code_lc, gtin',
  inventory_warehouses: '&key, inventory_code, warehouse',
  stocking_factors: '&key, inventory_code, barcode',
  on_hands: '&key, [location+inventory_code], inventory_code, location',
  reason_codes: '&key',
  load_object_types: '&key',
  picks: '&key, pick_id, status, sales_order_id',
  pick_lines: '&key, pick_id',
  job_types: '&key, job_type',
  jobs: '&key, job_id, job_reference_lc, status',
  job_timesheets: '&key, job_id, user_id',
  containers: '&key, container_number, sscc_number, barcode',
  container_contents: '&key, container_id',
};

/** A row as the mirror keeps it: the server's columns, its key, and its lookup columns. */
export function mirrorRow(entity: TMirrorEntity, row: Record<string, unknown>): TMirrorRow {
  const key = typeof row.key === 'string' ? row.key : mirrorKey(entity, row);
  const out: TMirrorRow = { ...row, key };
  const lookups = MIRROR_LOOKUPS[entity];
  if (lookups) for (const [name, l] of Object.entries(lookups)) out[name] = l.make(out[l.from]);
  return out;
}

type MirrorTables = { [E in TRowEntity]: Table<TMirrorRow, string> };

export class FloorDb extends Dexie {
  cursors!: Table<TMirrorCursor, TMirrorEntity>;
  outbox!: EntityTable<TOutboxEntry, 'seq'>;
  packNumbers!: Table<TReservedPackNumber, string>;
  device!: Table<TDeviceFact, string>;
  chunks!: Table<TMirrorChunk, string>;

  constructor(name = 'wms-floor') {
    super(name);
    const stores = {
      cursors: '&entity',
      outbox: '++seq, &id, status, site_id',
      packNumbers: '&container_number, site_id, used_by',
      device: '&name',
    };
    this.version(1).stores({ ...VERSION_1_MIRROR, ...stores });
    // Version 2: the large entities in chunks, leaner indexes, normalised lookup columns.
    // The mirror is a copy of the server's data: it is emptied and loads again on the next
    // refresh. The outbox and the reserved pack numbers are kept.
    const dropped = Object.fromEntries(CHUNKED_ENTITIES.map((e) => [e, null]));
    this.version(2)
      .stores({ ...MIRROR_SCHEMA, ...dropped, chunks: '&id, entity', ...stores })
      .upgrade(async (tx) => {
        await Promise.all(Object.keys(MIRROR_SCHEMA).map((name) => tx.table(name).clear()));
        await tx.table('cursors').clear();
      });
  }

  /** The mirror table of an entity kept a row per record (see src/offline/mirror-store.ts). */
  mirror<E extends TRowEntity>(entity: E): MirrorTables[E] {
    return this.table(entity) as MirrorTables[E];
  }
}

/** The app's one device database. */
export const floorDb = new FloorDb();
