import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quantity, updatedAt } from './columns';
import { wms } from './wms';

/** Quantities are exact decimals (kilograms of fish, cartons of 12), read as numbers. */

/**
 * An inventory item of a site (document 2 "Inventory"). `unit_of_measure` is the base unit
 * every quantity in the ledger is counted in; `tracking_type` says whether the item carries
 * a serial or batch number (document 3 "Tracking type").
 */
export const inventory = wms.table(
  'inventory',
  {
    site_id: text('site_id').notNull(),
    inventory_code: text('inventory_code').notNull(),
    inventory_description: text('inventory_description').notNull().default(''),
    unit_of_measure: text('unit_of_measure').notNull().default('EA'),
    storage: text('storage').notNull().default(''),
    storage_group: text('storage_group').notNull().default(''),
    tracking_type: text('tracking_type').notNull().default(''),
    gtin: text('gtin').notNull().default(''),
    category: text('category').notNull().default(''),
    active: boolean('active').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.inventory_code] }),
    index('inventory_gtin_idx').on(t.site_id, t.gtin),
  ],
);

/** An item's settings per warehouse (document 2 "warehouse_info"): its pick face. */
export const inventoryWarehouses = wms.table(
  'inventory_warehouses',
  {
    site_id: text('site_id').notNull(),
    inventory_code: text('inventory_code').notNull(),
    warehouse: text('warehouse').notNull(),
    pick_face: text('pick_face').notNull().default(''),
    min_on_hand: quantity('min_on_hand').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.inventory_code, t.warehouse] }),
    foreignKey({
      name: 'inventory_warehouses_inventory_fk',
      columns: [t.site_id, t.inventory_code],
      foreignColumns: [inventory.site_id, inventory.inventory_code],
    }).onDelete('cascade'),
  ],
);

/**
 * A unit an item is handled in (document 2 "Stocking factor"): a carton of 12 with its own
 * barcode, weight (kg) and dimensions (cm; `length` is shown as Width).
 */
export const stockingFactors = wms.table(
  'stocking_factors',
  {
    site_id: text('site_id').notNull(),
    stocking_factor_id: integer('stocking_factor_id').generatedAlwaysAsIdentity(),
    inventory_code: text('inventory_code').notNull(),
    unit_of_measure: text('unit_of_measure').notNull(),
    barcode: text('barcode').notNull().default(''),
    pack_size: quantity('pack_size').notNull().default(1),
    weight: quantity('weight').notNull().default(0),
    height: quantity('height').notNull().default(0),
    length: quantity('length').notNull().default(0),
    depth: quantity('depth').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.stocking_factor_id] }),
    uniqueIndex('stocking_factors_unit_uq').on(t.site_id, t.inventory_code, t.unit_of_measure),
    index('stocking_factors_barcode_idx').on(t.site_id, t.barcode),
    foreignKey({
      name: 'stocking_factors_inventory_fk',
      columns: [t.site_id, t.inventory_code],
      foreignColumns: [inventory.site_id, inventory.inventory_code],
    }).onDelete('cascade'),
  ],
);

/**
 * A serial or batch number of an item (document 2 "Serial batch") with its date code
 * (ISO date, '' when none) and its quarantine / recall flags.
 */
export const serialBatches = wms.table(
  'serial_batches',
  {
    site_id: text('site_id').notNull(),
    inventory_code: text('inventory_code').notNull(),
    serial_batch: text('serial_batch').notNull(),
    date_code: text('date_code').notNull().default(''),
    quarantine: boolean('quarantine').notNull().default(false),
    recall: boolean('recall').notNull().default(false),
    recall_reason: text('recall_reason').notNull().default(''),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.inventory_code, t.serial_batch] }),
    index('serial_batches_date_code_idx').on(t.site_id, t.date_code),
    foreignKey({
      name: 'serial_batches_inventory_fk',
      columns: [t.site_id, t.inventory_code],
      foreignColumns: [inventory.site_id, inventory.inventory_code],
    }).onDelete('cascade'),
  ],
);

