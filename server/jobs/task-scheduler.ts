import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import {
  TASK_MESSAGES,
  TASK_PROBLEM_STATUSES,
  checkTaskPayload,
  isTaskLambda,
  type TTaskStatus,
} from '../../src/contract';
import { nextDue, periodMs, type TaskTiming } from '../areas/tasks/schedule';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import type { TaskMailer } from './task-mailer';
import { TASK_LAMBDA_RUNS, type TaskLambdaRun } from './task-lambdas';

/*
 * The task master's scheduler. Each tick (croner, every minute by default) claims the due
 * tasks of every site in one owner transaction:
 *
 *   SELECT … FROM wms.tasks WHERE active AND next_due <= now
 *     AND (NOT locked OR locked_time < now - time_limit) … FOR UPDATE SKIP LOCKED
 *
 * locks each (locked, locked_time, locked_by) and moves its next_due on, then commits, so
 * two schedulers on one PostgreSQL never take the same due time. It then runs each claimed
 * task's lambda and records the run (last_ran, last_status, last_error) and unlocks, but only
 * while it still holds the lock. A task due more than one period ago is not run late: it is
 * flagged MISSED. A run past the task's time limit is flagged OVERRUN, and so is a lock left
 * past the limit (the run died or hangs), which frees the task for its next due time.
 * Runs are mailed to the task's email address: every run, or with email_errors_only only
 * ERROR, MISSED and OVERRUN.
 */

