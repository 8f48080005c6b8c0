import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  inet,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_LICENCE,
  DEFAULT_LOCALE,
  DEFAULT_ROLE,
  INITIAL_PERMISSION,
} from '../../../src/contract';
import { sites } from './sites';
import { wms } from './wms';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A user of the product (document 3 "User"). Not a tenant table: a user may work at many sites. */
export const users = wms.table(
  'users',
  {
    user_id: text('user_id').primaryKey(),
    email_address: text('email_address'),
    display_name: text('display_name').notNull(),
    password_hash: text('password_hash'),
    role: text('role').notNull().default(DEFAULT_ROLE),
    license_type: text('license_type').notNull().default(DEFAULT_LICENCE),
    active_flag: boolean('active_flag').notNull().default(true),
    reset_flag: boolean('reset_flag').notNull().default(false),
    staff_id: text('staff_id'),
    contact_phone: text('contact_phone'),
    shift: text('shift'),
    locale: text('locale').notNull().default(DEFAULT_LOCALE),
    current_site: text('current_site').references(() => sites.site_id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email_address})`)],
);

/** The user's membership of a site, with the context saved there (document 3 "user_site"). */
export const userSites = wms.table(
  'user_sites',
  {
    site_id: text('site_id')
      .notNull()
      .references(() => sites.site_id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    current_warehouse: text('current_warehouse'),
    printer_set: text('printer_set'),
    run_set: text('run_set'),
    work_centre: text('work_centre'),
    timezone: text('timezone'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.user_id] }),
    index('user_sites_user_idx').on(t.user_id),
  ],
);

/** The user's context per warehouse of a site (document 3 "user_site_warehouse"). */
export const userSiteWarehouses = wms.table(
  'user_site_warehouses',
  {
    site_id: text('site_id').notNull(),
    user_id: text('user_id').notNull(),
    warehouse: text('warehouse').notNull(),
    printer_set: text('printer_set'),
    run_set: text('run_set'),
    work_centre: text('work_centre'),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.site_id, t.user_id, t.warehouse] })],
);

/** Per user, site and module: the view / update / delete flags (document 3 "User permission"). */
export const userPermissions = wms.table(
  'user_permissions',
  {
    site_id: text('site_id').notNull(),
    user_id: text('user_id').notNull(),
    module: text('module').notNull(),
    view: boolean('view').notNull().default(INITIAL_PERMISSION.view),
    update: boolean('update').notNull().default(INITIAL_PERMISSION.update),
    delete: boolean('delete').notNull().default(INITIAL_PERMISSION.delete),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.user_id, t.module] }),
    index('user_permissions_user_idx').on(t.user_id),
  ],
);

/**
 * Sign-in sessions. The bearer token is never stored: only its sha256. `session_id` is a
 * non-secret id that logs may carry.
 */
export const sessions = wms.table(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: uuid('session_id').notNull().defaultRandom().unique(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);
