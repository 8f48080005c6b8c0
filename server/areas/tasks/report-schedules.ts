import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  REPORT_TASK_PAYLOAD,
  SCHEDULE_FREQUENCY_LABELS,
  SCHEDULE_MESSAGES as M,
  TASK_DAYS,
  TASK_MESSAGES,
  defaultTaskTimezone,
  splitRecipients,
  type TReportSchedule,
  type TReportScheduleValues,
  type TScheduleFrequency,
  type TTaskDay,
} from '../../../src/contract';
import { tasks } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { nextDue } from './schedule';
import { upsertTask, type TaskRow } from './queries';

/*
 * A report's schedules are task-master tasks (lambda report_export) whose payload names the
 * report. One runs hourly in the one-hour window from the chosen hour (so once a day, at that
 * hour, in the site's zone) on its days: every day (daily, monthly) or one (weekly); a monthly
 * one's payload has day_of_month, and the lambda mails only on that date.
 */

export const REPORT_LAMBDA = 'report_export';
const HOURLY = 'rate(1 hour)' as const;

const dayLabel = (day: TTaskDay) => TASK_DAYS.find((d) => d.key === day)!.label;

function summary(
  s: Pick<TReportSchedule, 'frequency' | 'weekday' | 'day_of_month' | 'hour' | 'timezone'>,
) {
  const when =
    s.frequency === 'weekly'
      ? `on ${dayLabel(s.weekday)}`
      : s.frequency === 'monthly'
        ? `on day ${s.day_of_month}`
        : '';
  return M.summary(SCHEDULE_FREQUENCY_LABELS[s.frequency], when, s.hour, s.timezone);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A task as a schedule of its report (null when it is not a report_export task). */
export function toSchedule(row: TaskRow): TReportSchedule | null {
  if (row.lambda !== REPORT_LAMBDA) return null;
  const payload = REPORT_TASK_PAYLOAD.safeParse(row.payload);
  if (!payload.success) return null;
  const days = TASK_DAYS.filter((d) => row[d.key]);
  const frequency: TScheduleFrequency =
    payload.data.day_of_month !== undefined ? 'monthly' : days.length === 1 ? 'weekly' : 'daily';
  const base = {
    frequency,
    weekday: days.length === 1 ? days[0]!.key : ('monday' as TTaskDay),
    day_of_month: payload.data.day_of_month ?? 1,
    hour: row.start_hour % 24,
    timezone: row.timezone,
  };
  return {
    task_id: row.task_id,
    report: payload.data.report,
    ...base,
    recipients: splitRecipients(payload.data.email_address).join(', '),
    format: payload.data.format,
    active: row.active,
    summary: summary(base),
    next_due: iso(row.next_due),
    last_ran: iso(row.last_ran),
    last_status: row.last_status,
  };
}

export async function listSchedules(db: Db, siteId: string, report: string) {
  const rows = await db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.site_id, siteId),
        eq(tasks.lambda, REPORT_LAMBDA),
        sql`${tasks.payload}->>'report' = ${report}`,
      ),
    )
    .orderBy(asc(tasks.created_at), asc(tasks.task_id));
  return rows.flatMap((r) => toSchedule(r) ?? []);
}

export async function findSchedule(db: Db, siteId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.site_id, siteId), eq(tasks.task_id, taskId)));
  const schedule = row ? toSchedule(row) : null;
  if (!schedule) throw notFound(TASK_MESSAGES.notFound(taskId));
  return schedule;
}

/** Add or change the task of a schedule. */
export async function saveSchedule(options: {
  db: Db;
  siteId: string;
  siteZone: string;
  userId: string;
  label: string;
  values: TReportScheduleValues;
  now?: Date;
}): Promise<TReportSchedule> {
  const { values } = options;
  const timezone = defaultTaskTimezone(options.siteZone);
  const days = Object.fromEntries(
    TASK_DAYS.map((d) => [d.key, values.frequency !== 'weekly' || d.key === values.weekday]),
  ) as Record<TTaskDay, boolean>;
  const timing = {
    active: values.active,
    schedule: HOURLY,
    timezone,
    start_hour: values.hour,
    end_hour: (values.hour + 1) % 24,
    ...days,
  };
  const payload = REPORT_TASK_PAYLOAD.parse({
    report: values.report,
    format: values.format,
    email_address: splitRecipients(values.recipients).join(', '),
    ...(values.frequency === 'monthly' ? { day_of_month: values.day_of_month } : {}),
  });
  const description = `Email ${options.label || values.report}: ${summary({
    frequency: values.frequency,
    weekday: values.weekday,
    day_of_month: values.day_of_month,
    hour: values.hour,
    timezone,
  })}`.slice(0, 200);
  const row = await upsertTask(
    options.db,
    options.siteId,
    {
      ...timing,
      task_id: values.task_id || randomUUID(),
      lambda: REPORT_LAMBDA,
      description,
      payload,
      email_address: '',
      email_errors_only: false,
      time_limit_seconds: 900,
      next_due: nextDue(timing, options.now ?? new Date()),
    },
    options.userId,
  );
  return toSchedule(row)!;
}

export async function deleteSchedule(db: Db, siteId: string, taskId: string) {
  await db.delete(tasks).where(and(eq(tasks.site_id, siteId), eq(tasks.task_id, taskId)));
}
