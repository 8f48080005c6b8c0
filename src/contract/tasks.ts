import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { instant } from './answer-fields';
import { int, oneOf, text } from './fields';
import { DOCUMENT_CALLS } from './help';
import { MESSAGES } from './messages';
import { formatInZone } from './movements';
import type { TVariant } from './status-colours';
import { REPORT_TASK_PAYLOAD } from './reports';

/*
 * The task master (document 3 "Task master", §4, §9): scheduled tasks of a site, kept by the
 * document store under document_type TASK_MASTER and run by the server's scheduler. What a
 * task runs is named by its lambda, one of TASK_LAMBDAS.
 */

export const TASK_MASTER_TYPE = 'TASK_MASTER';
/** The site_document the store answers task master records under. */
export const taskSiteDocument = (siteId: string) => `${siteId}-${TASK_MASTER_TYPE}`;

/** Schedule options (document 3 §9), as stored (rate expressions) with their labels. */
export const TASK_SCHEDULES = [
  { value: 'rate(1 minute)', label: 'Every minute', minutes: 1 },
  { value: 'rate(2 minutes)', label: 'Every 2 minutes', minutes: 2 },
  { value: 'rate(5 minutes)', label: 'Every 5 minutes', minutes: 5 },
  { value: 'rate(10 minutes)', label: 'Every 10 minutes', minutes: 10 },
  { value: 'rate(15 minutes)', label: 'Every 15 minutes', minutes: 15 },
  { value: 'rate(30 minutes)', label: 'Every 30 minutes', minutes: 30 },
  { value: 'rate(1 hour)', label: 'Every hour', minutes: 60 },
] as const;
export const TASK_SCHEDULE_VALUES = TASK_SCHEDULES.map((s) => s.value) as unknown as readonly [
  (typeof TASK_SCHEDULES)[number]['value'],
  ...(typeof TASK_SCHEDULES)[number]['value'][],
];
export type TTaskSchedule = (typeof TASK_SCHEDULES)[number]['value'];
export const scheduleMinutes = (schedule: string): number | undefined =>
  TASK_SCHEDULES.find((s) => s.value === schedule)?.minutes;
export const scheduleLabel = (schedule: string): string =>
  TASK_SCHEDULES.find((s) => s.value === schedule)?.label ?? schedule;

/** Timezones a task may run in (document 3 §9). */
export const TASK_TIMEZONES = [
  { value: 'Australia/Perth', label: 'Perth' },
  { value: 'Australia/Adelaide', label: 'Adelaide' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'Australia/Melbourne', label: 'Melbourne' },
  { value: 'Australia/Darwin', label: 'Darwin' },
  { value: 'Australia/Brisbane', label: 'Brisbane' },
  { value: 'Pacific/Auckland', label: 'Auckland' },
] as const;
export const TASK_TIMEZONE_VALUES = TASK_TIMEZONES.map((t) => t.value) as unknown as readonly [
  (typeof TASK_TIMEZONES)[number]['value'],
  ...(typeof TASK_TIMEZONES)[number]['value'][],
];
/** A task's timezone when none is given: the site's local zone when it is one of these. */
export const DEFAULT_TASK_TIMEZONE = 'Australia/Sydney';
export const defaultTaskTimezone = (siteZone: string | null | undefined): string =>
  TASK_TIMEZONE_VALUES.includes(siteZone as never) ? siteZone! : DEFAULT_TASK_TIMEZONE;

/** The week as the record names it, Monday first, with JavaScript's day numbers. */
export const TASK_DAYS = [
  { key: 'monday', label: 'Monday', dow: 1 },
  { key: 'tuesday', label: 'Tuesday', dow: 2 },
  { key: 'wednesday', label: 'Wednesday', dow: 3 },
  { key: 'thursday', label: 'Thursday', dow: 4 },
  { key: 'friday', label: 'Friday', dow: 5 },
  { key: 'saturday', label: 'Saturday', dow: 6 },
  { key: 'sunday', label: 'Sunday', dow: 0 },
] as const;
export type TTaskDay = (typeof TASK_DAYS)[number]['key'];

