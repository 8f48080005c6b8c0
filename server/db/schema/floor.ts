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
  uuid,
} from 'drizzle-orm/pg-core';
import { quantity, stamps } from './columns';
import { wms } from './wms';

/*
 * The floor: jobs (work orders) with their timesheets and moves, job types, packs
 * (containers) with their contents, the pack number sequence and the blocks of pack numbers
 * (and SSCC serials) a device reserves to make packs offline, and the change log the Dexie
 * mirror refreshes from.
 *
 * Rows a device may create offline carry a client-made UUID (timesheets, moves, pack
 * contents) or a reserved number (packs), so a replayed write names the same row.
 */

/** A job type (document 2 "Job type"): what a job of this type is for and who may add stock. */
export const jobTypes = wms.table(
  'job_types',
  {
    site_id: text('site_id').notNull(),
    job_type_id: integer('job_type_id').generatedAlwaysAsIdentity(),
    job_type: text('job_type').notNull(),
    job_type_name: text('job_type_name').notNull().default(''),
    /** inventory, customer or supplier. */
    entity: text('entity').notNull().default('inventory'),
    role_to_add_inventory: text('role_to_add_inventory').notNull().default(''),
    warn_on_add_inventory: boolean('warn_on_add_inventory').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.job_type_id] }),
    uniqueIndex('job_types_code_uq').on(t.site_id, t.job_type),
    check('job_types_entity_known', sql`${t.entity} in ('inventory', 'customer', 'supplier')`),
  ],
);

/**
 * A job (document 2 "Job"): a work order at a work centre of a warehouse. `status` is the
 * job's own status (starts New); `erp_status` the ERP's view of it.
 */
export const jobs = wms.table(
  'jobs',
  {
    site_id: text('site_id').notNull(),
    job_id: integer('job_id').generatedAlwaysAsIdentity(),
    job_type: text('job_type').notNull().default(''),
    job_reference: text('job_reference').notNull().default(''),
    job_description: text('job_description').notNull().default(''),
    planned_date: date('planned_date', { mode: 'string' }),
    hold: boolean('hold').notNull().default(false),
    hold_reason: text('hold_reason').notNull().default(''),
    warehouse: text('warehouse').notNull(),
    work_centre: text('work_centre').notNull().default(''),
    status: text('status').notNull().default('New'),
    complete: boolean('complete').notNull().default(false),
    /** The entity the job is for (customer or supplier jobs); inventory jobs use inventory_code. */
    entity_code: text('entity_code').notNull().default(''),
    inventory_code: text('inventory_code').notNull().default(''),
    quantity_required: quantity('quantity_required').notNull().default(0),
    erp_id: text('erp_id').notNull().default(''),
    erp_status: text('erp_status').notNull().default('New'),
    erp_complete: boolean('erp_complete').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.job_id] }),
    index('jobs_listing_idx').on(t.site_id, t.warehouse, t.status, t.planned_date),
    // A job's reference names it on the floor (scanned), so it is unique when given.
    uniqueIndex('jobs_reference_uq')
      .on(t.site_id, t.job_reference)
      .where(sql`${t.job_reference} <> ''`),
  ],
);

/** A timesheet of a job (document 2 "Timesheet"): tag-on opens it, tag-off closes it. */
export const jobTimesheets = wms.table(
  'job_timesheets',
  {
    site_id: text('site_id').notNull(),
    /** Client-made on the floor (so an offline tag-off can name it), else the server's. */
    time_id: uuid('time_id').notNull().defaultRandom(),
    job_id: integer('job_id').notNull(),
    user_id: text('user_id').notNull(),
    start_timestamp: timestamp('start_timestamp', { withTimezone: true }).notNull(),
    end_timestamp: timestamp('end_timestamp', { withTimezone: true }),
    total_duration_mins: quantity('total_duration_mins'),
    erp_status: text('erp_status').notNull().default('Pending'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.time_id] }),
    index('job_timesheets_job_idx').on(t.site_id, t.job_id),
    // One open timesheet per operator on a job.
    uniqueIndex('job_timesheets_open_uq')
      .on(t.site_id, t.job_id, t.user_id)
      .where(sql`${t.end_timestamp} is null`),
    foreignKey({
      name: 'job_timesheets_job_fk',
      columns: [t.site_id, t.job_id],
      foreignColumns: [jobs.site_id, jobs.job_id],
    }).onDelete('cascade'),
  ],
);

/** A move of a job (document 2 "Move"): a quantity recorded against the job. */
export const jobMoves = wms.table(
  'job_moves',
  {
    site_id: text('site_id').notNull(),
    move_id: uuid('move_id').notNull().defaultRandom(),
    job_id: integer('job_id').notNull(),
    user_id: text('user_id').notNull(),
    movement_qty: quantity('movement_qty').notNull(),
    /** When it was done: the call's own timestamp, else the device's time (done_at), else received. */
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** When the server received it (migration 0035; null for moves written before it). */
    received_at: timestamp('received_at', { withTimezone: true }).defaultNow(),
    /** The device's clock as the write carried it, believed or not; null when none was sent. */
    device_time: timestamp('device_time', { withTimezone: true }),
    erp_status: text('erp_status').notNull().default('Pending'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.move_id] }),
    index('job_moves_job_idx').on(t.site_id, t.job_id),
    foreignKey({
      name: 'job_moves_job_fk',
      columns: [t.site_id, t.job_id],
      foreignColumns: [jobs.site_id, jobs.job_id],
    }).onDelete('cascade'),
  ],
);

/**
 * A pack (document 2 "Container/pack"): a carton or pallet with its SSCC, measurements and
 * contents. `container_number` is the pack barcode number (prefix + 7 digits), reserved from
 * the site's sequence; `barcode` is 00 + container number.
 */
