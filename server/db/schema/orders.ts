import { sql } from 'drizzle-orm';
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
import { runSettingsColumns } from './run-settings';
import { wms } from './wms';

/*
 * The order tables the stock ledger reads committed and incoming quantities from. The orders
 * issue adds their screens, picks, dockets and receipts; the columns here are document 2's.
 */

/** A customer of a site (document 1 "Customer"). */
export const customers = wms.table(
  'customers',
  {
    site_id: text('site_id').notNull(),
    customer_code: text('customer_code').notNull(),
    customer_name: text('customer_name').notNull(),
    delivery_address_1: text('delivery_address_1').notNull().default(''),
    delivery_address_2: text('delivery_address_2').notNull().default(''),
    delivery_suburb: text('delivery_suburb').notNull().default(''),
    delivery_state: text('delivery_state').notNull().default(''),
    delivery_postcode: text('delivery_postcode').notNull().default(''),
    delivery_country: text('delivery_country').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.customer_code] })],
);

/** A supplier of a site (served like customers, seeds README). */
export const suppliers = wms.table(
  'suppliers',
  {
    site_id: text('site_id').notNull(),
    supplier_code: text('supplier_code').notNull(),
    supplier_name: text('supplier_name').notNull(),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.supplier_code] })],
);

/**
 * A delivery run of a warehouse (document 3 "Run"). A run belongs to at most one run set
 * (`runset_id`): the set's runs are the runs naming it.
 */
export const runs = wms.table(
  'runs',
  {
    site_id: text('site_id').notNull(),
    run_id: integer('run_id').generatedAlwaysAsIdentity(),
    run: text('run').notNull(),
    run_name: text('run_name').notNull(),
    warehouse: text('warehouse').notNull(),
    runset_id: text('runset_id'),
    run_type: text('run_type').notNull().default('Single'),
    delivery_pickup: text('delivery_pickup').notNull().default('Pickup'),
    active: boolean('active').notNull().default(true),
    ...runSettingsColumns(),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.run_id] }),
    uniqueIndex('runs_run_uq').on(t.site_id, t.warehouse, t.run),
  ],
);

/** A sales order header (document 2 "Sales order"). Missing status means new. */
export const salesOrders = wms.table(
  'sales_orders',
  {
    site_id: text('site_id').notNull(),
    sales_order_id: integer('sales_order_id').generatedAlwaysAsIdentity(),
    sales_order: text('sales_order').notNull(),
    warehouse: text('warehouse').notNull(),
    customer_code: text('customer_code').notNull(),
    customer_order: text('customer_order').notNull().default(''),
    run_id: integer('run_id'),
    required_date: date('required_date', { mode: 'string' }).notNull(),
    wms_status: text('wms_status').notNull().default('new'),
    erp_status: text('erp_status').notNull().default('Pending Fulfilment'),
    hold: boolean('hold').notNull().default(false),
    review_reason: text('review_reason').notNull().default(''),
    type: text('type').notNull().default(''),
    erp_id: text('erp_id').notNull().default(''),
    erp_action: text('erp_action').notNull().default(''),
    connote: text('connote').notNull().default(''),
    delivery_instructions: text('delivery_instructions').notNull().default(''),
    delivery_address_1: text('delivery_address_1').notNull().default(''),
    delivery_address_2: text('delivery_address_2').notNull().default(''),
    delivery_suburb: text('delivery_suburb').notNull().default(''),
    delivery_state: text('delivery_state').notNull().default(''),
    delivery_postcode: text('delivery_postcode').notNull().default(''),
    delivery_country: text('delivery_country').notNull().default(''),
    locked_user: text('locked_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.sales_order_id] }),
    uniqueIndex('sales_orders_number_uq').on(t.site_id, t.sales_order),
    index('sales_orders_required_idx').on(t.site_id, t.warehouse, t.required_date),
    index('sales_orders_customer_idx').on(t.site_id, t.customer_code, t.required_date),
    // Term search (contains, case-insensitive) on the order and customer order numbers:
    // trigram indexes (pg_trgm) find the few matches among 100k+ orders without a scan.
    index('sales_orders_number_trgm').using('gin', t.sales_order.op('gin_trgm_ops')),
    index('sales_orders_customer_order_trgm').using('gin', t.customer_order.op('gin_trgm_ops')),
    // Held orders and those needing attention are few: partial indexes list them directly.
    index('sales_orders_hold_idx')
      .on(t.site_id, t.warehouse, t.required_date)
      .where(sql`${t.hold}`),
    index('sales_orders_attention_idx')
      .on(t.site_id, t.warehouse, t.required_date)
      .where(sql`(${t.erp_action} <> '' OR upper(${t.erp_status}) = 'ERROR')`),
  ],
);

/**
 * A sales order line. Quantities are in `stocking_factor_unit`; `pack_size` base units each.
 * What is still to be supplied of an open order is committed stock.
 */
export const salesOrderLines = wms.table(
  'sales_order_lines',
  {
    site_id: text('site_id').notNull(),
    sales_order_id: integer('sales_order_id').notNull(),
    line_no: integer('line_no').notNull(),
    inventory_code: text('inventory_code').notNull(),
    description: text('description').notNull().default(''),
    stocking_factor_unit: text('stocking_factor_unit').notNull().default('EA'),
    pack_size: quantity('pack_size').notNull().default(1),
    quantity_ordered: quantity('quantity_ordered').notNull(),
    quantity_supplied: quantity('quantity_supplied').notNull().default(0),
    short_supply_reason: text('short_supply_reason').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.sales_order_id, t.line_no] }),
    index('sales_order_lines_inventory_idx').on(t.site_id, t.inventory_code),
    // The Inventory search: lines whose code starts with the term, case-insensitively.
    index('sales_order_lines_inventory_prefix_idx').on(
      t.site_id,
      sql`lower(${t.inventory_code}) text_pattern_ops`,
    ),
    foreignKey({
      name: 'sales_order_lines_order_fk',
      columns: [t.site_id, t.sales_order_id],
      foreignColumns: [salesOrders.site_id, salesOrders.sales_order_id],
    }).onDelete('cascade'),
  ],
);

