import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import {
  DEFAULT_COUNTRY,
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_NAVBAR_TYPE,
  DEFAULT_NAVBAR_VARIANT,
} from '../../../src/contract';
import { wms } from './wms';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A site (document 3 "Site"), including the GLOBAL pseudo-site. */
export const sites = wms.table('sites', {
  site_id: text('site_id').primaryKey(),
  site_name: text('site_name').notNull(),
  active: boolean('active').notNull().default(true),
  gs1_company_prefix: text('gs1_company_prefix'),
  last_sscc_number: bigint('last_sscc_number', { mode: 'number' }).notNull().default(0),
  sscc_extension_digit: integer('sscc_extension_digit'),
  local_zone: text('local_zone').notNull().default('Australia/Sydney'),
  aurora: boolean('aurora').notNull().default(false),
  rds_resource_arn: text('rds_resource_arn'),
  rds_secret_arn: text('rds_secret_arn'),
  database_host: text('database_host'),
  database_user: text('database_user'),
  database_port: integer('database_port'),
  /** Encrypted (server/secrets/cipher.ts); never answered. */
  database_password: text('database_password'),
  staging_database: text('staging_database'),
  wms_database: text('wms_database'),
  history_database: text('history_database'),
  erp_username: text('erp_username'),
  /** Encrypted (server/secrets/cipher.ts); never answered. */
  erp_password: text('erp_password'),
  address_1: text('address_1'),
  address_2: text('address_2'),
  suburb: text('suburb'),
  state: text('state'),
  postcode: text('postcode'),
  country: text('country').notNull().default(DEFAULT_COUNTRY),
  partner: text('partner'),
  contact_name: text('contact_name'),
  contact_phone: text('contact_phone'),
  contact_email: text('contact_email'),
  purchase_date: text('purchase_date'),
  live_date: text('live_date'),
  ...stamps,
});

const section = (name: string) =>
  jsonb(name)
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/**
 * Site settings (document 1 section 3, contract ZSiteSettings). site_name and local_zone
 * are kept on `sites` (one source) and joined in when read.
 */
export const siteSettings = wms.table('site_settings', {
  site_id: text('site_id')
    .primaryKey()
    .references(() => sites.site_id, { onDelete: 'cascade' }),
  brand_logo: text('brand_logo'),
  logo_height: integer('logo_height').notNull().default(DEFAULT_LOGO_HEIGHT),
  navbar_variant: text('navbar_variant').notNull().default(DEFAULT_NAVBAR_VARIANT),
  navbar_type: text('navbar_type').notNull().default(DEFAULT_NAVBAR_TYPE),
  delivery_app_used: boolean('delivery_app_used').notNull().default(false),
  fish_processing_used: boolean('fish_processing_used').notNull().default(false),
  erp_interface: text('erp_interface'),
  erp_interface_url: text('erp_interface_url'),
  customer: section('customer'),
  supplier: section('supplier'),
  inventory: section('inventory'),
  sales_order: section('sales_order'),
  purchase_order: section('purchase_order'),
  delivery_docket: section('delivery_docket'),
  edi: section('edi'),
  printing: section('printing'),
  entities: section('entities'),
  sql_commands: section('sql_commands'),
  allowed_full_users: integer('allowed_full_users').notNull().default(0),
  allowed_delivery_users: integer('allowed_delivery_users').notNull().default(0),
  allowed_view_users: integer('allowed_view_users').notNull().default(0),
  updated_by: text('updated_by'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
