import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { siteRef, stamps } from './columns';
import { salesOrders } from './orders';
import { wms } from './wms';

/*
 * Delivery management (document 2 "Delivery run", "Run job stop", "Despatch"): the runs a
 * warehouse delivers on a date, their stops (one sales order each) with the map order, locks,
 * time windows and coordinates, the drivers' GPS points and the despatches. Coordinates come
 * from the local postcode/suburb centroid table (no outside geocoder).
 */

/** One delivery run of a warehouse on a date, driven by one driver. */
export const deliveryRuns = wms.table(
  'delivery_runs',
  {
    site_id: siteRef(),
    delivery_run_id: integer('delivery_run_id').generatedAlwaysAsIdentity(),
    warehouse: text('warehouse').notNull(),
    delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
    run_name: text('run_name').notNull(),
    driver_name: text('driver_name').notNull().default(''),
    vehicle: text('vehicle').notNull().default(''),
    /** Expected start at the warehouse, HH:mm. */
    start_time: text('start_time').notNull().default('10:00'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.delivery_run_id] }),
    index('delivery_runs_date_idx').on(t.site_id, t.delivery_date),
  ],
);

/** A stop of a run: one sales order, its place in the run and on the map. */
export const deliveryRunJobs = wms.table(
  'delivery_run_jobs',
  {
    site_id: siteRef(),
    delivery_run_id: integer('delivery_run_id').notNull(),
    sales_order_id: integer('sales_order_id').notNull(),
    /** The order the run was planned in (1..n). */
    delivery_run_sequence: integer('delivery_run_sequence').notNull(),
    /** The order saved from the map (best route or by hand); null = the run sequence. */
    delivery_map_order: integer('delivery_map_order'),
    completed: boolean('completed').notNull().default(false),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** A locked stop keeps its place when the route is optimised. */
    locked: boolean('locked').notNull().default(false),
    /** Delivery time window, HH:mm each; null = any time. */
    window_from: text('window_from'),
    window_to: text('window_to'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.delivery_run_id, t.sales_order_id] }),
    uniqueIndex('delivery_run_jobs_order_uq').on(t.site_id, t.sales_order_id),
    foreignKey({
      columns: [t.site_id, t.delivery_run_id],
      foreignColumns: [deliveryRuns.site_id, deliveryRuns.delivery_run_id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.site_id, t.sales_order_id],
      foreignColumns: [salesOrders.site_id, salesOrders.sales_order_id],
    }).onDelete('cascade'),
  ],
);

/** A driver's reported position. */
export const gpsLocations = wms.table(
  'gps_locations',
  {
    site_id: siteRef(),
    gps_location_id: integer('gps_location_id').generatedAlwaysAsIdentity(),
    driver_name: text('driver_name').notNull(),
    delivery_run_id: integer('delivery_run_id'),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.gps_location_id] }),
    index('gps_locations_time_idx').on(t.site_id, t.recorded_at),
  ],
);

/** A despatch of a sales order to a courier (document 2 "Despatch"). */
export const despatches = wms.table(
  'despatches',
  {
    site_id: siteRef(),
    despatch_number: text('despatch_number').notNull(),
    sales_order_id: integer('sales_order_id').notNull(),
    despatch_date: date('despatch_date', { mode: 'string' }).notNull(),
    courier: text('courier').notNull().default(''),
    courier_route_code: text('courier_route_code'),
    article_id: text('article_id').notNull().default(''),
    no_packages: integer('no_packages').notNull().default(1),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.despatch_number] }),
    foreignKey({
      columns: [t.site_id, t.sales_order_id],
      foreignColumns: [salesOrders.site_id, salesOrders.sales_order_id],
    }).onDelete('cascade'),
  ],
);

/** Australian postcode/suburb centroids: the local geocoder's reference (shared by all sites). */
export const postcodeCentroids = wms.table(
  'postcode_centroids',
  {
    postcode: text('postcode').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postcode, t.suburb] })],
);
