import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import * as fields from './fields';
import { EXPORT_FORMATS } from './reports';
import { TASK_DAYS, type TTaskDay } from './tasks';

/*
 * "Email this report" (issue 29, item 3): a report mailed daily, weekly on a day or monthly on
 * a date, at an hour of the site's zone, to recipients as CSV or XLSX. Behind the scenes it is
 * a task-master task (lambda report_export) whose payload names the report: the task runs hourly
 * in a one-hour window starting at the chosen hour, on the chosen days (weekly: one day); a
 * monthly one carries day_of_month and mails only on that date (the month's last day when it
 * is shorter).
 */

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_FREQUENCY_LABELS: Record<TScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const SCHEDULE_WEEKDAYS = TASK_DAYS.map((d) => d.key) as [TTaskDay, ...TTaskDay[]];

/** Recipients as typed: addresses separated by commas, semicolons or spaces. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

export const SCHEDULE_MESSAGES = {
  recipients: 'Enter one or more email addresses, separated by commas',
  recipient: (address: string) => `'${address}' is not an email address`,
  notThisReport: (taskId: string, report: string) =>
    `Task ${taskId} does not mail the report ${report}`,
  notToday: (report: string, day: number) =>
    `Report ${report} is mailed on day ${day} of the month: not today`,
  mayNotSchedule: 'Scheduling a report needs update permission on every module it reads',
  saved: 'Schedule saved',
  deleted: 'Schedule deleted',
  summary: (frequency: string, when: string, hour: number, zone: string) =>
    `${frequency}${when ? ` ${when}` : ''} at ${String(hour).padStart(2, '0')}:00 (${zone})`,
} as const;

/** Comma-separated email addresses (at least one, each valid). */
export const recipientList = () =>
  fields
    .text(1000)
    .trim()
    .superRefine((value, ctx) => {
      const list = splitRecipients(value);
      if (list.length === 0)
        ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.recipients });
      for (const a of list)
        if (!z.email().safeParse(a).success)
          ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.recipient(a) });
    });

export const ZReportScheduleInput = z
  .object({
    /** The task to change; blank adds one. */
    task_id: fields.text(200).trim().default(''),
    report: fields.text(60).trim().min(1),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    /** Weekly: the day it is mailed. */
    weekday: z.enum(SCHEDULE_WEEKDAYS).default('monday'),
    /** Monthly: the date it is mailed (a shorter month's last day for 29 to 31). */
    day_of_month: fields.int(1, 31).default(1),
    /** The hour of the site's zone, 0 to 23. */
    hour: fields.int(0, 23),
    recipients: recipientList(),
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
    active: z.boolean().default(true),
  })
  .strict();
export type TReportScheduleInput = z.input<typeof ZReportScheduleInput>;
export type TReportScheduleValues = z.output<typeof ZReportScheduleInput>;

export const ZReportSchedule = z.object({
  task_id: z.string(),
  report: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  weekday: z.enum(SCHEDULE_WEEKDAYS),
  day_of_month: z.number(),
  hour: z.number(),
  recipients: z.string(),
  format: z.enum(EXPORT_FORMATS),
  active: z.boolean(),
  timezone: z.string(),
  /** How it reads: "Weekly on Monday at 07:00 (Australia/Sydney)". */
  summary: z.string(),
  next_due: instant().nullable(),
  last_ran: instant().nullable(),
  last_status: z.string().nullable(),
});
export type TReportSchedule = z.output<typeof ZReportSchedule>;

export const REPORT_SCHEDULE_CALLS = {
  list: actionContract({
    service: 'reporting',
    entity: 'report_schedule',
    action: 'list',
    input: z.object({ report: fields.text(60).trim().min(1) }),
    output: ZReportSchedule,
  }),
  save: actionContract({
    service: 'reporting',
    entity: 'report_schedule',
    action: 'save',
    input: ZReportScheduleInput,
    output: ZReportSchedule,
  }),
  delete: actionContract({
    service: 'reporting',
    entity: 'report_schedule',
    action: 'delete',
    input: z.object({ task_id: fields.text(200).trim().min(1) }),
    output: ZReportSchedule,
  }),
};

/**
 * Is `day` (YYYY-MM-DD) the mail day of a monthly schedule on `dayOfMonth`? A month shorter
 * than the date mails on its last day.
 */
export function isMailDay(day: string, dayOfMonth: number): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d === Math.min(dayOfMonth, last);
}
