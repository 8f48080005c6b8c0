import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_MESSAGES as M,
  PROVIDER_ROLE,
  isClosedJobStatus,
  type ZJobCheck,
} from '../../../src/contract';
import { jobs } from '../../db/schema';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { RuleErrors, conflict } from '../../errors';
import type { ActionContext } from '../action-types';
import type { LockedJob } from './queries';

/*
 * Saving jobs (the job service's `check`): read what the rows refer to, lock and check every
 * row against it, and only when no row is refused write them all, in the call's transaction.
 */

type JobItem = z.output<typeof ZJobCheck>['items'][number];

/** A job being updated, as it is before the save, with its open timesheets. */
type Existing = LockedJob & {
  job_type: string;
  job_description: string;
  planned_date: string | null;
  work_centre: string;
  entity_code: string;
  inventory_code: string;
  quantity_required: number;
  open: number;
};

type TypeRule = { role_to_add_inventory: string; warn_on_add_inventory: boolean };

/** What the rows of one save may refer to at the site, read once for all of them. */
type References = {
  warehouses: Set<string>;
  /** Work centres as `warehouse/work_centre`. */
  centres: Set<string>;
  /** The job types' inventory rules, by job type. */
  typeRules: Map<string, TypeRule & { job_type: string }>;
  /** The rows' inventory codes that are items of the site. */
  knownItems: Set<string>;
  /** The jobs that hold the rows' references, by reference. */
  usedRefs: Map<string, number>;
};

/** The job a row of `check` makes: what it sends over the job's values (or the defaults). */
function merge(item: JobItem, old: Existing | null) {
  const status = item.status ?? old?.status ?? 'New';
  const hold = item.hold ?? old?.hold ?? false;
  return {
    job_type: item.job_type ?? old?.job_type ?? '',
    job_reference: item.job_reference,
    job_description: item.job_description ?? old?.job_description ?? '',
    planned_date:
      item.planned_date === undefined ? (old?.planned_date ?? null) : item.planned_date || null,
    hold,
    hold_reason: hold ? (item.hold_reason ?? old?.hold_reason ?? '') : '',
    warehouse: item.warehouse,
    work_centre: item.work_centre ?? old?.work_centre ?? '',
    status,
    complete: status === 'Complete',
    entity_code: item.entity_code ?? old?.entity_code ?? '',
    inventory_code: item.inventory_code ?? old?.inventory_code ?? '',
    quantity_required: item.quantity_required ?? old?.quantity_required ?? 0,
  };
}

/** Read the site's warehouses, work centres, job types, the rows' items and references. */
async function readReferences(db: Db, siteId: string, items: JobItem[]): Promise<References> {
  const warehouses = new Set(
    (
      await rows<{ warehouse: string }>(
        db,
        sql`SELECT warehouse FROM wms.warehouses WHERE site_id = ${siteId}`,
      )
    ).map((r) => r.warehouse),
  );
  const centres = new Set(
    (
      await rows<{ k: string }>(
        db,
        sql`SELECT warehouse || '/' || work_centre AS k FROM wms.work_centres WHERE site_id = ${siteId}`,
      )
    ).map((r) => r.k),
  );
  const typeRules = new Map(
    (
      await rows<TypeRule & { job_type: string }>(
        db,
        sql`SELECT job_type, role_to_add_inventory, warn_on_add_inventory FROM wms.job_types
            WHERE site_id = ${siteId}`,
      )
    ).map((r) => [r.job_type, r]),
  );
  const codes = [...new Set(items.map((i) => i.inventory_code ?? '').filter(Boolean))];
  const knownItems = new Set(
    codes.length
      ? (
          await rows<{ inventory_code: string }>(
            db,
            sql`SELECT inventory_code FROM wms.inventory WHERE site_id = ${siteId}
                AND inventory_code IN (${sql.join(
                  codes.map((c) => sql`${c}`),
                  sql`, `,
                )})`,
          )
        ).map((r) => r.inventory_code)
      : [],
  );
  const refs = items.map((i) => i.job_reference);
  const usedRefs = new Map(
    (
      await rows<{ job_reference: string; job_id: number }>(
        db,
        sql`SELECT job_reference, job_id FROM wms.jobs WHERE site_id = ${siteId}
            AND job_reference IN (${sql.join(
              refs.map((r) => sql`${r}`),
              sql`, `,
            )})`,
      )
    ).map((r) => [r.job_reference, r.job_id]),
  );
  return { warehouses, centres, typeRules, knownItems, usedRefs };
}

/** Lock a job to update, with its open timesheets; undefined when the site has no such job. */
async function lockExisting(db: Db, siteId: string, jobId: number): Promise<Existing | undefined> {
  const [found] = await rows<Existing>(
    db,
    sql`SELECT j.job_id, j.job_reference, j.status, j.hold, j.hold_reason, j.inventory_code,
               j.job_type, j.job_description, j.planned_date::text AS planned_date,
               j.work_centre, j.entity_code, j.quantity_required::float8 AS quantity_required,
               (SELECT count(*) FROM wms.job_timesheets s WHERE s.site_id = j.site_id
                  AND s.job_id = j.job_id AND s.end_timestamp IS NULL)::int AS open
        FROM wms.jobs j WHERE j.site_id = ${siteId} AND j.job_id = ${jobId} FOR UPDATE`,
  );
  return found;
}

