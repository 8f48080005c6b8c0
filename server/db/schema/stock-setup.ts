import { boolean, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { quantity, updatedAt } from './columns';
import { wms } from './wms';

/** A location type (document 3 "Location type"); a location's location_type points here. */
export const locationTypes = wms.table(
  'location_types',
  {
    site_id: text('site_id').notNull(),
    location_type: integer('location_type').notNull(),
    description: text('description').notNull(),
    model: text('model').notNull().default(''),
    process_on_hand: boolean('process_on_hand').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.location_type] })],
);

/** A storage group (document 3 "Storage group"): storage kinds an item may sit in. */
export const storageGroups = wms.table(
  'storage_groups',
  {
    site_id: text('site_id').notNull(),
    storage_group: text('storage_group').notNull(),
    storage_group_name: text('storage_group_name').notNull(),
    strict_storage: boolean('strict_storage').notNull().default(false),
    storage_group_colour_text: text('storage_group_colour_text').notNull().default(''),
    storage_group_colour_background: text('storage_group_colour_background').notNull().default(''),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.storage_group] })],
);

/** A tracking type (document 3 "Tracking type"): how an item is tracked (none, batch, serial). */
export const trackingTypes = wms.table(
  'tracking_types',
  {
    site_id: text('site_id').notNull(),
    tracking_type: text('tracking_type').notNull(),
    description: text('description').notNull(),
    tracking: text('tracking').notNull().default(''),
    track_mode: text('track_mode').notNull().default(''),
    process_on_hand: boolean('process_on_hand').notNull().default(true),
    help_context: text('help_context').notNull().default(''),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.tracking_type] })],
);

/** A pack or pallet type (document 3 "Load object type"); packs point here. */
export const loadObjectTypes = wms.table(
  'load_object_types',
  {
    site_id: text('site_id').notNull(),
    load_object_type_id: integer('load_object_type_id').generatedAlwaysAsIdentity(),
    load_object_type: text('load_object_type').notNull(),
    load_object_type_name: text('load_object_type_name').notNull().default(''),
    load_object_code: text('load_object_code').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    storage: text('storage').notNull().default(''),
    track_pallet: boolean('track_pallet').notNull().default(false),
    max_volume: quantity('max_volume').notNull().default(0),
    max_weight: quantity('max_weight').notNull().default(0),
    nominated_weight: integer('nominated_weight').notNull().default(0),
    tare_weight: quantity('tare_weight').notNull().default(0),
    width: quantity('width').notNull().default(0),
    height: quantity('height').notNull().default(0),
    depth: quantity('depth').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.load_object_type_id] }),
    index('load_object_types_code_idx').on(t.site_id, t.load_object_type),
  ],
);

/**
 * A location file of more than 100 rows, queued (document 3 section 9): the server's import
 * job works through its batches of 50 and keeps the counts the progress display shows.
 * status: QUEUED, PROCESSING, DONE, FAILED.
 */
export const locationImports = wms.table(
  'location_imports',
  {
    site_id: text('site_id').notNull(),
    import_id: integer('import_id').generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    file_name: text('file_name').notNull().default(''),
    status: text('status').notNull().default('QUEUED'),
    total_rows: integer('total_rows').notNull().default(0),
    processed_rows: integer('processed_rows').notNull().default(0),
    saved_rows: integer('saved_rows').notNull().default(0),
    failed_rows: integer('failed_rows').notNull().default(0),
    created_by: text('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.import_id] }),
    index('location_imports_status_idx').on(t.status),
  ],
);

/** One batch (up to 50 rows) of a queued location import, with its row-by-row errors. */
export const locationImportBatches = wms.table(
  'location_import_batches',
  {
    site_id: text('site_id').notNull(),
    import_id: integer('import_id').notNull(),
    batch_no: integer('batch_no').notNull(),
    status: text('status').notNull().default('QUEUED'),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    first_row: integer('first_row').notNull().default(1),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.import_id, t.batch_no] }),
    index('location_import_batches_status_idx').on(t.status),
  ],
);