/** A purchase order header (document 2 "Purchase order"). `expected_date` is its close date. */
export const purchaseOrders = wms.table(
  'purchase_orders',
  {
    site_id: text('site_id').notNull(),
    purchase_order_id: integer('purchase_order_id').generatedAlwaysAsIdentity(),
    purchase_order: text('purchase_order').notNull(),
    warehouse: text('warehouse').notNull(),
    supplier_code: text('supplier_code').notNull(),
    run_id: integer('run_id'),
    expected_date: date('expected_date', { mode: 'string' }).notNull(),
    wms_status: text('wms_status').notNull().default('new'),
    erp_status: text('erp_status').notNull().default('Pending Receipt'),
    hold: boolean('hold').notNull().default(false),
    delivery_instructions: text('delivery_instructions').notNull().default(''),
    erp_id: text('erp_id').notNull().default(''),
    erp_action: text('erp_action').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.purchase_order_id] }),
    uniqueIndex('purchase_orders_number_uq').on(t.site_id, t.purchase_order),
    index('purchase_orders_expected_idx').on(t.site_id, t.warehouse, t.expected_date),
  ],
);

/** A purchase order line; what is still to be received is incoming stock. */
export const purchaseOrderLines = wms.table(
  'purchase_order_lines',
  {
    site_id: text('site_id').notNull(),
    purchase_order_id: integer('purchase_order_id').notNull(),
    purchase_order_line: integer('purchase_order_line').notNull(),
    inventory_code: text('inventory_code').notNull(),
    description: text('description').notNull().default(''),
    supplier_catalogue: text('supplier_catalogue').notNull().default(''),
    unit_of_measure: text('unit_of_measure').notNull().default('EA'),
    pack_size: quantity('pack_size').notNull().default(1),
    unit_price: quantity('unit_price').notNull().default(0),
    quantity_ordered: quantity('quantity_ordered').notNull(),
    quantity_received: quantity('quantity_received').notNull().default(0),
    instructions: text('instructions').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.purchase_order_id, t.purchase_order_line] }),
    index('purchase_order_lines_inventory_idx').on(t.site_id, t.inventory_code),
    foreignKey({
      name: 'purchase_order_lines_order_fk',
      columns: [t.site_id, t.purchase_order_id],
      foreignColumns: [purchaseOrders.site_id, purchaseOrders.purchase_order_id],
    }).onDelete('cascade'),
  ],
);
