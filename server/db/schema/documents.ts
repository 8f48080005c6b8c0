import { index, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { wms } from './wms';

/** The generic document store (entity dynamodb of the documents), keyed like the original. */
export const documents = wms.table(
  'documents',
  {
    site_id: text('site_id').notNull(),
    site_document: text('site_document').notNull(),
    document_id: text('document_id').notNull(),
    document_type: text('document_type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    lookup_key_1: text('lookup_key_1'),
    lookup_key_2: text('lookup_key_2'),
    lookup_key_3: text('lookup_key_3'),
    created_by: text('created_by'),
    updated_by: text('updated_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.site_document, t.document_id] }),
    index('documents_type_idx').on(t.site_id, t.document_type),
    index('documents_lk1_idx').on(t.site_id, t.lookup_key_1),
    index('documents_lk2_idx').on(t.site_id, t.lookup_key_2),
    index('documents_lk3_idx').on(t.site_id, t.lookup_key_3),
  ],
);

/** Help texts: global content (one text per context for every site), edited by the help roles. */
export const helpTexts = wms.table('help_texts', {
  help_context: text('help_context').primaryKey(),
  title: text('title').notNull().default(''),
  help_text: text('help_text').notNull(),
  updated_by: text('updated_by'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Process queue resolutions (document 2 "Process queue"): resolving an item clears the ERP
 * action on its document and records who resolved it and why here (movements are
 * append-only, so the text can't live on the row).
 */
export const processQueueResolutions = wms.table(
  'process_queue_resolutions',
  {
    site_id: text('site_id').notNull(),
    document_type: text('document_type').notNull(),
    document_key: text('document_key').notNull(),
    erp_action: text('erp_action').notNull().default(''),
    resolution: text('resolution').notNull(),
    resolved_by: text('resolved_by').notNull(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.document_type, t.document_key, t.resolved_at] })],
);
