import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { salesOrders } from './orders';
import { wms } from './wms';

/*
 * Fulfilment: picks of sales orders, their lines and the attempts pickers make,
 * the reason codes a short pick may give, and the shifts the dashboard filters by. A pick
 * attempt moves stock through the ledger (server/areas/stock/ledger.ts) from the pick face
 * to the warehouse's dock location in the same transaction.
 */

/** A reason code (document 3 "Reason code"); picking offers those with use_on_picking. */
export const reasonCodes = wms.table(
  'reason_codes',
  {
    site_id: text('site_id').notNull(),
    reason_id: integer('reason_id').generatedAlwaysAsIdentity(),
    reason_code: text('reason_code').notNull(),
    description: text('description').notNull().default(''),
    use_on_receipt: boolean('use_on_receipt').notNull().default(false),
    use_on_picking: boolean('use_on_picking').notNull().default(false),
    use_on_delivery: boolean('use_on_delivery').notNull().default(false),
    use_on_stock_check: boolean('use_on_stock_check').notNull().default(false),
    require_photo: boolean('require_photo').notNull().default(false),
    capture_signature: boolean('capture_signature').notNull().default(false),
    de_pick: boolean('de_pick').notNull().default(false),
    need_replenish: boolean('need_replenish').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.reason_id] }),
    uniqueIndex('reason_codes_code_uq').on(t.site_id, t.reason_code),
  ],
);

/** A shift (document 3 "Shift"): hours in the warehouse's local time, end may pass midnight. */
export const shifts = wms.table(
  'shifts',
  {
    site_id: text('site_id').notNull(),
    shift: text('shift').notNull(),
    shift_name: text('shift_name').notNull(),
    start_hour: integer('start_hour').notNull().default(0),
    end_hour: integer('end_hour').notNull().default(0),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.shift] })],
);

/**
 * A pick (document 2 "Pick"): the lines of one sales order in one pick section of a run.
 * status: new (unstarted), in_progress (a line attempted), complete (every line picked or
 * short, or force-completed). `locked_user` is the picker holding it.
 */
export const picks = wms.table(
  'picks',
  {
    site_id: text('site_id').notNull(),
    pick_id: integer('pick_id').generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    run_id: integer('run_id'),
    sales_order_id: integer('sales_order_id').notNull(),
    pick_area: text('pick_area').notNull().default(''),
    pick_section: text('pick_section').notNull().default(''),
    pick_section_name: text('pick_section_name').notNull().default(''),
    pick_type: text('pick_type').notNull().default('Single'),
    pick_name: text('pick_name').notNull().default(''),
    required_date: date('required_date', { mode: 'string' }).notNull(),
    despatch_date: date('despatch_date', { mode: 'string' }),
    status: text('status').notNull().default('new'),
    locked_user: text('locked_user').notNull().default(''),
    created_by: text('created_by').notNull().default(''),
    completed_by: text('completed_by').notNull().default(''),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.pick_id] }),
    index('picks_date_idx').on(t.site_id, t.warehouse, t.required_date),
    index('picks_order_idx').on(t.site_id, t.sales_order_id),
    foreignKey({
      name: 'picks_order_fk',
      columns: [t.site_id, t.sales_order_id],
      foreignColumns: [salesOrders.site_id, salesOrders.sales_order_id],
    }).onDelete('cascade'),
    check('picks_status_known', sql`${t.status} in ('new', 'in_progress', 'complete')`),
  ],
);

/**
 * A pick line: one sales order line to pick from its pick face. Quantities are in the order
 * line's unit (`stocking_factor_unit`, `pack_size` base units each). `reason` is set on a
 * short pick.
 */
export const pickLines = wms.table(
  'pick_lines',
  {
    site_id: text('site_id').notNull(),
    pick_line_id: integer('pick_line_id').generatedAlwaysAsIdentity(),
    pick_id: integer('pick_id').notNull(),
    sales_order_id: integer('sales_order_id').notNull(),
    line_no: integer('line_no').notNull(),
    inventory_code: text('inventory_code').notNull(),
    description: text('description').notNull().default(''),
    pick_face: text('pick_face').notNull().default(''),
    pick_sequence: integer('pick_sequence').notNull().default(0),
    stocking_factor_unit: text('stocking_factor_unit').notNull().default('EA'),
    pack_size: quantity('pack_size').notNull().default(1),
    quantity_req: quantity('quantity_req').notNull(),
    quantity_picked: quantity('quantity_picked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.pick_line_id] }),
    index('pick_lines_pick_idx').on(t.site_id, t.pick_id),
    index('pick_lines_order_line_idx').on(t.site_id, t.sales_order_id, t.line_no),
    foreignKey({
      name: 'pick_lines_pick_fk',
      columns: [t.site_id, t.pick_id],
      foreignColumns: [picks.site_id, picks.pick_id],
    }).onDelete('cascade'),
    check('pick_lines_picked_not_negative', sql`${t.quantity_picked} >= 0`),
  ],
);

/**
 * A pick attempt (document 2 so_lines pick_attempts): what a picker took for a line, from
 * where, of which batch/serial, and the movement that moved it. quantity_picked may be 0 on
 * a short pick that found nothing.
 */
export const pickAttempts = wms.table(
  'pick_attempts',
  {
    site_id: text('site_id').notNull(),
    pick_attempt_id: bigint('pick_attempt_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    pick_line_id: integer('pick_line_id').notNull(),
    pick_id: integer('pick_id').notNull(),
    warehouse: text('warehouse').notNull(),
    user_id: text('user_id').notNull(),
    pick_face: text('pick_face').notNull().default(''),
    batch_number: text('batch_number').notNull().default(''),
    serial_number: text('serial_number').notNull().default(''),
    expiry_date: text('expiry_date').notNull().default(''),
    quantity_picked: quantity('quantity_picked').notNull(),
    reason: text('reason').notNull().default(''),
    movement_id: bigint('movement_id', { mode: 'number' }),
    /** When the server received (wrote) it. */
    last_modified_time: timestamp('last_modified_time', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When it was done on the device, when believable (0035). Null: when received. */
    done_at: timestamp('done_at', { withTimezone: true }),
    /** The device's clock as the write carried it, believed or not; null when none was sent. */
    device_time: timestamp('device_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.pick_attempt_id] }),
    index('pick_attempts_line_idx').on(t.site_id, t.pick_line_id),
    index('pick_attempts_time_idx').on(t.site_id, t.warehouse, t.last_modified_time),
    foreignKey({
      name: 'pick_attempts_line_fk',
      columns: [t.site_id, t.pick_line_id],
      foreignColumns: [pickLines.site_id, pickLines.pick_line_id],
    }).onDelete('cascade'),
    check('pick_attempts_quantity_not_negative', sql`${t.quantity_picked} >= 0`),
  ],
);
