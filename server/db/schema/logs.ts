import {
  bigserial,
  boolean,
  index,
  jsonb,
  numeric,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { wms } from './wms';

/** The activity log (document 3 "Log record"): one row per envelope call past sign-in and site checks. */
export const activityLog = wms.table(
  'activity_log',
  {
    site_id: text('site_id').notNull(),
    log_id: bigserial('log_id', { mode: 'number' }).notNull(),
    local_zone: text('local_zone'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    entity: text('entity').notNull(),
    log_key: text('log_key').notNull(),
    log_key_type: text('log_key_type'),
    log_description: text('log_description'),
    log_lookup: text('log_lookup'),
    status: text('status').notNull().default('New'),
    request: jsonb('request'),
    response: jsonb('response'),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    finished_time: timestamp('finished_time', { withTimezone: true }).notNull(),
    duration: numeric('duration', { mode: 'number' }).notNull(),
    success: boolean('success').notNull(),
    errors: jsonb('errors'),
    session_id: uuid('session_id'),
    activity_id: text('activity_id'),
    user_id: text('user_id'),
    /** Written by a client through `log check`: a note of the client, not a call it made. */
    client_note: boolean('client_note').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.log_id] }),
    index('activity_log_lookup_idx').on(t.site_id, t.log_lookup),
    index('activity_log_session_idx').on(t.session_id),
  ],
);
