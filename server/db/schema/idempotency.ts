import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { wms } from './wms';

/**
 * Answers of applied writes, by the caller's request_id: a write replayed from the outbox
 * (or retried after a lost answer) gets the stored answer instead of running twice.
 */
export const idempotencyKeys = wms.table(
  'idempotency_keys',
  {
    site_id: text('site_id').notNull(),
    user_id: text('user_id').notNull(),
    request_id: text('request_id').notNull(),
    service: text('service').notNull(),
    entity: text('entity').notNull(),
    action: text('action').notNull(),
    /**
     * sha256 of the whole envelope as sent (canonical JSON): the same request_id with another
     * envelope is refused. Null for keys stored before the column existed.
     */
    request_hash: text('request_hash'),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.user_id, t.request_id] }),
    // Pruning keys older than the retention (at least 7 days) walks this.
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
