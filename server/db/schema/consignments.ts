import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quantity, siteRef, stamps } from './columns';
import { wms } from './wms';

/*
 * Consignments (document 1 "Consignment", "Consign flow"): orders booked with a carrier, the
 * packs each consignment carries, the manifests that close them, the carrier platforms a site
 * talks to (document 3 "URL set") and the site's own rate card for quoting without a network.
 */

/** A consignment booked with a carrier for one or more orders of one receiver. */
export const consignments = wms.table(
  'consignments',
  {
    site_id: siteRef(),
    consignment_id: integer('consignment_id').generatedAlwaysAsIdentity(),
    /** The carrier's consignment number (its id on the carrier platform). */
    consignment: text('consignment').notNull().default(''),
    warehouse: text('warehouse').notNull().default(''),
    /** The orders this consignment carries. */
    sales_orders: text('sales_orders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    courier_id: text('courier_id').notNull().default(''),
    courier_code: text('courier_code').notNull().default(''),
    courier: text('courier').notNull().default(''),
    courier_service: text('courier_service').notNull().default(''),
    service_code: text('service_code').notNull().default(''),
    carrier_and_service: text('carrier_and_service').notNull().default(''),
    /** RATE_CARD, MACHSHIP, OPENFREIGHT or INTERMAX: the adapter that booked it. */
    courier_interface: text('courier_interface').notNull().default(''),
    /**
     * The URL set it was booked through ('' for the rate card): its delete, manifest and
     * tracking go there.
     */
    url_set: text('url_set').notNull().default(''),
    customer_code: text('customer_code').notNull().default(''),
    despatch_date: date('despatch_date', { mode: 'string' }).notNull(),
    sender_name: text('sender_name').notNull().default(''),
    sender_contact: text('sender_contact').notNull().default(''),
    sender_address_1: text('sender_address_1').notNull().default(''),
    sender_address_2: text('sender_address_2').notNull().default(''),
    sender_town: text('sender_town').notNull().default(''),
    sender_postcode: text('sender_postcode').notNull().default(''),
    sender_phone: text('sender_phone').notNull().default(''),
    sender_email: text('sender_email').notNull().default(''),
    sender_residential: boolean('sender_residential').notNull().default(false),
    receiver_name: text('receiver_name').notNull().default(''),
    receiver_address: text('receiver_address').notNull().default(''),
    receiver_town: text('receiver_town').notNull().default(''),
    receiver_state: text('receiver_state').notNull().default(''),
    receiver_postcode: text('receiver_postcode').notNull().default(''),
    receiver_residential: boolean('receiver_residential').notNull().default(false),
    receiver_phone: text('receiver_phone').notNull().default(''),
    receiver_email: text('receiver_email').notNull().default(''),
    receiver_instructions: text('receiver_instructions').notNull().default(''),
    pallets_chep: integer('pallets_chep').notNull().default(0),
    pallets_loscam: integer('pallets_loscam').notNull().default(0),
    pallets_other: integer('pallets_other').notNull().default(0),
    charge_type: text('charge_type').notNull().default('S'),
    charge_account: text('charge_account').notNull().default(''),
    cost_centre: text('cost_centre').notNull().default(''),
    consolidation_check: boolean('consolidation_check').notNull().default(false),
    is_return: boolean('is_return').notNull().default(false),
    book_pickup_now: boolean('book_pickup_now').notNull().default(false),
    pickup_ready: text('pickup_ready').notNull().default(''),
    pickup_closing: text('pickup_closing').notNull().default(''),
    user_generated_items: boolean('user_generated_items').notNull().default(false),
    packages: integer('packages').notNull().default(0),
    weight: quantity('weight').notNull().default(0),
    volume: quantity('volume').notNull().default(0),
    /** The booked price, dollars to the cent. */
    shipment_total: quantity('shipment_total').notNull().default(0),
    /** OPEN until manifested, then COMPLETE; DELETED once its connote is deleted. */
    status: text('status').notNull().default('OPEN'),
    tracking_status: text('tracking_status').notNull().default(''),
    tracking_updated_at: timestamp('tracking_updated_at', { withTimezone: true }),
    /** The estimated delivery date the carrier quoted. */
    etd: date('etd', { mode: 'string' }),
    /** Shipment reference (the orders' customer references). */
    ref: text('ref').notNull().default(''),
    connote: text('connote').notNull().default(''),
    manifest_id: integer('manifest_id'),
    created_by: text('created_by').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.consignment_id] }),
    index('consignments_connote_idx').on(t.site_id, t.connote),
    index('consignments_status_idx').on(t.site_id, t.status, t.despatch_date),
    check('consignments_status', sql`${t.status} IN ('OPEN', 'COMPLETE', 'DELETED')`),
    check(
      'consignments_pallets',
      sql`${t.pallets_chep} >= 0 AND ${t.pallets_loscam} >= 0 AND ${t.pallets_other} >= 0`,
    ),
  ],
);