/**
 * Check one row's job (`old`: the job it updates, null for an add) against the references:
 * `fail` takes each refusal, `warn` the warning of inventory added. `seenRefs` holds the
 * references of the rows before it, and takes this one's.
 */
function checkRow(
  ctx: ActionContext,
  item: JobItem,
  old: Existing | null,
  refs: References,
  seenRefs: Set<string>,
  fail: (detail: string) => void,
  warn: (message: string) => void,
): void {
  const job = merge(item, old);
  const owner = refs.usedRefs.get(job.job_reference);
  if ((owner !== undefined && owner !== item.job_id) || seenRefs.has(job.job_reference)) {
    fail(M.referenceTaken(job.job_reference));
  }
  seenRefs.add(job.job_reference);
  if (!refs.warehouses.has(job.warehouse)) fail(M.unknownWarehouse(job.warehouse));
  if (job.work_centre && !refs.centres.has(`${job.warehouse}/${job.work_centre}`)) {
    fail(M.unknownWorkCentre(job.warehouse, job.work_centre));
  }
  const rule = job.job_type ? refs.typeRules.get(job.job_type) : undefined;
  if (job.job_type && !rule) fail(M.unknownJobType(job.job_type));
  if (job.inventory_code && job.inventory_code !== old?.inventory_code) {
    if (!refs.knownItems.has(job.inventory_code)) fail(M.unknownInventory(job.inventory_code));
  }
  if (old && old.open > 0 && isClosedJobStatus(job.status)) {
    fail(M.openTimesheets(old.job_reference, old.open));
  }
  // Adding inventory to a job: the job type's role only, with a warning when it asks one.
  const addsInventory =
    job.inventory_code !== '' && job.inventory_code !== (old?.inventory_code ?? '');
  if (addsInventory && rule) {
    const role = rule.role_to_add_inventory;
    if (role && ctx.user.role !== role && ctx.user.role !== PROVIDER_ROLE) {
      fail(M.inventoryRole(job.job_type, role));
    } else if (rule.warn_on_add_inventory) {
      warn(M.inventoryAdded(job.job_reference, job.inventory_code));
    }
  }
}

/**
 * Lock the jobs the rows update and check every row, in order. Answers the job each row
 * updates (null for an add) and the warnings; throws one RuleErrors with every refusal.
 */
async function checkRows(
  ctx: ActionContext,
  items: JobItem[],
  refs: References,
): Promise<{ existing: (Existing | null)[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const seenRefs = new Set<string>();
  const existing: (Existing | null)[] = [];
  for (const [i, item] of items.entries()) {
    const fail = (detail: string) => errors.push(M.row(i + 1, item.job_reference, detail));
    let old: Existing | null = null;
    if (item.job_id) {
      const found = await lockExisting(ctx.db, ctx.siteId, item.job_id);
      if (!found) {
        fail(M.notFound(item.job_id));
        existing.push(null);
        continue;
      }
      old = found;
    }
    existing.push(old);
    checkRow(ctx, item, old, refs, seenRefs, fail, (w) => warnings.push(w));
  }
  if (errors.length) throw new RuleErrors(errors.map((message) => ({ message })));
  return { existing, warnings };
}

/** Write the checked rows: update each job a row names, add the others. Answers their ids. */
async function writeJobs(
  db: Db,
  siteId: string,
  items: JobItem[],
  existing: (Existing | null)[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, item] of items.entries()) {
    const old = existing[i];
    const values = merge(item, old ?? null);
    if (old) {
      await db.execute(sql`UPDATE wms.jobs SET
          job_type = ${values.job_type}, job_reference = ${values.job_reference},
          job_description = ${values.job_description}, planned_date = ${values.planned_date},
          hold = ${values.hold}, hold_reason = ${values.hold_reason},
          warehouse = ${values.warehouse}, work_centre = ${values.work_centre},
          status = ${values.status}, complete = ${values.complete},
          entity_code = ${values.entity_code}, inventory_code = ${values.inventory_code},
          quantity_required = ${values.quantity_required}, updated_at = ${now.toISOString()}
        WHERE site_id = ${siteId} AND job_id = ${old.job_id}`);
      ids.push(old.job_id);
    } else {
      // The unique reference (jobs_reference_uq) settles two adds of one new reference at once.
      const [row] = await db
        .insert(jobs)
        .values({ site_id: siteId, ...values })
        .onConflictDoNothing()
        .returning({ job_id: jobs.job_id });
      if (!row) throw conflict(M.referenceTaken(String(values.job_reference ?? '')));
      ids.push(row.job_id);
    }
  }
  return ids;
}

/**
 * Save jobs (add without job_id, update with one): every row is checked first, and when any is
 * refused the call fails with one error per refusal and nothing is written.
 */
export async function checkJobs(
  ctx: ActionContext,
  data: z.output<typeof ZJobCheck>,
): Promise<number[]> {
  const now = new Date();
  const refs = await readReferences(ctx.db, ctx.siteId, data.items);
  const { existing, warnings } = await checkRows(ctx, data.items, refs);
  const ids = await writeJobs(ctx.db, ctx.siteId, data.items, existing, now);
  for (const w of warnings) ctx.warn(w);
  ctx.inform(M.saved(ids.length));
  return ids;
}
