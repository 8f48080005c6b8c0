import {
  boolean,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { siteRef } from './columns';
import { wms } from './wms';

/** A warehouse of a site (document 3 "Warehouse"). Its dock locations and pick areas follow. */
export const warehouses = wms.table(
  'warehouses',
  {
    site_id: siteRef(),
    warehouse: text('warehouse').notNull(),
    warehouse_id: integer('warehouse_id').notNull().default(0),
    warehouse_name: text('warehouse_name').notNull(),
    warehouse_address: text('warehouse_address'),
    local_timezone: text('local_timezone'),
    receipt_to_location: boolean('receipt_to_location').notNull().default(true),
    printer_url: text('printer_url'),
    printer_port: integer('printer_port').notNull().default(0),
    no_despatch_prints: integer('no_despatch_prints').notNull().default(1),
    ignore_erp_so_date_changes: boolean('ignore_erp_so_date_changes').notNull().default(false),
    ignore_erp_so_run_changes: boolean('ignore_erp_so_run_changes').notNull().default(false),
    external_run_sequencing: boolean('external_run_sequencing').notNull().default(false),
    active: boolean('active').notNull().default(true),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.warehouse] })],
);

/** A printer set (document 3 "Printer set"); its printers and label map come with the printing issue. */
export const printerSets = wms.table(
  'printer_sets',
  {
    site_id: siteRef(),
    printer_set: text('printer_set').notNull(),
    printer_set_name: text('printer_set_name').notNull(),
    warehouse: text('warehouse'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.printer_set] })],
);

/** A run set (document 3 "Run set"): a named group of runs of one warehouse (runs.runset_id). */
export const runSets = wms.table(
  'run_sets',
  {
    site_id: siteRef(),
    runset_id: text('runset_id').notNull(),
    runset_name: text('runset_name').notNull(),
    warehouse: text('warehouse').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.runset_id] })],
);

/** A work centre of a warehouse (document 3 "Work centre"). */
export const workCentres = wms.table(
  'work_centres',
  {
    site_id: siteRef(),
    warehouse: text('warehouse').notNull(),
    work_centre: text('work_centre').notNull(),
    work_centre_name: text('work_centre_name').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.warehouse, t.work_centre] })],
);

/** A storage type of a site (document 3 "Storage"): what a location or pick section holds. */
export const storage = wms.table(
  'storage',
  {
    site_id: siteRef(),
    storage: text('storage').notNull(),
    storage_name: text('storage_name').notNull(),
    strict_storage: boolean('strict_storage').notNull().default(false),
    tile_colour: text('tile_colour').notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.storage] })],
);

/** A dock location of a warehouse (document 3 "Dock location"). */
export const dockLocations = wms.table(
  'dock_locations',
  {
    site_id: text('site_id').notNull(),
    warehouse: text('warehouse').notNull(),
    dock_location: text('dock_location').notNull(),
    dock_location_name: text('dock_location_name').notNull(),
    barcode: text('barcode').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.warehouse, t.dock_location] }),
    foreignKey({
      columns: [t.site_id, t.warehouse],
      foreignColumns: [warehouses.site_id, warehouses.warehouse],
    }).onDelete('cascade'),
  ],
);

/** A pick area of a warehouse (document 3 "Pick area"); it holds pick sections. */
export const pickAreas = wms.table(
  'pick_areas',
  {
    site_id: text('site_id').notNull(),
    warehouse: text('warehouse').notNull(),
    pick_area: text('pick_area').notNull(),
    pick_area_name: text('pick_area_name').notNull(),
    barcode: text('barcode').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.warehouse, t.pick_area] }),
    foreignKey({
      columns: [t.site_id, t.warehouse],
      foreignColumns: [warehouses.site_id, warehouses.warehouse],
    }).onDelete('cascade'),
  ],
);

/** A pick section of a pick area (document 3 "Pick section"); its storage must exist. */
export const pickSections = wms.table(
  'pick_sections',
  {
    site_id: text('site_id').notNull(),
    warehouse: text('warehouse').notNull(),
    pick_area: text('pick_area').notNull(),
    pick_section: text('pick_section').notNull(),
    pick_section_name: text('pick_section_name').notNull(),
    storage: text('storage').notNull(),
    barcode: text('barcode').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.warehouse, t.pick_area, t.pick_section] }),
    foreignKey({
      name: 'pick_sections_pick_area_fk',
      columns: [t.site_id, t.warehouse, t.pick_area],
      foreignColumns: [pickAreas.site_id, pickAreas.warehouse, pickAreas.pick_area],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pick_sections_storage_fk',
      columns: [t.site_id, t.storage],
      foreignColumns: [storage.site_id, storage.storage],
    }).onDelete('restrict'),
    index('pick_sections_storage_idx').on(t.site_id, t.storage),
  ],
);

/**
 * A location of a warehouse (document 3 "Location (warehouse)"): where stock sits. Its pick
 * section must exist in the warehouse and its storage at the site (checked on save).
 */
export const locations = wms.table(
  'locations',
  {
    site_id: text('site_id').notNull(),
    location_id: integer('location_id').generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    location: text('location').notNull(),
    location_name: text('location_name').notNull().default(''),
    pick_area: text('pick_area').notNull().default(''),
    pick_section: text('pick_section').notNull().default(''),
    storage: text('storage').notNull(),
    location_type: integer('location_type').notNull().default(4),
    barcode: text('barcode').notNull().default(''),
    aisle: text('aisle').notNull().default(''),
    bay: text('bay').notNull().default(''),
    level: text('level').notNull().default(''),
    height: integer('height').notNull().default(0),
    width: integer('width').notNull().default(0),
    depth: integer('depth').notNull().default(0),
    pick_sequence: integer('pick_sequence').notNull().default(0),
    erp_warehouse: text('erp_warehouse').notNull().default(''),
    erp_location: text('erp_location').notNull().default(''),
    active: boolean('active').notNull().default(true),
    quarantine: boolean('quarantine').notNull().default(false),
    exclude_from_available: boolean('exclude_from_available').notNull().default(false),
    offline_location: text('offline_location').notNull().default(''),
    internal_location: boolean('internal_location').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.location_id] }),
    uniqueIndex('locations_location_uq').on(t.site_id, t.warehouse, t.location),
    index('locations_section_seq_idx').on(t.site_id, t.pick_section, t.pick_sequence),
    index('locations_barcode_idx').on(t.site_id, t.warehouse, t.barcode),
    foreignKey({
      name: 'locations_warehouse_fk',
      columns: [t.site_id, t.warehouse],
      foreignColumns: [warehouses.site_id, warehouses.warehouse],
    }).onDelete('cascade'),
  ],
);
