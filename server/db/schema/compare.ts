import { bigint, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { quantity } from './columns';
import { wms } from './wms';

/*
 * The comparison report (document 1 "Comparison item", "Comparison movement"): the ERP's own
 * stock figures of a warehouse, as the ERP connector last loaded them, and the ledger movements
 * the report wrote to bring the product's stock in line with them.
 */

/**
 * What the ERP says is on hand, per warehouse, item, serial/batch and date code, as at the
 * moment the ERP took the figures (`as_at`). A load replaces a warehouse's figures whole.
 */
export const erpOnHands = wms.table(
  'erp_on_hands',
  {
    site_id: text('site_id').notNull(),
    warehouse: text('warehouse').notNull(),
    inventory_code: text('inventory_code').notNull(),
    serial_batch: text('serial_batch').notNull().default(''),
    date_code: text('date_code').notNull().default(''),
    erp_on_hand: quantity('erp_on_hand').notNull(),
    as_at: timestamp('as_at', { withTimezone: true }).notNull(),
    loaded_by: text('loaded_by').notNull().default(''),
  },
  (t) => [
    primaryKey({
      columns: [t.site_id, t.warehouse, t.inventory_code, t.serial_batch, t.date_code],
    }),
  ],
);

/**
 * A Write On or Write Off the comparison report processed (a movement of the ledger). These
 * bring the product in line with the ERP, so they never adjust the ERP figure.
 */
export const comparisonCorrections = wms.table(
  'comparison_corrections',
  {
    site_id: text('site_id').notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    line: integer('line').notNull(),
    processed_by: text('processed_by').notNull(),
    processed_at: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.movement_id] })],
);
