import { boolean, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { wms } from './wms';

const siteRef = () =>
  text('site_id')
    .notNull()
    .references(() => sites.site_id, { onDelete: 'cascade' });

/** A warehouse of a site (document 3 "Warehouse"). Pick areas and dock locations come with the stock issue. */
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

/** A run set (document 3 "Run set"); its runs come with the runs issue. */
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