/** One pack (container) a consignment carries; CREATED until manifested, then MANIFESTED. */
export const consignmentItems = wms.table(
  'consignment_items',
  {
    site_id: siteRef(),
    consignment_item_id: integer('consignment_item_id').generatedAlwaysAsIdentity(),
    consignment_id: integer('consignment_id').notNull(),
    container_id: integer('container_id').notNull(),
    sales_order: text('sales_order').notNull(),
    sscc_number: text('sscc_number').notNull().default(''),
    weight: quantity('weight').notNull().default(0),
    volume: quantity('volume').notNull().default(0),
    status: text('status').notNull().default('CREATED'),
    scanned_at: timestamp('scanned_at', { withTimezone: true }),
    scanned_by: text('scanned_by'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.consignment_item_id] }),
    uniqueIndex('consignment_items_container_uq').on(t.site_id, t.consignment_id, t.container_id),
    foreignKey({
      columns: [t.site_id, t.consignment_id],
      foreignColumns: [consignments.site_id, consignments.consignment_id],
    }).onDelete('cascade'),
    index('consignment_items_sscc_idx').on(t.site_id, t.sscc_number),
    check('consignment_items_status', sql`${t.status} IN ('CREATED', 'MANIFESTED')`),
    check(
      'consignment_items_scan_pair',
      sql`(${t.scanned_at} is null) = (${t.scanned_by} is null)`,
    ),
  ],
);

/** A manifest: the consignments handed to a carrier together. */
export const consignmentManifests = wms.table(
  'consignment_manifests',
  {
    site_id: siteRef(),
    manifest_id: integer('manifest_id').generatedAlwaysAsIdentity(),
    /** The carrier's manifest number ('' for the rate card). */
    manifest: text('manifest').notNull().default(''),
    courier: text('courier').notNull().default(''),
    courier_interface: text('courier_interface').notNull().default(''),
    consignments: integer('consignments').notNull().default(0),
    created_by: text('created_by').notNull().default(''),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.manifest_id] })],
);

/**
 * A carrier platform's connection (document 3 "URL set", document type OPENFREIGHT_URL_SET):
 * where to call, as whom, and the sender the bookings name. `key` is write-only.
 */
export const carrierUrlSets = wms.table(
  'carrier_url_sets',
  {
    site_id: siteRef(),
    url_set: text('url_set').notNull(),
    /** openfreight or machship. */
    platform: text('platform').notNull().default('openfreight'),
    description: text('description').notNull().default(''),
    base_url: text('base_url').notNull().default(''),
    username: text('username').notNull().default(''),
    key: text('key').notNull().default(''),
    sender_name: text('sender_name').notNull().default(''),
    sender_address_1: text('sender_address_1').notNull().default(''),
    sender_town: text('sender_town').notNull().default(''),
    sender_state: text('sender_state').notNull().default(''),
    sender_postcode: text('sender_postcode').notNull().default(''),
    sender_phone: text('sender_phone').notNull().default(''),
    sender_email: text('sender_email').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.url_set] }),
    check(
      'carrier_url_sets_platform',
      sql`${t.platform} IN ('openfreight', 'machship', 'intermax')`,
    ),
  ],
);