/**
 * What is on hand (document 2 "On-hand row"): one row per site, warehouse, location, item,
 * serial/batch and date code. It changes only through movement rows written in the same
 * transaction (server/areas/stock ledger); a row reaching zero is removed. `location` is a
 * location or dock location code of the warehouse.
 */
export const onHands = wms.table(
  'on_hands',
  {
    site_id: text('site_id').notNull(),
    on_hand_id: bigint('on_hand_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    location: text('location').notNull(),
    inventory_code: text('inventory_code').notNull(),
    serial_batch: text('serial_batch').notNull().default(''),
    date_code: text('date_code').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.on_hand_id] }),
    uniqueIndex('on_hands_key_uq').on(
      t.site_id,
      t.warehouse,
      t.location,
      t.inventory_code,
      t.serial_batch,
      t.date_code,
    ),
    index('on_hands_inventory_idx').on(t.site_id, t.inventory_code, t.warehouse),
    foreignKey({
      name: 'on_hands_inventory_fk',
      columns: [t.site_id, t.inventory_code],
      foreignColumns: [inventory.site_id, inventory.inventory_code],
    }).onDelete('restrict'),
    check('on_hands_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * The stock ledger (document 2 "Movement"): every change of an on-hand quantity, never
 * updated or deleted (the database refuses it, server/db/ledger.ts) except for the ERP
 * fields the process queue sets. `from_location` is '' for a write on, `to_location` '' for
 * a write off. `movement_type` says what made it: WRITE_OFF, WRITE_ON, TRANSFER, PICK,
 * RECEIPT, PUT_AWAY.
 */
export const movements = wms.table(
  'movements',
  {
    site_id: text('site_id').notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** When the server received (wrote) it. */
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When it was done on the device: its envelope's done_at, when believable
     * (src/contract/device-time.ts; migration 0035). Null: done when received (`timestamp`).
     */
    done_at: timestamp('done_at', { withTimezone: true }),
    /** The device's clock as the write carried it, believed or not; null when none was sent. */
    device_time: timestamp('device_time', { withTimezone: true }),
    operator: text('operator').notNull(),
    movement_type: text('movement_type').notNull(),
    warehouse: text('warehouse').notNull(),
    inventory_code: text('inventory_code').notNull(),
    from_location: text('from_location').notNull().default(''),
    to_location: text('to_location').notNull().default(''),
    serial_batch: text('serial_batch').notNull().default(''),
    date_code: text('date_code').notNull().default(''),
    movement_qty: quantity('movement_qty').notNull(),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    request_id: text('request_id'),
    erp_id: text('erp_id').notNull().default(''),
    erp_action: text('erp_action').notNull().default(''),
    wms_status: text('wms_status').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.movement_id] }),
    index('movements_inventory_idx').on(t.site_id, t.warehouse, t.inventory_code, t.timestamp),
    index('movements_from_idx').on(t.site_id, t.warehouse, t.from_location, t.timestamp),
    index('movements_to_idx').on(t.site_id, t.warehouse, t.to_location, t.timestamp),
    index('movements_time_idx').on(t.site_id, t.warehouse, t.timestamp),
    index('movements_erp_error_idx')
      .on(t.site_id, t.warehouse, t.timestamp)
      .where(sql`${t.erp_id} = 'ERROR'`),
    // The process queue: movements waiting for the ERP (an ERP action set) are few.
    index('movements_erp_action_idx')
      .on(t.site_id, t.warehouse, t.timestamp)
      .where(sql`${t.erp_action} <> ''`),
    foreignKey({
      name: 'movements_inventory_fk',
      columns: [t.site_id, t.inventory_code],
      foreignColumns: [inventory.site_id, inventory.inventory_code],
    }).onDelete('restrict'),
    check('movements_quantity_positive', sql`${t.movement_qty} > 0`),
  ],
);
