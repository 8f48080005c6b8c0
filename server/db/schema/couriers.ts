import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { siteRef, stamps } from './columns';
import { wms } from './wms';

/*
 * Delivery set-up of a site (document 1 "Consignment list", "Courier"): couriers and their
 * services, the delivery key cabinet and the lead days between states.
 */

/** A courier (document 1 "Courier": courier, courier_name). */
export const couriers = wms.table(
  'couriers',
  {
    site_id: siteRef(),
    courier: text('courier').notNull(),
    courier_name: text('courier_name').notNull(),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.courier] })],
);

/**
 * A service of one courier (document 1 "Courier service": courier_service_code, courier,
 * storage, service_code_name); storage is a storage type of the site, '' for any.
 */
export const courierServices = wms.table(
  'courier_services',
  {
    site_id: siteRef(),
    courier: text('courier').notNull(),
    courier_service_code: text('courier_service_code').notNull(),
    service_code_name: text('service_code_name').notNull(),
    storage: text('storage').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.courier, t.courier_service_code] }),
    foreignKey({
      columns: [t.site_id, t.courier],
      foreignColumns: [couriers.site_id, couriers.courier],
    }),
  ],
);

/** A key of the delivery key cabinet: a customer's premises key, checked out to a driver. */
export const deliveryKeys = wms.table(
  'delivery_keys',
  {
    site_id: siteRef(),
    key_id: integer('key_id').generatedAlwaysAsIdentity(),
    key_name: text('key_name').notNull(),
    customer_code: text('customer_code').notNull(),
    colour: text('colour').notNull().default(''),
    alarm_code: text('alarm_code').notNull().default(''),
    key_number: text('key_number').notNull().default(''),
    special_instructions: text('special_instructions').notNull().default(''),
    entry_notes: text('entry_notes').notNull().default(''),
    exit_notes: text('exit_notes').notNull().default(''),
    checkout_user: text('checkout_user'),
    checkout_at: timestamp('checkout_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.key_id] }),
    uniqueIndex('delivery_keys_name_uq').on(t.site_id, t.key_name),
    check(
      'delivery_keys_checkout_pair',
      sql`(${t.checkout_user} is null) = (${t.checkout_at} is null)`,
    ),
  ],
);

/** Whole days a delivery takes from one Australian state to another. */
export const deliveryLeadDays = wms.table(
  'delivery_lead_days',
  {
    site_id: siteRef(),
    lead_day_id: integer('lead_day_id').generatedAlwaysAsIdentity(),
    from_state: text('from_state').notNull(),
    to_state: text('to_state').notNull(),
    lead_days: integer('lead_days').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.lead_day_id] }),
    uniqueIndex('delivery_lead_days_pair_uq').on(t.site_id, t.from_state, t.to_state),
    check('delivery_lead_days_days', sql`${t.lead_days} >= 0`),
  ],
);
