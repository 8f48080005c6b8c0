import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPrintJobStatus } from '../../../src/contract';
import { sites } from './sites';
import { wms } from './wms';

/**
 * One label sent (or to be sent) to a printer or an email address: every attempt is a row,
 * a retry is a new row naming the one it retries. The body is the exact text sent.
 */
export const printJobs = wms.table(
  'print_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site_id: text('site_id')
      .notNull()
      .references(() => sites.site_id, { onDelete: 'cascade' }),
    /** The request_id of the call that made the job, with its place in that call. */
    idempotency_key: text('idempotency_key').notNull(),
    seq: integer('seq').notNull().default(1),
    /** The label's entity (document 3 "Label Type"). */
    entity: text('entity').notNull().default(''),
    label: text('label').notNull(),
    label_format: text('label_format').notNull().default('ZEBRA'),
    printer_set: text('printer_set'),
    printer: text('printer'),
    printer_address: text('printer_address'),
    printer_port: integer('printer_port'),
    printer_type: text('printer_type'),
    email_address: text('email_address'),
    reference: text('reference').notNull().default(''),
    /**
     * Document 3 "Print log item" {product}_reference: the key of the product's record the
     * label was printed for (a run's code for its carton labels, whose reference is the pack).
     */
    wms_reference: text('wms_reference').notNull().default(''),
    description: text('description').notNull().default(''),
    /** "x of y" within the call's labels. */
    counter: text('counter').notNull().default(''),
    copies: integer('copies').notNull().default(1),
    body: text('body').notNull(),
    /** The label's size in millimetres (for the picture of a mailed label). */
    width_mm: integer('width_mm').notNull().default(100),
    depth_mm: integer('depth_mm').notNull().default(150),
    status: text('status').$type<TPrintJobStatus>().notNull().default('queued'),
    failure_reason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the dispatcher takes a queued job, so no second dispatcher sends it. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    printed_by: text('printed_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    end_time: timestamp('end_time', { withTimezone: true }),
    retry_of: uuid('retry_of'),
  },
  (t) => [
    uniqueIndex('print_jobs_key_idx').on(t.site_id, t.idempotency_key, t.seq),
    index('print_jobs_site_created_idx').on(t.site_id, t.created_at),
    /** A record's print history: the document store's PRINT-{entity}-{entity_key}. */
    index('print_jobs_record_idx').on(t.site_id, t.entity, t.wms_reference),
    index('print_jobs_queued_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'queued'`),
  ],
);