/** A task runs at most this long before it is flagged as overrunning (and may be taken again). */
export const DEFAULT_TASK_TIME_LIMIT_SECONDS = 900;

/**
 * The lambdas a task may name: the product's own jobs. Each validates its payload; the
 * server holds what each one runs (server/jobs/task-lambdas.ts).
 */
export const TASK_LAMBDAS = {
  location_import: {
    label: 'Location import',
    description:
      'Saves the next queued batch of each location file import of the site (50 rows a batch).',
    payload: z.strictObject({ imports: int(1, 100).optional() }),
    example: {},
  },
  sync_prune: {
    label: 'Sync prune',
    description:
      'Deletes stored answers of offline writes and the mirror change log older than the days kept (8 by default).',
    payload: z.strictObject({ days: int(8, 365).optional() }),
    example: { days: 8 },
  },
  script: {
    label: 'Script',
    description:
      'Runs a saved script of the site (document type SCRIPT) with the payload data as its data; a failure fails the task.',
    payload: z.strictObject({
      script: text(60).trim().min(1),
      data: z.record(text(200), z.unknown()).optional(),
    }),
    example: { script: 'nightly_check' },
  },
  erp_queue: {
    label: 'ERP queue',
    description:
      'Sends the documents flagged UPDATE, PROCESS or DESPATCH to the ERP interface (each once, retried with back-off) and records the outcome on the process queue.',
    payload: z.strictObject({
      limit: int(1, 500).optional(),
      attempts: int(1, 10).optional(),
      base_delay_ms: int(0, 60_000).optional(),
    }),
    example: { limit: 50, attempts: 4 },
  },
  consignment_tracking: {
    label: 'Consignment tracking',
    description:
      'Asks the carrier of each open consignment of the site for its tracking status; a delivered one becomes COMPLETE.',
    payload: z.strictObject({ limit: int(1, 500).optional() }),
    example: {},
  },
  report_export: {
    label: 'Report export',
    description:
      "Runs a report of the site (relative dates such as 'last 7 days' resolve on the day it runs) and mails its CSV or XLSX export to email_address.",
    payload: REPORT_TASK_PAYLOAD,
    example: {
      report: 'LATE_ORDERS',
      format: 'xlsx',
      email_address: 'warehouse.manager@example.com',
      parameters: { min_days_late: 1 },
    },
  },
} as const;
export type TTaskLambda = keyof typeof TASK_LAMBDAS;
export const TASK_LAMBDA_NAMES = Object.keys(TASK_LAMBDAS) as TTaskLambda[];
export const isTaskLambda = (name: string): name is TTaskLambda =>
  Object.hasOwn(TASK_LAMBDAS, name);