/**
 * How a courier is booked: RATE_CARD (the site's own tables, no network), MACHSHIP or
 * OPENFREIGHT (through the named URL set).
 */
export const courierInterfaces = wms.table(
  'courier_interfaces',
  {
    site_id: siteRef(),
    courier: text('courier').notNull(),
    courier_interface: text('courier_interface').notNull().default('RATE_CARD'),
    url_set: text('url_set').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.courier] }),
    check(
      'courier_interfaces_kind',
      sql`${t.courier_interface} IN ('RATE_CARD', 'MACHSHIP', 'OPENFREIGHT', 'INTERMAX')`,
    ),
  ],
);

// ---- Rate card ------------------------------------------------------------------------

/** A delivery zone of a courier: postcode ranges, or a whole state when no range matches. */
export const rateZones = wms.table(
  'rate_zones',
  {
    site_id: siteRef(),
    rate_zone_id: integer('rate_zone_id').generatedAlwaysAsIdentity(),
    courier: text('courier').notNull(),
    zone: text('zone').notNull(),
    state: text('state').notNull().default(''),
    postcode_from: integer('postcode_from'),
    postcode_to: integer('postcode_to'),
    /** Whole days from despatch to delivery. */
    transit_days: integer('transit_days').notNull().default(1),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.rate_zone_id] }),
    index('rate_zones_lookup_idx').on(t.site_id, t.courier, t.state),
    check(
      'rate_zones_range',
      sql`(${t.postcode_from} is null) = (${t.postcode_to} is null) AND (${t.postcode_from} is null OR ${t.postcode_from} <= ${t.postcode_to})`,
    ),
    check('rate_zones_transit', sql`${t.transit_days} >= 0`),
  ],
);

/**
 * The price of a service to a zone by chargeable weight: from `weight_from` kg up, a base
 * charge plus a per-kilogram rate. Chargeable weight is the greater of dead weight and cubic
 * weight (volume in m3 x the service's cubic factor).
 */
export const rateBreaks = wms.table(
  'rate_breaks',
  {
    site_id: siteRef(),
    rate_break_id: integer('rate_break_id').generatedAlwaysAsIdentity(),
    courier: text('courier').notNull(),
    courier_service_code: text('courier_service_code').notNull(),
    zone: text('zone').notNull(),
    weight_from: quantity('weight_from').notNull().default(0),
    base_charge: quantity('base_charge').notNull().default(0),
    per_kg: quantity('per_kg').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.rate_break_id] }),
    uniqueIndex('rate_breaks_uq').on(
      t.site_id,
      t.courier,
      t.courier_service_code,
      t.zone,
      t.weight_from,
    ),
    check(
      'rate_breaks_positive',
      sql`${t.weight_from} >= 0 AND ${t.base_charge} >= 0 AND ${t.per_kg} >= 0`,
    ),
  ],
);

/** A service's cubic factor (kg per m3) and surcharges: fuel levy percent and fixed amounts. */
export const rateServices = wms.table(
  'rate_services',
  {
    site_id: siteRef(),
    courier: text('courier').notNull(),
    courier_service_code: text('courier_service_code').notNull(),
    cubic_factor: quantity('cubic_factor').notNull().default(250),
    fuel_levy_percent: quantity('fuel_levy_percent').notNull().default(0),
    /** Extra fixed charges, e.g. [{ "name": "Residential", "amount": 5.5 }]. */
    surcharges: jsonb('surcharges')
      .$type<{ name: string; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    minimum_charge: quantity('minimum_charge').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.courier, t.courier_service_code] }),
    check('rate_services_positive', sql`${t.cubic_factor} > 0 AND ${t.fuel_levy_percent} >= 0`),
  ],
);

/** Orders taken off the consign list (`orders clear`): packed, but not to be consigned here. */
export const consignClearedOrders = wms.table(
  'consign_cleared_orders',
  {
    site_id: siteRef(),
    sales_order: text('sales_order').notNull(),
    cleared_by: text('cleared_by').notNull().default(''),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.sales_order] })],
);
