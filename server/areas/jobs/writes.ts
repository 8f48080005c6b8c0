import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_DEFAULTS,
  JOB_MESSAGES as M,
  doneTime,
  durationMinutes,
  isClosedJobStatus,
  type ZJobMove,
  type ZJobTagOff,
  type ZJobTagOn,
  type ZJobTypeInput,
} from '../../../src/contract';
import { jobMoves, jobTimesheets, jobTypes } from '../../db/schema';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { RuleErrors, badRequest, conflict, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import { lockJob, type LockedJob } from './queries';

/*
 * The job service's writes: tag-on, tag-off, moves and job types (saving jobs is in
 * check-jobs.ts). Every rule is checked before anything is written, in the call's one
 * transaction; the job row is locked first so two devices writing to the same job take turns.
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
  // The call's own time, else the device's (the outbox's done_at), else when received.
  const at = data.timestamp ? clientTime(data.timestamp, now) : doneTime(ctx.times);
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
    received_at: ctx.times.received_at,
    device_time: ctx.times.device_time,
  });
  await markStarted(ctx.db, ctx.siteId, job, now);
  ctx.inform(M.moved(refOf(job), data.movement_qty));
  return job;
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