/** How a task's last run ended. RUNNING while locked. */
export const TASK_STATUSES = ['RUNNING', 'OK', 'ERROR', 'MISSED', 'OVERRUN'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
/** Statuses that are mailed even when the task mails errors only. */
export const TASK_PROBLEM_STATUSES: readonly TTaskStatus[] = ['ERROR', 'MISSED', 'OVERRUN'];
export const TASK_STATUS_VARIANTS: Record<TTaskStatus, TVariant> = {
  RUNNING: 'warning',
  OK: 'success',
  ERROR: 'danger',
  MISSED: 'warning',
  OVERRUN: 'danger',
};

export const TASK_MESSAGES = {
  unknownLambda: (name: string) =>
    `Unknown lambda '${name}'. Choose one of: ${TASK_LAMBDA_NAMES.join(', ')}`,
  schedule: 'Please choose a schedule',
  timezone: `Please choose a timezone: ${TASK_TIMEZONES.map((t) => t.label).join(', ')}`,
  hour: 'Enter an hour from 0 to 24',
  email: 'Enter a valid email address',
  payloadJson: 'The payload is not valid JSON',
  payload: (lambda: string, detail: string) => `The payload does not suit ${lambda}: ${detail}`,
  notFound: (taskId: string) => `Task ${taskId} was not found`,
  never: 'Never',
  mailSubject: (status: string, description: string, siteId: string) =>
    `[${siteId}] Task ${status}: ${description}`,
  missed: (due: string) => `The task did not run at its due time ${due}`,
  overrun: (seconds: number, limit: number) =>
    `The task ran for ${seconds} s, past its limit of ${limit} s`,
  abandoned: (lockedTime: string, limit: number) =>
    `The run started at ${lockedTime} did not finish within ${limit} s`,
  listError: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  saved: 'Task saved',
  runNowInactive: 'Only an active task can be run. Make it active first',
  runNowQueued: "The task runs at the scheduler's next tick (within a minute)",
} as const;

const hour = () => int(0, 24);
const flag = (fallback: boolean) => z.boolean().default(fallback);

/**
 * A task master record as the client saves it (through the document store). last_ran,
 * locked and locked_time are the scheduler's: 'Never' (or blank) is sent blank and ignored.
 */
export const ZTaskInput = z.object({
  task_id: text(200).trim().optional(),
  schedule: oneOf(TASK_SCHEDULE_VALUES, TASK_MESSAGES.schedule),
  lambda: text(100).trim(),
  active: flag(true),
  description: text(200).trim().default(''),
  start_hour: hour().default(0),
  end_hour: hour().default(0),
  payload: z.unknown().optional(),
  monday: flag(true),
  tuesday: flag(true),
  wednesday: flag(true),
  thursday: flag(true),
  friday: flag(true),
  saturday: flag(false),
  sunday: flag(false),
  timezone: oneOf(TASK_TIMEZONE_VALUES, TASK_MESSAGES.timezone).optional(),
  email_address: text(200)
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, TASK_MESSAGES.email)
    .default(''),
  email_errors_only: flag(false),
  time_limit_seconds: int(1, 86_400).default(DEFAULT_TASK_TIME_LIMIT_SECONDS),
  last_ran: z.union([z.literal(TASK_MESSAGES.never), z.literal(''), z.null(), text(40)]).optional(),
});
export type TTaskInput = z.output<typeof ZTaskInput>;

/** A task master record as the store answers it (with the store's key columns). */
export const ZTask = z.object({
  site_id: z.string(),
  site_document: z.string(),
  document_id: z.string(),
  document_type: z.string(),
  lookup_key_1: z.string().nullable(),
  lookup_key_2: z.string().nullable(),
  lookup_key_3: z.string().nullable(),
  created_at: instant(),
  updated_at: instant(),
  task_id: z.string(),
  schedule: z.string(),
  lambda: z.string(),
  active: z.boolean(),
  description: z.string(),
  start_hour: z.number(),
  end_hour: z.number(),
  payload: z.record(z.string(), z.unknown()),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  timezone: z.string(),
  email_address: z.string(),
  email_errors_only: z.boolean(),
  time_limit_seconds: z.number(),
  last_ran: instant().nullable(),
  last_status: z.string().nullable(),
  last_error: z.string().nullable(),
  last_duration_ms: z.number().nullable(),
  locked: z.boolean(),
  locked_time: instant().nullable(),
  next_due: instant().nullable(),
});
export type TTask = z.output<typeof ZTask>;

