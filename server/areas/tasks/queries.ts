import { and, asc, eq, sql } from 'drizzle-orm';
import { TASK_MASTER_TYPE, taskSiteDocument, type TTaskInput } from '../../../src/contract';
import { sites, tasks } from '../../db/schema';
import type { Db } from '../../db/types';

export type TaskRow = typeof tasks.$inferSelect;

/** A task as the document store answers it: the store's key columns, then its fields. */
export function toTaskDocument(row: TaskRow) {
  return {
    site_id: row.site_id,
    site_document: taskSiteDocument(row.site_id),
    document_id: row.task_id,
    document_type: TASK_MASTER_TYPE,
    lookup_key_1: null,
    lookup_key_2: null,
    lookup_key_3: null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    task_id: row.task_id,
    schedule: row.schedule,
    lambda: row.lambda,
    active: row.active,
    description: row.description,
    start_hour: row.start_hour,
    end_hour: row.end_hour,
    payload: row.payload,
    monday: row.monday,
    tuesday: row.tuesday,
    wednesday: row.wednesday,
    thursday: row.thursday,
    friday: row.friday,
    saturday: row.saturday,
    sunday: row.sunday,
    timezone: row.timezone,
    email_address: row.email_address,
    email_errors_only: row.email_errors_only,
    time_limit_seconds: row.time_limit_seconds,
    last_ran: row.last_ran,
    last_status: row.last_status,
    last_error: row.last_error,
    last_duration_ms: row.last_duration_ms,
    locked: row.locked,
    locked_time: row.locked_time,
    next_due: row.next_due,
  };
}

export const listTasks = (db: Db, siteId: string) =>
  db
    .select()
    .from(tasks)
    .where(eq(tasks.site_id, siteId))
    .orderBy(asc(tasks.description), asc(tasks.task_id));

export async function getTask(db: Db, siteId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.site_id, siteId), eq(tasks.task_id, taskId)));
  return row;
}

export async function siteZone(db: Db, siteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ zone: sites.local_zone })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  return row?.zone;
}

type SavedFields = Omit<TTaskInput, 'task_id' | 'last_ran' | 'payload' | 'timezone'> & {
  task_id: string;
  timezone: string;
  payload: Record<string, unknown>;
  next_due: Date | null;
};

/** Insert or replace a task's own fields; the scheduler's columns (last_*, locked*) are kept. */
export async function upsertTask(db: Db, siteId: string, fields: SavedFields, userId: string) {
  const values = {
    schedule: fields.schedule,
    lambda: fields.lambda,
    active: fields.active,
    description: fields.description,
    start_hour: fields.start_hour,
    end_hour: fields.end_hour,
    payload: fields.payload,
    monday: fields.monday,
    tuesday: fields.tuesday,
    wednesday: fields.wednesday,
    thursday: fields.thursday,
    friday: fields.friday,
    saturday: fields.saturday,
    sunday: fields.sunday,
    timezone: fields.timezone,
    email_address: fields.email_address,
    email_errors_only: fields.email_errors_only,
    time_limit_seconds: fields.time_limit_seconds,
    next_due: fields.next_due,
    updated_by: userId,
    updated_at: sql`now()`,
  };
  const [row] = await db
    .insert(tasks)
    .values({ site_id: siteId, task_id: fields.task_id, ...values })
    .onConflictDoUpdate({ target: [tasks.site_id, tasks.task_id], set: values })
    .returning();
  return row!;
}

export const deleteTask = (db: Db, siteId: string, taskId: string) =>
  db
    .delete(tasks)
    .where(and(eq(tasks.site_id, siteId), eq(tasks.task_id, taskId)))
    .returning();
