import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quantity, stamps } from './columns';
import { wms } from './wms';

/*
 * Delivery dockets (document 1 "Delivery docket", document 2 "Purchase order"
 * delivery_dockets): what arrived against a purchase order. Receipts (bookins) and put-aways
 * follow in the orders issue.
 */

/**
 * A delivery docket. wms_status: Received, Part Received, Checked, Error, Complete
 * (document 1 section 4); docket_status RECEIVED makes its order PUT_AWAY (document 2);
 * erp_id LOCKED / ERROR / '' (Unprocessed) drive the order's derived ERP status.
 */
export const deliveryDockets = wms.table(
  'delivery_dockets',
  {
    site_id: text('site_id').notNull(),
    delivery_docket_id: integer('delivery_docket_id').generatedAlwaysAsIdentity(),
    delivery_docket: text('delivery_docket').notNull(),
    purchase_order_id: integer('purchase_order_id').notNull(),
    warehouse: text('warehouse').notNull(),
    received_date: date('received_date', { mode: 'string' }),
    expected_date: date('expected_date', { mode: 'string' }),
    finalised_date: date('finalised_date', { mode: 'string' }),
    docket_status: text('docket_status').notNull().default(''),
    wms_status: text('wms_status').notNull().default('Received'),
    erp_status: text('erp_status').notNull().default('Pending Receipt'),
    erp_id: text('erp_id').notNull().default(''),
    erp_reference: text('erp_reference').notNull().default(''),
    erp_action: text('erp_action').notNull().default(''),
    hold: boolean('hold').notNull().default(false),
    delivery_instructions: text('delivery_instructions').notNull().default(''),
    received_by: text('received_by').notNull().default(''),
    /** The bookin (receipt) it arrived in; null until booked in. */
    booking_id: integer('booking_id'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.delivery_docket_id] }),
    index('delivery_dockets_booking_idx').on(t.site_id, t.booking_id),
    uniqueIndex('delivery_dockets_number_uq').on(t.site_id, t.delivery_docket),
    index('delivery_dockets_po_idx').on(t.site_id, t.purchase_order_id),
    index('delivery_dockets_received_idx').on(t.site_id, t.warehouse, t.received_date),
  ],
);

/** A docket line: cartons (base units) received against a purchase order line. */
export const deliveryDocketLines = wms.table(
  'delivery_docket_lines',
  {
    site_id: text('site_id').notNull(),
    delivery_docket_id: integer('delivery_docket_id').notNull(),
    line_no: integer('line_no').notNull(),
    purchase_order_line: integer('purchase_order_line').notNull(),
    inventory_code: text('inventory_code').notNull(),
    description: text('description').notNull().default(''),
    quantity_ordered: quantity('quantity_ordered').notNull(),
    carton_qty: quantity('carton_qty').notNull().default(0),
    serial_batch: text('serial_batch').notNull().default(''),
    date_code: text('date_code').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.delivery_docket_id, t.line_no] }),
    index('delivery_docket_lines_inventory_idx').on(t.site_id, t.inventory_code),
    foreignKey({
      name: 'delivery_docket_lines_docket_fk',
      columns: [t.site_id, t.delivery_docket_id],
      foreignColumns: [deliveryDockets.site_id, deliveryDockets.delivery_docket_id],
    }).onDelete('cascade'),
  ],
);

/**
 * A bookin (document 2 "Bookin", Bookin Management /ev_dd): one supplier delivery booked in
 * at a warehouse, holding one or more dockets (delivery_dockets.booking_id). receiving_status
 * Opened while it is being received; docket_status Checked once its dockets are checked.
 */
export const bookins = wms.table(
  'bookins',
  {
    site_id: text('site_id').notNull(),
    booking_id: integer('booking_id').generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    supplier_code: text('supplier_code').notNull(),
    booking_date: date('booking_date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    docket_status: text('docket_status').notNull().default(''),
    receiving_status: text('receiving_status').notNull().default(''),
    received_by: text('received_by').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.booking_id] }),
    index('bookins_date_idx').on(t.site_id, t.warehouse, t.booking_date),
  ],
);

/**
 * A put-away (document 2 bookin put_aways): a received pallet or carton (its barcode) waiting
 * at the receiving location, then moved to `location`. put_away_at is set when it is put away.
 */
export const putAways = wms.table(
  'put_aways',
  {
    site_id: text('site_id').notNull(),
    put_away_id: integer('put_away_id').generatedAlwaysAsIdentity(),
    booking_id: integer('booking_id').notNull(),
    warehouse: text('warehouse').notNull(),
    barcode: text('barcode').notNull(),
    from_location: text('from_location').notNull(),
    location: text('location').notNull().default(''),
    put_away_by: text('put_away_by').notNull().default(''),
    put_away_at: timestamp('put_away_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.put_away_id] }),
    uniqueIndex('put_aways_barcode_uq').on(t.site_id, t.barcode),
    index('put_aways_booking_idx').on(t.site_id, t.booking_id),
    foreignKey({
      name: 'put_aways_booking_fk',
      columns: [t.site_id, t.booking_id],
      foreignColumns: [bookins.site_id, bookins.booking_id],
    }).onDelete('cascade'),
  ],
);

/** What a put-away holds (document 2: contents with inventory code and description). */
export const putAwayContents = wms.table(
  'put_away_contents',
  {
    site_id: text('site_id').notNull(),
    put_away_id: integer('put_away_id').notNull(),
    line_no: integer('line_no').notNull(),
    inventory_code: text('inventory_code').notNull(),
    description: text('description').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    serial_batch: text('serial_batch').notNull().default(''),
    date_code: text('date_code').notNull().default(''),
    delivery_docket_id: integer('delivery_docket_id'),
    docket_line_no: integer('docket_line_no'),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.put_away_id, t.line_no] }),
    foreignKey({
      name: 'put_away_contents_put_away_fk',
      columns: [t.site_id, t.put_away_id],
      foreignColumns: [putAways.site_id, putAways.put_away_id],
    }).onDelete('cascade'),
  ],
);
