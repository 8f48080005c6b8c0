import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
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
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.delivery_docket_id] }),
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
