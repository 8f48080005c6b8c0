import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_TASK_TIME_LIMIT_SECONDS, DEFAULT_TASK_TIMEZONE } from '../../../src/contract';
import { stamps } from './columns';
import { wms } from './wms';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A scheduled task of a site (document 3 "Task master"), the document store's TASK_MASTER.
 * The scheduler claims a due row (next_due passed) with FOR UPDATE SKIP LOCKED, locks it
 * (locked, locked_time, locked_by) while its lambda runs, then records the run (last_*).
 */
export const tasks = wms.table(
  'tasks',
  {
    site_id: text('site_id').notNull(),
    task_id: text('task_id').notNull(),
    schedule: text('schedule').notNull(),
    lambda: text('lambda').notNull(),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    start_hour: integer('start_hour').notNull().default(0),
    end_hour: integer('end_hour').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    monday: boolean('monday').notNull().default(true),
    tuesday: boolean('tuesday').notNull().default(true),
    wednesday: boolean('wednesday').notNull().default(true),
    thursday: boolean('thursday').notNull().default(true),
    friday: boolean('friday').notNull().default(true),
    saturday: boolean('saturday').notNull().default(false),
    sunday: boolean('sunday').notNull().default(false),
    timezone: text('timezone').notNull().default(DEFAULT_TASK_TIMEZONE),
    email_address: text('email_address').notNull().default(''),
    email_errors_only: boolean('email_errors_only').notNull().default(false),
    time_limit_seconds: integer('time_limit_seconds')
      .notNull()
      .default(DEFAULT_TASK_TIME_LIMIT_SECONDS),
    /** The next time it is due; null when inactive or no day is chosen. */
    next_due: at('next_due'),
    last_ran: at('last_ran'),
    last_status: text('last_status'),
    last_error: text('last_error'),
    last_duration_ms: integer('last_duration_ms'),
    locked: boolean('locked').notNull().default(false),
    locked_time: at('locked_time'),
    /** The scheduler instance holding the lock. */
    locked_by: text('locked_by'),
    updated_by: text('updated_by'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.task_id] }),
    index('tasks_due_idx')
      .on(t.next_due)
      .where(sql`active`),
  ],
);

/** One run of a task: its due time, when it ran, how it ended and which scheduler ran it. */
export const taskRuns = wms.table(
  'task_runs',
  {
    run_id: integer('run_id').generatedAlwaysAsIdentity().primaryKey(),
    site_id: text('site_id').notNull(),
    task_id: text('task_id').notNull(),
    due_at: at('due_at').notNull(),
    started_at: at('started_at').notNull(),
    finished_at: at('finished_at'),
    status: text('status').notNull(),
    error: text('error'),
    ran_by: text('ran_by').notNull(),
  },
  (t) => [index('task_runs_task_idx').on(t.site_id, t.task_id, t.started_at)],
);
