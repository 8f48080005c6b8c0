import Dexie, { type EntityTable, type Table } from 'dexie';
import type { TMirrorEntity, TOutboxEntry } from '../contract/sync';

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
 * Dexie index syntax: `&key` is the primary key; the rest are the lookups scans and floor
 * screens need. Lower-cased columns (`*_lc`) are filled by the mirror for case-free scans.
 */
export const MIRROR_SCHEMA: Record<TMirrorEntity, string> = {
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

type MirrorTables = { [E in TMirrorEntity]: Table<TMirrorRow, string> };

export class FloorDb extends Dexie {
  cursors!: Table<TMirrorCursor, TMirrorEntity>;
  outbox!: EntityTable<TOutboxEntry, 'seq'>;
  packNumbers!: Table<TReservedPackNumber, string>;
  device!: Table<TDeviceFact, string>;

  constructor(name = 'wms-floor') {
    super(name);
    this.version(1).stores({
      ...MIRROR_SCHEMA,
      cursors: '&entity',
      outbox: '++seq, &id, status, site_id',
      packNumbers: '&container_number, site_id, used_by',
      device: '&name',
    });
  }

  /** The mirror table of an entity. */
  mirror<E extends TMirrorEntity>(entity: E): MirrorTables[E] {
    return this.table(entity) as MirrorTables[E];
  }
}

/** The app's one device database. */
export const floorDb = new FloorDb();
