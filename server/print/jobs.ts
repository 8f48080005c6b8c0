import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TLabelEntity, TPrintJob, TPrintJobStatus } from '../../src/contract';
import { printJobs } from '../db/schema';
import type { Db } from '../db/types';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = typeof printJobs.$inferInsert;

/** A job as the print calls answer it (no body, no printer address). */
export function jobResult(row: PrintJobRow): TPrintJob {
  return {
    id: row.id,
    label_type: row.entity,
    label: row.label,
    label_format: row.label_format,
    printer_set: row.printer_set,
    printer: row.printer,
    email_address: row.email_address,
    reference: row.reference,
    wms_reference: row.wms_reference,
    description: row.description,
    counter: row.counter,
    copies: row.copies,
    status: row.status,
    failure_reason: row.failure_reason,
    attempts: row.attempts,
    printed_by: row.printed_by,
    created_at: row.created_at.toISOString(),
    end_time: row.end_time ? row.end_time.toISOString() : null,
    retry_of: row.retry_of,
  };
}

/** The jobs a call with this idempotency key made, in their order (none when it made none). */
export async function jobsOfKey(db: Db, siteId: string, key: string): Promise<PrintJobRow[]> {
  return db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.site_id, siteId), eq(printJobs.idempotency_key, key)))
    .orderBy(asc(printJobs.seq));
}

/**
 * Record the jobs of one call. A concurrent call with the same key that recorded them first
 * wins: its jobs are answered and this call records (and so sends) nothing.
 */
export async function recordJobs(
  db: Db,
  jobs: NewPrintJob[],
): Promise<{ created: boolean; rows: PrintJobRow[] }> {
  const rows = await db.insert(printJobs).values(jobs).onConflictDoNothing().returning();
  if (rows.length === jobs.length) return { created: true, rows };
  const first = jobs[0]!;
  return { created: false, rows: await jobsOfKey(db, first.site_id, first.idempotency_key) };
}

/** Mark jobs sent (or not): one more attempt, the outcome, and when it ended. */
export async function finishJobs(
  db: Db,
  ids: string[],
  outcome: { status: TPrintJobStatus; reason: string | null },
): Promise<PrintJobRow[]> {
  if (ids.length === 0) return [];
  const done = outcome.status === 'printed' || outcome.status === 'emailed';
  const rows = await db
    .update(printJobs)
    .set({
      status: outcome.status,
      failure_reason: outcome.reason,
      end_time: done ? new Date() : null,
      claimed_at: null,
      attempts: sql`${printJobs.attempts} + 1`,
    })
    .where(inArray(printJobs.id, ids))
    .returning();
  return rows.sort((a, b) => a.seq - b.seq);
}

export type JobFilter = {
  entity?: TLabelEntity | '' | null;
  reference?: string | null;
  status?: TPrintJobStatus | '' | null;
  limit: number;
};

/** The site's print history, newest first; a reference is the label's or its record's. */
export async function listJobs(db: Db, siteId: string, filter: JobFilter): Promise<PrintJobRow[]> {
  return db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.site_id, siteId),
        filter.entity ? eq(printJobs.entity, filter.entity) : undefined,
        filter.reference
          ? or(
              eq(printJobs.reference, filter.reference),
              eq(printJobs.wms_reference, filter.reference),
            )
          : undefined,
        filter.status ? eq(printJobs.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(printJobs.created_at), asc(printJobs.seq))
    .limit(filter.limit);
}

/** One job of the site, or undefined. */
export async function findJob(
  db: Db,
  siteId: string,
  id: string,
): Promise<PrintJobRow | undefined> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.site_id, siteId), eq(printJobs.id, id)));
  return row;
}