/** Parse a payload as the form or a caller sends it: a JSON object or its text. */
export function parsePayloadText(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (value === undefined || value === null || value === '') return { ok: true, value: {} };
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Check a payload against its lambda: the parsed payload or the message to answer. */
export function checkTaskPayload(
  lambda: TTaskLambda,
  value: unknown,
): { ok: true; payload: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = parsePayloadText(value);
  if (!parsed.ok) return { ok: false, message: TASK_MESSAGES.payloadJson };
  const checked = TASK_LAMBDAS[lambda].payload.safeParse(parsed.value);
  if (!checked.success) {
    const detail = checked.error.issues
      .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
    return { ok: false, message: TASK_MESSAGES.payload(lambda, detail) };
  }
  return { ok: true, payload: checked.data as Record<string, unknown> };
}

/** Service `admin`, entity `task`: the task master's own calls besides the document store. */
export const TASK_CALLS = {
  run_now: actionContract({
    service: 'admin',
    entity: 'task',
    action: 'run_now',
    input: z.object({ task_id: text(200).trim().min(1) }),
    output: ZTask,
  }),
};

// ---- the screen (/admin/taskmaster) -----------------------------------------------------------

/** The document store's calls read as task master records. */
export const TASK_VIEWS = {
  list: callView(DOCUMENT_CALLS.list, ZTask),
  add: callView(DOCUMENT_CALLS.add, ZTask),
  update: callView(DOCUMENT_CALLS.update, ZTask),
  delete: callView(DOCUMENT_CALLS.delete, ZTask),
};

/** Task times (document 3 §9): DD-MM-YY h:mm:ss A in the site's zone. */
export const TASK_TIME_FORMAT = 'DD-MM-YY h:mm:ss A';
/** A task time to show; a missing one (never ran, not locked) shows Never. */
export const formatTaskTime = (iso: string | null, zone: string): string =>
  iso ? formatInZone(iso, zone, TASK_TIME_FORMAT) : TASK_MESSAGES.never;

/**
 * A row's colour: locked (running) rows in warning (document 3 §4); a last run that was
 * missed in warning, that failed or overran in danger.
 */
export function taskVariant(task: Pick<TTask, 'locked' | 'last_status'>): TVariant | undefined {
  if (task.locked) return 'warning';
  const status = task.last_status as TTaskStatus | null;
  return status && status !== 'OK' ? TASK_STATUS_VARIANTS[status] : undefined;
}

/** The task form: the record with its payload as JSON text and its times as shown. */
export const ZTaskForm = ZTaskInput.extend({
  lambda: oneOf(TASK_LAMBDA_NAMES as [TTaskLambda, ...TTaskLambda[]], 'Please choose a lambda'),
  payload: z.string(),
  last_ran: z.string(),
}).superRefine((form, ctx) => {
  const checked = checkTaskPayload(form.lambda, form.payload);
  if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['payload'], message: checked.message });
});
export type TTaskForm = Required<Omit<z.input<typeof ZTaskForm>, 'lambda'>> & {
  lambda: string;
  locked_time: string;
  last_status: string;
};

export const blankTaskForm = (timezone: string): TTaskForm => ({
  task_id: '',
  schedule: 'rate(5 minutes)',
  lambda: '',
  active: true,
  description: '',
  start_hour: 0,
  end_hour: 0,
  payload: '{}',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  timezone: defaultTaskTimezone(timezone) as TTaskForm['timezone'],
  email_address: '',
  email_errors_only: false,
  time_limit_seconds: DEFAULT_TASK_TIME_LIMIT_SECONDS,
  last_ran: TASK_MESSAGES.never,
  locked_time: '',
  last_status: '',
});

export const toTaskForm = (task: TTask, zone: string): TTaskForm => ({
  task_id: task.task_id,
  schedule: task.schedule as TTaskSchedule,
  lambda: task.lambda,
  active: task.active,
  description: task.description,
  start_hour: task.start_hour,
  end_hour: task.end_hour,
  payload: JSON.stringify(task.payload, null, 2),
  monday: task.monday,
  tuesday: task.tuesday,
  wednesday: task.wednesday,
  thursday: task.thursday,
  friday: task.friday,
  saturday: task.saturday,
  sunday: task.sunday,
  timezone: task.timezone as TTaskForm['timezone'],
  email_address: task.email_address,
  email_errors_only: task.email_errors_only,
  time_limit_seconds: task.time_limit_seconds,
  last_ran: formatTaskTime(task.last_ran, zone),
  locked_time: task.locked_time ? formatTaskTime(task.locked_time, zone) : '',
  last_status: task.last_status ?? '',
});

/** The record the form saves: last_ran Never (or any shown time) is sent blank. */
export function taskRecord(form: TTaskForm, siteId: string) {
  const { locked_time: _locked, last_status: _status, ...fields } = form;
  const parsed = parsePayloadText(form.payload);
  return {
    ...fields,
    site_document: taskSiteDocument(siteId),
    document_type: TASK_MASTER_TYPE,
    ...(form.task_id ? { document_id: form.task_id } : {}),
    payload: parsed.ok ? parsed.value : form.payload,
    last_ran: '',
  };
}
