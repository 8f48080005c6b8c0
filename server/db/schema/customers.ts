import { index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { wms } from './wms';

/*
 * What a customer's detail page shows besides its header (document 1 "Customers"):
 * attributes, minimum days and courier accounts.
 */

/** A named attribute of a customer (e.g. DELIVERY_WINDOW = 06:00-10:00). */
export const customerAttributes = wms.table(
  'customer_attributes',
  {
    site_id: text('site_id').notNull(),
    customer_code: text('customer_code').notNull(),
    attribute: text('attribute').notNull(),
    value: text('value').notNull().default(''),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.customer_code, t.attribute] })],
);

/** The fewest days between order and delivery a customer accepts, per warehouse. */
export const customerMinimumDays = wms.table(
  'customer_minimum_days',
  {
    site_id: text('site_id').notNull(),
    customer_code: text('customer_code').notNull(),
    warehouse: text('warehouse').notNull(),
    minimum_days: integer('minimum_days').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.customer_code, t.warehouse] })],
);

/** A customer's account with a courier (freight charged to the customer's account). */
export const customerCourierAccounts = wms.table(
  'customer_courier_accounts',
  {
    site_id: text('site_id').notNull(),
    customer_code: text('customer_code').notNull(),
    courier: text('courier').notNull(),
    account_number: text('account_number').notNull(),
    service: text('service').notNull().default(''),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.customer_code, t.courier] }),
    index('customer_courier_accounts_courier_idx').on(t.site_id, t.courier),
  ],
);
