import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { TLabelEntity, TPrintJob, TPrintJobStatus } from '../../src/contract';
import { printJobs } from '../db/schema';
import { rows } from '../db/sql';
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

/** A job row as a raw query answers it (timestamps as text). */
type RawJob = Omit<PrintJobRow, 'created_at' | 'end_time' | 'claimed_at'> & {
  created_at: string | Date;
  end_time: string | Date | null;
  claimed_at: string | Date | null;
};

const fromRaw = (r: RawJob): PrintJobRow => ({
  ...r,
  created_at: new Date(r.created_at),
  end_time: r.end_time ? new Date(r.end_time) : null,
  claimed_at: r.claimed_at ? new Date(r.claimed_at) : null,
});

/**
 * Record the jobs of one call, in one statement whatever their number (the rows go as one
 * JSON parameter). A concurrent call with the same key that recorded them first wins: its
 * jobs are answered and this call records (and so sends) nothing.
 */
export async function recordJobs(
  db: Db,
  jobs: NewPrintJob[],
): Promise<{ created: boolean; rows: PrintJobRow[] }> {
  const given = jobs.map((j) => ({
    ...j,
    claimed_at: j.claimed_at instanceof Date ? j.claimed_at.toISOString() : (j.claimed_at ?? null),
  }));
  const inserted = await rows<RawJob>(
    db,
    sql`INSERT INTO wms.print_jobs
          (site_id, idempotency_key, seq, entity, label, label_format, printer_set, printer,
           printer_address, printer_port, printer_type, email_address, reference,
           wms_reference, description, counter, copies, body, width_mm, depth_mm, status,
           printed_by, retry_of, claimed_at)
        SELECT site_id, idempotency_key, COALESCE(seq, 1), COALESCE(entity, ''), label,
               COALESCE(label_format, 'ZEBRA'), printer_set, printer, printer_address,
               printer_port, printer_type, email_address, COALESCE(reference, ''),
               COALESCE(wms_reference, ''), COALESCE(description, ''), COALESCE(counter, ''),
               COALESCE(copies, 1), body, COALESCE(width_mm, 100), COALESCE(depth_mm, 150),
               COALESCE(status, 'queued'), printed_by, retry_of, claimed_at
        FROM jsonb_to_recordset(${JSON.stringify(given)}::jsonb) AS x(
          site_id text, idempotency_key text, seq int, entity text, label text,
          label_format text, printer_set text, printer text, printer_address text,
          printer_port int, printer_type text, email_address text, reference text,
          wms_reference text, description text, counter text, copies int, body text,
          width_mm int, depth_mm int, status text, printed_by text, retry_of uuid,
          claimed_at timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING *`,
  );
  if (inserted.length === jobs.length)
    return { created: true, rows: inserted.map(fromRaw).sort((a, b) => a.seq - b.seq) };
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
  const updated = await rows<RawJob>(
    db,
    sql`UPDATE wms.print_jobs
        SET status = ${outcome.status}, failure_reason = ${outcome.reason},
            end_time = ${done ? sql`now()` : sql`NULL`}, claimed_at = NULL,
            attempts = attempts + 1
        WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])
        RETURNING *`,
  );
  return updated.map(fromRaw).sort((a, b) => a.seq - b.seq);
}

export type JobFilter = {
  entity?: TLabelEntity | '' | null;
  reference?: string | null;
  status?: TPrintJobStatus | '' | null;
  from_date?: string | null;
  to_date?: string | null;
  limit: number;
};

/** The day a job was asked for, in its site's zone. */
const createdDay = sql`(${printJobs.created_at} AT TIME ZONE (SELECT s.local_zone FROM wms.sites s WHERE s.site_id = ${printJobs.site_id}))::date`;

/**
 * The site's print history, newest first; a reference is the label's or its record's; the
 * dates are days of the site's zone the labels were asked for.
 */
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
        filter.from_date ? sql`${createdDay} >= ${filter.from_date.slice(0, 10)}::date` : undefined,
        filter.to_date ? sql`${createdDay} <= ${filter.to_date.slice(0, 10)}::date` : undefined,
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