export type TaskSchedulerOptions = {
  /** Croner pattern of the tick (default every minute, at second 0). */
  tickPattern?: string;
  /** Tasks claimed per tick. */
  batchSize?: number;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Lambda runners by name (default the product's own, TASK_LAMBDA_RUNS). */
  lambdas?: Record<string, TaskLambdaRun>;
  mailer?: TaskMailer | undefined;
  /** The read replica (DATABASE_REPLICA_URL), handed to the lambdas (scheduled reports). */
  replica?: Db | undefined;
  /** Names this scheduler in locked_by (default host:pid:random). */
  instanceId?: string;
  onError?: (error: unknown) => void;
};

type ClaimedRow = TaskTiming & {
  site_id: string;
  task_id: string;
  lambda: string;
  description: string;
  payload: Record<string, unknown>;
  email_address: string;
  email_errors_only: boolean;
  time_limit_seconds: number;
  next_due: string;
  locked: boolean;
  locked_time: string | null;
};

/** One outcome of a tick, for the caller (and the tests). */
export type TaskOutcome = {
  site_id: string;
  task_id: string;
  due_at: string;
  status: TTaskStatus;
  error: string | null;
  mailed: boolean;
};

export type TaskScheduler = {
  readonly instanceId: string;
  /** One pass: claim the due tasks, run them, record and mail. */
  tick(): Promise<TaskOutcome[]>;
  start(): void;
  /** Stop ticking and wait for the runs in hand. */
  stop(): Promise<void>;
};

const iso = (d: Date) => d.toISOString();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createTaskScheduler(db: Db, options: TaskSchedulerOptions = {}): TaskScheduler {
  const clock = options.now ?? (() => new Date());
  const lambdas: Record<string, TaskLambdaRun | undefined> = options.lambdas ?? TASK_LAMBDA_RUNS;
  const instanceId =
    options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const onError = options.onError ?? ((e) => console.error('task scheduler:', e));
  let cron: Cron | undefined;
  let running: Promise<void> | undefined;

  async function mail(task: ClaimedRow, status: TTaskStatus, text: string): Promise<boolean> {
    if (!options.mailer || !task.email_address) return false;
    if (task.email_errors_only && !TASK_PROBLEM_STATUSES.includes(status)) return false;
    try {
      await options.mailer.send({
        to: task.email_address,
        subject: TASK_MESSAGES.mailSubject(status, task.description || task.lambda, task.site_id),
        text,
      });
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  }

  /** Claim the due tasks; mark each RUNNING (locked) or MISSED, and move next_due on. */
  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const due = await rows<ClaimedRow>(
        tx,
        sql`SELECT site_id, task_id, schedule, lambda, active, description, start_hour, end_hour,
              payload, monday, tuesday, wednesday, thursday, friday, saturday, sunday, timezone,
              email_address, email_errors_only, time_limit_seconds, locked,
              to_char(next_due AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next_due,
              to_char(locked_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS locked_time
            FROM wms.tasks
            WHERE active AND next_due <= ${iso(now)}::timestamptz
              AND (NOT locked
                OR locked_time < ${iso(now)}::timestamptz - make_interval(secs => time_limit_seconds))
            ORDER BY next_due
            LIMIT ${options.batchSize ?? 20}
            FOR UPDATE SKIP LOCKED`,
      );
      const toRun: { task: ClaimedRow; runId: number }[] = [];
      const flagged: { task: ClaimedRow; status: TTaskStatus; error: string }[] = [];
      for (const task of due) {
        const next = nextDue(task, now);
        const nextIso = next ? iso(next) : null;
        if (task.locked) {
          // Its last run is past its limit: flagged, and the lock is taken over below.
          const error = TASK_MESSAGES.abandoned(task.locked_time ?? '', task.time_limit_seconds);
          flagged.push({ task, status: 'OVERRUN', error });
          await tx.execute(
            sql`UPDATE wms.task_runs SET status = 'OVERRUN', error = ${error},
                  finished_at = ${iso(now)}::timestamptz
                WHERE site_id = ${task.site_id} AND task_id = ${task.task_id}
                  AND status = 'RUNNING'`,
          );
        }
        if (now.getTime() - new Date(task.next_due).getTime() > periodMs(task.schedule)) {
          const error = TASK_MESSAGES.missed(task.next_due);
          flagged.push({ task, status: 'MISSED', error });
          await tx.execute(
            sql`UPDATE wms.tasks SET locked = false, locked_time = NULL, locked_by = NULL,
                  last_status = 'MISSED', last_error = ${error}, next_due = ${nextIso}::timestamptz
                WHERE site_id = ${task.site_id} AND task_id = ${task.task_id}`,
          );
          await tx.execute(
            sql`INSERT INTO wms.task_runs (site_id, task_id, due_at, started_at, finished_at,
                  status, error, ran_by)
                VALUES (${task.site_id}, ${task.task_id}, ${task.next_due}::timestamptz,
                  ${iso(now)}::timestamptz, ${iso(now)}::timestamptz, 'MISSED', ${error},
                  ${instanceId})`,
          );
          continue;
        }
        await tx.execute(
          sql`UPDATE wms.tasks SET locked = true, locked_time = ${iso(now)}::timestamptz,
                locked_by = ${instanceId}, last_status = 'RUNNING', last_error = NULL,
                next_due = ${nextIso}::timestamptz
              WHERE site_id = ${task.site_id} AND task_id = ${task.task_id}`,
        );
        const [run] = await rows<{ run_id: number }>(
          tx,
          sql`INSERT INTO wms.task_runs (site_id, task_id, due_at, started_at, status, ran_by)
              VALUES (${task.site_id}, ${task.task_id}, ${task.next_due}::timestamptz,
                ${iso(now)}::timestamptz, 'RUNNING', ${instanceId})
              RETURNING run_id`,
        );
        toRun.push({ task, runId: run!.run_id });
      }
      return { toRun, flagged };
    });
  }

  /** Run one claimed task's lambda and record how it ended (while this scheduler holds it). */
  async function run(task: ClaimedRow, runId: number, startedAt: Date): Promise<TaskOutcome> {
    let status: TTaskStatus = 'OK';
    let error: string | null = null;
    let summary = '';
    try {
      const runner = lambdas[task.lambda];
      if (!runner) throw new Error(TASK_MESSAGES.unknownLambda(task.lambda));
      const checked = isTaskLambda(task.lambda)
        ? checkTaskPayload(task.lambda, task.payload)
        : { ok: true as const, payload: task.payload };
      if (!checked.ok) throw new Error(checked.message);
      summary = await runner({
        db,
        replica: options.replica,
        siteId: task.site_id,
        payload: checked.payload,
        now: startedAt,
      });
    } catch (e) {
      status = 'ERROR';
      error = message(e);
    }
    const finishedAt = clock();
    const durationMs = Math.max(0, finishedAt.getTime() - startedAt.getTime());
    if (status === 'OK' && durationMs > task.time_limit_seconds * 1000) {
      status = 'OVERRUN';
      error = TASK_MESSAGES.overrun(Math.round(durationMs / 1000), task.time_limit_seconds);
    }
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE wms.tasks SET locked = false, locked_time = NULL, locked_by = NULL,
              last_ran = ${iso(startedAt)}::timestamptz, last_status = ${status},
              last_error = ${error}, last_duration_ms = ${Math.min(durationMs, 2_147_483_647)}
            WHERE site_id = ${task.site_id} AND task_id = ${task.task_id}
              AND locked AND locked_by = ${instanceId}
              AND locked_time = ${iso(startedAt)}::timestamptz`,
      );
      await tx.execute(
        sql`UPDATE wms.task_runs SET status = ${status}, error = ${error ?? (summary || null)},
              finished_at = ${iso(finishedAt)}::timestamptz
            WHERE run_id = ${runId} AND status = 'RUNNING'`,
      );
    });
    const text = [
      `Task: ${task.description || task.task_id} (${task.lambda}) at ${task.site_id}`,
      `Due: ${task.next_due}`,
      `Started: ${iso(startedAt)}, took ${(durationMs / 1000).toFixed(2)} s`,
      `Status: ${status}`,
      error ? `Error: ${error}` : summary,
    ].join('\n');
    const mailed = await mail(task, status, text);
    return {
      site_id: task.site_id,
      task_id: task.task_id,
      due_at: task.next_due,
      status,
      error,
      mailed,
    };
  }

  async function tick(): Promise<TaskOutcome[]> {
    const now = clock();
    const { toRun, flagged } = await claim(now);
    const outcomes: TaskOutcome[] = [];
    for (const f of flagged) {
      const text = [
        `Task: ${f.task.description || f.task.task_id} (${f.task.lambda}) at ${f.task.site_id}`,
        `Status: ${f.status}`,
        f.error,
      ].join('\n');
      outcomes.push({
        site_id: f.task.site_id,
        task_id: f.task.task_id,
        due_at: f.task.next_due,
        status: f.status,
        error: f.error,
        mailed: await mail(f.task, f.status, text),
      });
    }
    outcomes.push(...(await Promise.all(toRun.map((c) => run(c.task, c.runId, now)))));
    return outcomes;
  }

  return {
    instanceId,
    tick,
    start() {
      if (cron) return;
      cron = new Cron(options.tickPattern ?? '0 * * * * *', { protect: true, unref: true }, () => {
        running = tick()
          .then(() => undefined)
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
        return running;
      });
    },
    async stop() {
      cron?.stop();
      cron = undefined;
      await running;
      options.mailer?.close();
    },
  };
}

/** TASK_SCHEDULER (default on; 0 turns the scheduler off). */
export function schedulerEnabledFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.TASK_SCHEDULER?.trim().toLowerCase();
  return !value || !['0', 'false', 'no', 'off'].includes(value);
}
