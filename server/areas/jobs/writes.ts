import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_DEFAULTS,
  JOB_MESSAGES as M,
  PROVIDER_ROLE,
  durationMinutes,
  isClosedJobStatus,
  type ZJobCheck,
  type ZJobMove,
  type ZJobTagOff,
  type ZJobTagOn,
  type ZJobTypeInput,
} from '../../../src/contract';
import { jobMoves, jobTimesheets, jobTypes, jobs } from '../../db/schema';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { RuleErrors, badRequest, conflict, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import { lockJob, type LockedJob } from './queries';

/*
 * The job service's writes: tag-on, tag-off, moves, saving jobs and job types. Every rule is
 * checked before anything is written, in the call's one transaction; the job row is locked
 * first so two devices writing to the same job take turns.
 */

/** A job's status once work has begun on it. */
const STARTED = 'In Progress';
const NOT_STARTED = ['new', 'open'];

const refOf = (job: LockedJob) => job.job_reference || String(job.job_id);

/** A client-sent time: any past time (an outbox may send it late), not beyond the clock skew. */
function clientTime(value: string | null | undefined, now: Date): Date {
  if (!value) return now;
  const t = new Date(value);
  if (t.getTime() > now.getTime() + JOB_DEFAULTS.clockSkewMs) throw badRequest(M.futureTime);
  return t;
}

/** Work can be done on the job: not complete or cancelled (409), not on hold (409). */
function assertWorkable(job: LockedJob): void {
  if (isClosedJobStatus(job.status)) throw conflict(M.closed(refOf(job), job.status));
  if (job.hold) throw conflict(M.onHold(refOf(job), job.hold_reason));
}

async function markStarted(db: Db, siteId: string, job: LockedJob, now: Date): Promise<void> {
  if (!NOT_STARTED.includes(job.status.trim().toLowerCase())) return;
  await db.execute(
    sql`UPDATE wms.jobs SET status = ${STARTED}, updated_at = ${now.toISOString()}
        WHERE site_id = ${siteId} AND job_id = ${job.job_id}`,
  );
}

export async function tagOn(ctx: ActionContext, data: z.output<typeof ZJobTagOn>) {
  const now = new Date();
  const job = await lockJob(ctx.db, ctx.siteId, data.job_id);
  assertWorkable(job);
  const start = clientTime(data.start_timestamp, now);
  const userId = ctx.user.user_id;
  if (data.time_id) {
    const [taken] = await rows(
      ctx.db,
      sql`SELECT 1 FROM wms.job_timesheets WHERE site_id = ${ctx.siteId} AND time_id = ${data.time_id}`,
    );
    if (taken) throw conflict(M.timesheetExists);
  }
  const [open] = await rows(
    ctx.db,
    sql`SELECT 1 FROM wms.job_timesheets WHERE site_id = ${ctx.siteId} AND job_id = ${job.job_id}
          AND user_id = ${userId} AND end_timestamp IS NULL`,
  );
  if (open) throw conflict(M.alreadyTaggedOn(refOf(job)));
  const [row] = await ctx.db
    .insert(jobTimesheets)
    .values({
      site_id: ctx.siteId,
      ...(data.time_id ? { time_id: data.time_id } : {}),
      job_id: job.job_id,
      user_id: userId,
      start_timestamp: start,
    })
    .returning({ time_id: jobTimesheets.time_id });
  await markStarted(ctx.db, ctx.siteId, job, now);
  ctx.inform(M.taggedOn(refOf(job)));
  return { job, time_id: row!.time_id };
}

export async function tagOff(ctx: ActionContext, data: z.output<typeof ZJobTagOff>) {
  const now = new Date();
  const job = await lockJob(ctx.db, ctx.siteId, data.job_id);
  const [ts] = await rows<{ job_id: number; user_id: string; start: string; ended: boolean }>(
    ctx.db,
    sql`SELECT job_id, user_id, ${sql`to_char(start_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`} AS start,
               end_timestamp IS NOT NULL AS ended
        FROM wms.job_timesheets WHERE site_id = ${ctx.siteId} AND time_id = ${data.time_id}
        FOR UPDATE`,
  );
  if (!ts || ts.job_id !== job.job_id) throw notFound(M.timesheetNotFound);
  if (ts.user_id.toLowerCase() !== ctx.user.user_id.toLowerCase()) {
    throw conflict(M.timesheetOfAnother(ts.user_id));
  }
  if (ts.ended) throw conflict(M.timesheetClosed);
  const end = clientTime(data.end_timestamp, now);
  if (end.getTime() < new Date(ts.start).getTime()) throw badRequest(M.endBeforeStart);
  const mins = durationMinutes(ts.start, end);
  await ctx.db.execute(
    sql`UPDATE wms.job_timesheets SET end_timestamp = ${end.toISOString()},
          total_duration_mins = ${mins}, updated_at = ${now.toISOString()}
        WHERE site_id = ${ctx.siteId} AND time_id = ${data.time_id}`,
  );
  ctx.inform(M.taggedOff(refOf(job), mins));
  return { job, mins };
}

export async function recordMove(ctx: ActionContext, data: z.output<typeof ZJobMove>) {
  const now = new Date();
  const job = await lockJob(ctx.db, ctx.siteId, data.job_id);
  if (data.movement_qty === 0) throw badRequest(M.moveQuantity);
  assertWorkable(job);
  const at = clientTime(data.timestamp, now);
  if (data.move_id) {
    const [taken] = await rows(
      ctx.db,
      sql`SELECT 1 FROM wms.job_moves WHERE site_id = ${ctx.siteId} AND move_id = ${data.move_id}`,
    );
    if (taken) throw conflict(M.moveExists);
  }
  await ctx.db.insert(jobMoves).values({
    site_id: ctx.siteId,
    ...(data.move_id ? { move_id: data.move_id } : {}),
    job_id: job.job_id,
    user_id: ctx.user.user_id,
    movement_qty: data.movement_qty,
    timestamp: at,
  });
  await markStarted(ctx.db, ctx.siteId, job, now);
  ctx.inform(M.moved(refOf(job), data.movement_qty));
  return job;
}

// ---- saving jobs -----------------------------------------------------------------------------

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

/** The job a row of `check` makes: what it sends over the job's values (or the defaults). */
function merge(item: z.output<typeof ZJobCheck>['items'][number], old: Existing | null) {
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
type TypeRule = { role_to_add_inventory: string; warn_on_add_inventory: boolean };

/**
 * Save jobs (add without job_id, update with one): every row is checked first, and when any is
 * refused the call fails with one error per refusal and nothing is written.
 */
export async function checkJobs(
  ctx: ActionContext,
  data: z.output<typeof ZJobCheck>,
): Promise<number[]> {
  const { db, siteId } = ctx;
  const now = new Date();
  const items = data.items;
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

  const errors: string[] = [];
  const warnings: string[] = [];
  const seenRefs = new Set<string>();
  const existing: (Existing | null)[] = [];
  for (const [i, item] of items.entries()) {
    const fail = (detail: string) => errors.push(M.row(i + 1, item.job_reference, detail));
    let old: Existing | null = null;
    if (item.job_id) {
      const [found] = await rows<Existing>(
        db,
        sql`SELECT j.job_id, j.job_reference, j.status, j.hold, j.hold_reason, j.inventory_code,
                   j.job_type, j.job_description, j.planned_date::text AS planned_date,
                   j.work_centre, j.entity_code, j.quantity_required::float8 AS quantity_required,
                   (SELECT count(*) FROM wms.job_timesheets s WHERE s.site_id = j.site_id
                      AND s.job_id = j.job_id AND s.end_timestamp IS NULL)::int AS open
            FROM wms.jobs j WHERE j.site_id = ${siteId} AND j.job_id = ${item.job_id} FOR UPDATE`,
      );
      if (!found) {
        fail(M.notFound(item.job_id));
        existing.push(null);
        continue;
      }
      old = found;
    }
    existing.push(old);
    const job = merge(item, old);
    const owner = usedRefs.get(job.job_reference);
    if ((owner !== undefined && owner !== item.job_id) || seenRefs.has(job.job_reference)) {
      fail(M.referenceTaken(job.job_reference));
    }
    seenRefs.add(job.job_reference);
    if (!warehouses.has(job.warehouse)) fail(M.unknownWarehouse(job.warehouse));
    if (job.work_centre && !centres.has(`${job.warehouse}/${job.work_centre}`)) {
      fail(M.unknownWorkCentre(job.warehouse, job.work_centre));
    }
    const rule = job.job_type ? typeRules.get(job.job_type) : undefined;
    if (job.job_type && !rule) fail(M.unknownJobType(job.job_type));
    if (job.inventory_code && job.inventory_code !== old?.inventory_code) {
      if (!knownItems.has(job.inventory_code)) fail(M.unknownInventory(job.inventory_code));
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
        warnings.push(M.inventoryAdded(job.job_reference, job.inventory_code));
      }
    }
  }
  if (errors.length) throw new RuleErrors(errors.map((message) => ({ message })));

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
  for (const w of warnings) ctx.warn(w);
  ctx.inform(M.saved(ids.length));
  return ids;
}

// ---- job types -------------------------------------------------------------------------------

/** Save job types: by job_type_id, else by code (adds a new one); a renamed code follows on jobs. */
export async function checkJobTypes(
  ctx: ActionContext,
  items: z.output<typeof ZJobTypeInput>[],
): Promise<number[]> {
  const { db, siteId } = ctx;
  const now = new Date().toISOString();
  const all = await rows<{ job_type_id: number; job_type: string }>(
    db,
    sql`SELECT job_type_id, job_type FROM wms.job_types WHERE site_id = ${siteId} FOR UPDATE`,
  );
  const errors: string[] = [];
  const plan: { id: number | null; old: string | null; item: (typeof items)[number] }[] = [];
  const codes = new Set<string>();
  for (const [i, item] of items.entries()) {
    const byId = item.job_type_id ? all.find((t) => t.job_type_id === item.job_type_id) : null;
    if (item.job_type_id && !byId) {
      errors.push(M.row(i + 1, item.job_type, M.jobTypeNotFound(item.job_type_id)));
      continue;
    }
    const byCode = all.find((t) => t.job_type === item.job_type);
    const target = byId ?? byCode ?? null;
    if ((byId && byCode && byCode.job_type_id !== byId.job_type_id) || codes.has(item.job_type)) {
      errors.push(M.row(i + 1, item.job_type, M.jobTypeExists(item.job_type)));
      continue;
    }
    codes.add(item.job_type);
    plan.push({ id: target?.job_type_id ?? null, old: target?.job_type ?? null, item });
  }
  if (errors.length) throw new RuleErrors(errors.map((message) => ({ message })));

  const ids: number[] = [];
  for (const { id, old, item } of plan) {
    const values = {
      job_type: item.job_type,
      job_type_name: item.job_type_name,
      entity: item.entity,
      role_to_add_inventory: item.role_to_add_inventory,
      warn_on_add_inventory: item.warn_on_add_inventory,
    };
    if (id !== null) {
      await db.execute(sql`UPDATE wms.job_types SET job_type = ${values.job_type},
          job_type_name = ${values.job_type_name}, entity = ${values.entity},
          role_to_add_inventory = ${values.role_to_add_inventory},
          warn_on_add_inventory = ${values.warn_on_add_inventory}, updated_at = ${now}
        WHERE site_id = ${siteId} AND job_type_id = ${id}`);
      if (old !== null && old !== item.job_type) {
        await db.execute(sql`UPDATE wms.jobs SET job_type = ${item.job_type}, updated_at = ${now}
          WHERE site_id = ${siteId} AND job_type = ${old}`);
      }
      ids.push(id);
    } else {
      const [row] = await db
        .insert(jobTypes)
        .values({ site_id: siteId, ...values })
        .returning({ id: jobTypes.job_type_id });
      ids.push(row!.id);
    }
  }
  return ids;
}

export async function deleteJobType(ctx: ActionContext, jobTypeId: number): Promise<string> {
  const [type] = await rows<{ job_type: string; jobs: number }>(
    ctx.db,
    sql`SELECT t.job_type, (SELECT count(*) FROM wms.jobs j WHERE j.site_id = t.site_id
          AND j.job_type = t.job_type)::int AS jobs
        FROM wms.job_types t WHERE t.site_id = ${ctx.siteId} AND t.job_type_id = ${jobTypeId}
        FOR UPDATE`,
  );
  if (!type) throw notFound(M.jobTypeNotFound(jobTypeId));
  if (type.jobs > 0) throw conflict(M.jobTypeInUse(type.job_type, type.jobs));
  await ctx.db.execute(
    sql`DELETE FROM wms.job_types WHERE site_id = ${ctx.siteId} AND job_type_id = ${jobTypeId}`,
  );
  return type.job_type;
}
