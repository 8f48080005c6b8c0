import { index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { wms } from './wms';

/**
 * One send of a document to the ERP connector by the ERP queue worker. Its id is the
 * idempotency key the connector receives: a send resumed after a crash keeps it, so the
 * connector never applies one document twice. status SENDING while claimed, then SENT or
 * FAILED (with the last error).
 */
export const erpQueueSends = wms.table(
  'erp_queue_sends',
  {
    id: uuid('id').primaryKey(),
    site_id: text('site_id').notNull(),
    document_type: text('document_type').notNull(),
    document_key: text('document_key').notNull(),
    erp_action: text('erp_action').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    answer: jsonb('answer'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('erp_queue_sends_status_idx').on(t.site_id, t.status, t.updated_at),
    index('erp_queue_sends_document_idx').on(t.site_id, t.document_type, t.document_key),
  ],
);