export const containers = wms.table(
  'containers',
  {
    site_id: text('site_id').notNull(),
    container_id: integer('container_id').generatedAlwaysAsIdentity(),
    container_number: text('container_number').notNull(),
    sscc_number: text('sscc_number').notNull().default(''),
    reference: text('reference').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    label_type: text('label_type').notNull().default(''),
    container_type: text('container_type').notNull().default('pack_contents'),
    warehouse: text('warehouse').notNull().default(''),
    location: text('location').notNull().default(''),
    customer_code: text('customer_code').notNull().default(''),
    customer_name: text('customer_name').notNull().default(''),
    sales_order: text('sales_order').notNull().default(''),
    customer_order: text('customer_order').notNull().default(''),
    delivery_name: text('delivery_name').notNull().default(''),
    delivery_address_1: text('delivery_address_1').notNull().default(''),
    delivery_address_2: text('delivery_address_2').notNull().default(''),
    delivery_suburb: text('delivery_suburb').notNull().default(''),
    delivery_state: text('delivery_state').notNull().default(''),
    delivery_postcode: text('delivery_postcode').notNull().default(''),
    edi_store_code: text('edi_store_code').notNull().default(''),
    edi_department_code: text('edi_department_code').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    load_object_type_id: integer('load_object_type_id'),
    package_type: text('package_type').notNull().default('CTN'),
    contents_description: text('contents_description').notNull().default(''),
    connote: text('connote').notNull().default(''),
    storage: text('storage').notNull().default(''),
    weight: quantity('weight').notNull().default(0),
    height: quantity('height').notNull().default(0),
    width: quantity('width').notNull().default(0),
    depth: quantity('depth').notNull().default(0),
    cube: quantity('cube').notNull().default(0),
    volume: quantity('volume').notNull().default(0),
    dangerous_goods: boolean('dangerous_goods').notNull().default(false),
    created_by: text('created_by').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.container_id] }),
    uniqueIndex('containers_number_uq').on(t.site_id, t.container_number),
    index('containers_sscc_idx').on(t.site_id, t.sscc_number),
    index('containers_order_idx').on(t.site_id, t.sales_order),
  ],
);

/** A line of a pack's contents (document 2 "Pack content"). */
export const containerContents = wms.table(
  'container_contents',
  {
    site_id: text('site_id').notNull(),
    content_id: uuid('content_id').notNull().defaultRandom(),
    container_id: integer('container_id').notNull(),
    inventory_code: text('inventory_code').notNull(),
    inventory_description: text('inventory_description').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    unit_of_measure: text('unit_of_measure').notNull().default('EA'),
    /** Serial/Batch. */
    detail_reference: text('detail_reference').notNull().default(''),
    /** ISO date or ''. */
    date_code: text('date_code').notNull().default(''),
    gtin: text('gtin').notNull().default(''),
    comments: text('comments').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.content_id] }),
    index('container_contents_container_idx').on(t.site_id, t.container_id),
    foreignKey({
      name: 'container_contents_container_fk',
      columns: [t.site_id, t.container_id],
      foreignColumns: [containers.site_id, containers.container_id],
    }).onDelete('cascade'),
    check('container_contents_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The site's pack barcode sequence (document 2: prefix plus a 7-digit number). */
export const packNumberSequences = wms.table('pack_number_sequences', {
  site_id: text('site_id').primaryKey(),
  prefix: text('prefix').notNull().default('PK'),
  last_number: bigint('last_number', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A block of pack numbers (and as many SSCC serials) a user's device reserved while online,
 * to make packs offline: numbers first_number .. first_number + count - 1 and SSCC serials
 * first_sscc_serial .. + count - 1, in step. A pack saved with one of them must come from
 * the block's user; each number is used once (the containers' unique number).
 */
export const packNumberBlocks = wms.table(
  'pack_number_blocks',
  {
    site_id: text('site_id').notNull(),
    block_id: uuid('block_id').notNull().defaultRandom(),
    user_id: text('user_id').notNull(),
    device_id: text('device_id').notNull().default(''),
    prefix: text('prefix').notNull(),
    first_number: bigint('first_number', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    first_sscc_serial: bigint('first_sscc_serial', { mode: 'number' }).notNull(),
    reserved_at: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.block_id] }),
    index('pack_number_blocks_user_idx').on(t.site_id, t.user_id),
    check('pack_number_blocks_count_positive', sql`${t.count} > 0`),
  ],
);

/**
 * The change log the Dexie mirror refreshes from: a row per insert, update or delete of a
 * mirrored table, written by trigger (migration 0011), with the writing transaction's id.
 * A device's cursor is the snapshot xmin of its last pull, so a change committed late by a
 * long transaction is still picked up. `row_key` is the row's key without the site (parts
 * joined by U+001F); `warehouse` scopes warehouse-bound entities.
 */
export const syncChanges = wms.table(
  'sync_changes',
  {
    site_id: text('site_id').notNull(),
    change_id: bigint('change_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    row_key: text('row_key').notNull(),
    warehouse: text('warehouse').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    xid: bigint('xid', { mode: 'number' }).notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.change_id] }),
    index('sync_changes_cursor_idx').on(t.site_id, t.entity, t.xid),
    index('sync_changes_changed_at_idx').on(t.changed_at),
  ],
);

/**
 * How far the change log of a site was pruned: a device whose cursor is older than
 * `pruned_below_xid` missed changes and must reload the mirror from scratch.
 */
export const syncPrunes = wms.table('sync_prunes', {
  site_id: text('site_id').primaryKey(),
  pruned_below_xid: bigint('pruned_below_xid', { mode: 'number' }).notNull().default(0),
  pruned_at: timestamp('pruned_at', { withTimezone: true }).notNull().defaultNow(),
});
