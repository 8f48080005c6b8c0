import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant as answerInstant } from './answer-fields';
import * as fields from './fields';
import { ZOptionalIsoDate } from './dates';
import { ROLES, type TRole } from './permissions';
import type { TVariant } from './status-colours';

/*
 * Jobs (work orders) and job types (document 2 sections 3-9, service `job`): the listing
 * filters, the job's statuses and their colours, the timesheet and move ERP colours, job type
 * entities, the JOB messages, and the zod schemas of every call. Screens, the floor screen
 * and the server import these; the server checks every rule again.
 */

// ---- statuses and filters (document 2 section 4) --------------------------------------------

/** A job's own status; a job starts New (document 2 §4). In Progress follows the first tag-on. */
export const JOB_STATUSES = ['New', 'Open', 'In Progress', 'Complete', 'Cancelled'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];
export const DEFAULT_JOB_STATUS: TJobStatus = 'New';
/** Statuses of a job no one may work on any more (no tag-on, no move). */
export const CLOSED_JOB_STATUSES: readonly TJobStatus[] = ['Complete', 'Cancelled'];
export const isClosedJobStatus = (status: string): boolean =>
  CLOSED_JOB_STATUSES.some((s) => s.toLowerCase() === status.trim().toLowerCase());

/** The listing filters (document 2 §4, §9): NEW_AND_IN_PROGRESS is the default. */
export const JOB_STATUS_FILTERS = ['NEW_AND_IN_PROGRESS', 'OPEN', 'STARTED', 'COMPLETE'] as const;
export type TJobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];
export const DEFAULT_JOB_STATUS_FILTER: TJobStatusFilter = 'NEW_AND_IN_PROGRESS';
export const JOB_STATUS_FILTER_LABELS: Record<TJobStatusFilter, string> = {
  NEW_AND_IN_PROGRESS: 'New and In Progress',
  OPEN: 'Not Started',
  STARTED: 'In Progress',
  COMPLETE: 'Complete',
};
/** The job statuses each filter lists. */
export const JOB_STATUS_FILTER_STATUSES: Record<TJobStatusFilter, readonly TJobStatus[]> = {
  NEW_AND_IN_PROGRESS: ['New', 'Open', 'In Progress'],
  OPEN: ['New', 'Open'],
  STARTED: ['In Progress'],
  COMPLETE: ['Complete'],
};

/** Job status colours (document 2 §4): OPEN warning, CANCELLED danger, COMPLETE success. */
const JOB_STATUS_VARIANTS: Record<string, TVariant> = {
  OPEN: 'warning',
  CANCELLED: 'danger',
  COMPLETE: 'success',
};
export function jobStatusVariant(status: string | null | undefined): TVariant | undefined {
  return JOB_STATUS_VARIANTS[(status ?? '').trim().toUpperCase()];
}

/** A job's ERP status colours (document 2 §4): COMPLETE success, ERROR danger. */
const JOB_ERP_STATUS_VARIANTS: Record<string, TVariant> = { COMPLETE: 'success', ERROR: 'danger' };
export function jobErpStatusVariant(status: string | null | undefined): TVariant | undefined {
  return JOB_ERP_STATUS_VARIANTS[(status ?? '').trim().toUpperCase()];
}

/** A timesheet or move waits for the ERP as Pending and is Complete once sent. */
export const JOB_LINE_ERP_STATUSES = ['Pending', 'Complete'] as const;
/** Timesheet / move ERP status colours (document 2 §4): Pending warning, Complete success. */
export function jobLineErpStatusVariant(status: string | null | undefined): TVariant | undefined {
  const s = (status ?? '').trim().toUpperCase();
  return s === 'PENDING' ? 'warning' : s === 'COMPLETE' ? 'success' : undefined;
}

// ---- job types -------------------------------------------------------------------------------

/** What a job type's jobs are for (document 2 §3, document 3 §9). */
export const JOB_TYPE_ENTITIES = ['inventory', 'customer', 'supplier'] as const;
export type TJobTypeEntity = (typeof JOB_TYPE_ENTITIES)[number];
export const JOB_TYPE_ENTITY_LABELS: Record<TJobTypeEntity, string> = {
  inventory: 'Inventory',
  customer: 'Customer',
  supplier: 'Supplier',
};

/** The job type list's filters (document 2 §4; document 3 §9: NEW_AND_CHANGED by default). */
export const JOB_TYPE_FILTERS = ['NEW_AND_CHANGED', 'ALL'] as const;
export type TJobTypeFilter = (typeof JOB_TYPE_FILTERS)[number];
export const DEFAULT_JOB_TYPE_FILTER: TJobTypeFilter = 'NEW_AND_CHANGED';
export const JOB_TYPE_FILTER_LABELS: Record<TJobTypeFilter, string> = {
  NEW_AND_CHANGED: 'New and Changed',
  ALL: 'All',
};
/** NEW_AND_CHANGED: job types added or changed within this many days. */
export const JOB_TYPE_CHANGED_DAYS = 30;

/** The roles a job type may reserve adding inventory to (blank: any role). */
export const JOB_TYPE_ROLE_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'Any role' },
  ...(Object.keys(ROLES) as TRole[]).map((r) => ({ value: r, label: ROLES[r] })),
];

// ---- defaults and messages -------------------------------------------------------------------

export const JOB_DEFAULTS = {
  /** A floor device's clock may run this far ahead of the server's (ms). */
  clockSkewMs: 5 * 60_000,
  /** The most jobs one list answers. */
  listLimit: 2000,
  /** The most jobs one check saves. */
  checkBatch: 500,
} as const;

/** Job messages carry the JOB prefix (document 2 §8). */
export const JOB_MESSAGE_PREFIX = 'JOB';
const job = (text: string) => `${JOB_MESSAGE_PREFIX}: ${text}`;

export const JOB_MESSAGES = {
  // Document 2 §8: the client's messages for a failed call.
  updateProblem: (detail = '') =>
    job(`There was a problem updating the Job${detail ? ` - ${detail}` : ''}`),
  getProblem: (detail = '') =>
    job(`There was a problem getting the Job${detail ? ` - ${detail}` : ''}`),
  jobTypeUpdateProblem: (detail = '') =>
    job(`There was a problem updating the Job Type${detail ? ` - ${detail}` : ''}`),
  jobTypeGetProblem: (detail = '') =>
    job(`There was a problem getting the Job Types${detail ? ` - ${detail}` : ''}`),
  jobTypeDeleteProblem: (detail = '') =>
    job(`There was a problem deleting the Job Type${detail ? ` - ${detail}` : ''}`),
  // Document 2 §5: the listing needs a warehouse.
  selectWarehouse: 'Please Select a Warehouse',
  // Refusals (the server's rules)
  notFound: (jobId: number | string) => job(`Job ${jobId} was not found`),
  referenceNotFound: (reference: string) => job(`No job matches '${reference}'`),
  closed: (ref: string, status: string) => job(`Job ${ref} is ${status.toLowerCase()}`),
  onHold: (ref: string, reason: string) =>
    job(`Job ${ref} is on hold${reason ? ` (${reason})` : ''}`),
  alreadyTaggedOn: (ref: string) => job(`You are already tagged on to job ${ref}`),
  timesheetExists: job('That timesheet was already recorded'),
  timesheetNotFound: job('That timesheet was not found on this job'),
  timesheetClosed: job('That timesheet is already tagged off'),
  timesheetOfAnother: (user: string) => job(`That timesheet is ${user}'s: they tag off`),
  futureTime: job('The time is in the future: check the device clock'),
  endBeforeStart: job('Tag-off time is before the tag-on time'),
  moveQuantity: job('Enter a quantity other than 0'),
  moveExists: job('That move was already recorded'),
  openTimesheets: (ref: string, n: number) =>
    job(`Job ${ref} has ${n} open timesheet${n === 1 ? '' : 's'}: tag off first`),
  referenceTaken: (ref: string) => job(`Job reference '${ref}' is already used`),
  unknownJobType: (type: string) => job(`Job type '${type}' was not found`),
  unknownWarehouse: (warehouse: string) => job(`Warehouse '${warehouse}' was not found`),
  unknownWorkCentre: (warehouse: string, centre: string) =>
    job(`Work centre '${centre}' was not found in warehouse '${warehouse}'`),
  unknownInventory: (code: string) => job(`Inventory '${code}' was not found`),
  inventoryRole: (type: string, role: string) =>
    job(`Only the ${ROLES[role as TRole] ?? role} role may add inventory to a ${type} job`),
  inventoryAdded: (ref: string, code: string) =>
    job(`Inventory ${code} added to job ${ref}: check it is the right item`),
  row: (row: number, ref: string, detail: string) =>
    `Row ${row}${ref ? ` (${ref})` : ''}: ${detail}`,
  jobTypeNotFound: (key: number | string) => job(`Job type ${key} was not found`),
  jobTypeExists: (code: string) => job(`Job type '${code}' already exists`),
  jobTypeInUse: (code: string, n: number) =>
    job(`Job type '${code}' is used by ${n} job${n === 1 ? '' : 's'} and cannot be deleted`),
  // Info
  taggedOn: (ref: string) => `Tagged on to job ${ref}`,
  taggedOff: (ref: string, mins: number) => `Tagged off job ${ref} after ${formatMinutes(mins)}`,
  moved: (ref: string, qty: number) => `Recorded a move of ${qty} on job ${ref}`,
  saved: (n: number) => `${n} job${n === 1 ? '' : 's'} saved`,
} as const;

/** Minutes as "1 h 05 min" / "12 min" (timesheets, totals). */
export function formatMinutes(mins: number | null | undefined): string {
  if (mins === null || mins === undefined || !Number.isFinite(mins)) return '';
  const whole = Math.round(mins);
  if (whole < 60) return `${whole} min`;
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

/** Whole minutes, to the hundredth, between two instants (a timesheet's total_duration_mins). */
export function durationMinutes(start: string | Date, end: string | Date): number {
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return Math.round((ms / 60_000) * 100) / 100;
}

// ---- requests --------------------------------------------------------------------------------

const jobId = fields.id();
const instant = z.iso.datetime({ offset: true });
const text = (max: number) => fields.text().trim().max(max);

/** entity job, action list (document 2 §7). */
export const ZJobList = z.object({
  status: z.enum(JOB_STATUS_FILTERS).default(DEFAULT_JOB_STATUS_FILTER),
  include_open_timesheets: z.boolean().nullish(),
  warehouse: text(20).nullish(),
  work_centre: text(20).nullish(),
  from_date: ZOptionalIsoDate,
  to_date: ZOptionalIsoDate,
  /** A job reference, description or inventory code, contains (case-free). */
  search: text(60).nullish(),
});
export type TJobListRequest = z.input<typeof ZJobList>;

export const ZJobGet = z.object({ job_id: jobId });

/**
 * One job of `check`: no job_id adds it, a job_id updates it. An update changes only the
 * fields sent (a new job takes the defaults of the rest).
 */
export const ZJobInput = z.object({
  job_id: jobId.nullish(),
  job_type: text(20).optional(),
  job_reference: text(40).min(1, 'Enter a job reference'),
  job_description: text(200).optional(),
  planned_date: ZOptionalIsoDate,
  hold: z.boolean().optional(),
  hold_reason: text(200).optional(),
  warehouse: text(20).min(1, 'Choose a warehouse'),
  work_centre: text(20).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  entity_code: text(40).optional(),
  inventory_code: text(40).optional(),
  quantity_required: fields.decimal().min(0).max(100_000_000).optional(),
});
export type TJobInput = z.input<typeof ZJobInput>;
export const ZJobCheck = z.object({
  items: z.array(ZJobInput).min(1).max(JOB_DEFAULTS.checkBatch),
});

/** action move: a quantity recorded against the job; move_id is client-made on the floor. */
export const ZJobMove = z.object({
  job_id: jobId,
  movement_qty: fields.decimal().finite().max(100_000_000),
  move_id: z.uuid().nullish(),
  timestamp: instant.nullish(),
});
export type TJobMoveRequest = z.input<typeof ZJobMove>;

/** action tag_on: opens a timesheet; time_id and start_timestamp are client-made offline. */
export const ZJobTagOn = z.object({
  job_id: jobId,
  time_id: z.uuid().nullish(),
  start_timestamp: instant.nullish(),
});
export type TJobTagOnRequest = z.input<typeof ZJobTagOn>;

/** action tag_off: closes the caller's timesheet time_id. */
export const ZJobTagOff = z.object({
  job_id: jobId,
  time_id: z.uuid(),
  end_timestamp: instant.nullish(),
});
export type TJobTagOffRequest = z.input<typeof ZJobTagOff>;

export const ZJobTypeList = z.object({
  filter: z.enum(JOB_TYPE_FILTERS).default(DEFAULT_JOB_TYPE_FILTER),
});
export const ZJobTypeGet = z.object({ job_type_id: jobId });

/** The role a job type reserves adding inventory to, or '' for any role. */
const ZRoleToAddInventory = z.union([
  z.enum(Object.keys(ROLES) as [TRole, ...TRole[]]),
  z.literal(''),
]);

/** A job type as its modal edits it (document 2 "Job type"). */
export const ZJobTypeInput = z.object({
  job_type_id: jobId.nullish(),
  job_type: text(20)
    .min(1, 'Required')
    .regex(/^[\p{L}\p{N}_-]*$/u, 'Letters, numbers, - and _ only'),
  job_type_name: text(80).min(1, 'Required'),
  entity: z.enum(JOB_TYPE_ENTITIES).default('inventory'),
  role_to_add_inventory: ZRoleToAddInventory.default(''),
  warn_on_add_inventory: z.boolean().default(true),
});
export type TJobTypeInput = z.input<typeof ZJobTypeInput>;
export const ZJobTypeCheck = z.object({
  items: z.array(ZJobTypeInput).min(1).max(JOB_DEFAULTS.checkBatch),
});
export const ZJobTypeDelete = z.object({ job_type_id: jobId });

// ---- answers ---------------------------------------------------------------------------------

/** A job type as answered (with the count of its jobs). */
export const ZJobType = z.object({
  job_type_id: z.number(),
  job_type: z.string(),
  job_type_name: z.string(),
  entity: z.enum(JOB_TYPE_ENTITIES),
  role_to_add_inventory: ZRoleToAddInventory,
  warn_on_add_inventory: z.boolean(),
  /** Jobs of this type. */
  jobs: z.number(),
  updated_at: answerInstant(),
});
export type TJobType = z.output<typeof ZJobType>;
export const BLANK_JOB_TYPE: TJobTypeForm = {
  job_type_id: null,
  job_type: '',
  job_type_name: '',
  entity: 'inventory',
  role_to_add_inventory: '',
  warn_on_add_inventory: true,
};
export type TJobTypeForm = {
  job_type_id: number | null;
  job_type: string;
  job_type_name: string;
  entity: TJobTypeEntity;
  role_to_add_inventory: TRole | '';
  warn_on_add_inventory: boolean;
};

export const ZJobTimesheet = z.object({
  time_id: z.string(),
  job_id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  start_timestamp: answerInstant(),
  end_timestamp: answerInstant().nullable(),
  total_duration_mins: z.number().nullable(),
  erp_status: z.string(),
});
export type TJobTimesheet = z.output<typeof ZJobTimesheet>;

export const ZJobMoveRow = z.object({
  move_id: z.string(),
  job_id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  movement_qty: z.number(),
  timestamp: answerInstant(),
  erp_status: z.string(),
});
export type TJobMove = z.output<typeof ZJobMoveRow>;

/** One row of the jobs list (document 2 "Job"). */
export const ZJob = z.object({
  job_id: z.number(),
  job_type: z.string(),
  job_type_name: z.string(),
  job_reference: z.string(),
  job_description: z.string(),
  planned_date: z.string().nullable(),
  hold: z.boolean(),
  hold_reason: z.string(),
  warehouse: z.string(),
  work_centre: z.string(),
  status: z.string(),
  complete: z.boolean(),
  entity_code: z.string(),
  inventory_code: z.string(),
  inventory_description: z.string(),
  quantity_required: z.number(),
  quantity_moved: z.number(),
  erp_id: z.string(),
  erp_status: z.string(),
  erp_complete: z.boolean(),
  /** Minutes of the closed timesheets. */
  total_minutes: z.number(),
  open_timesheet_count: z.number(),
  /** The open timesheets (list: when include_open_timesheets; get: always). */
  open_timesheets: z.array(ZJobTimesheet),
  updated_at: answerInstant(),
});
export type TJob = z.output<typeof ZJob>;

/** The job view: the row with every timesheet and move. */
export const ZJobDetail = ZJob.extend({
  timesheets: z.array(ZJobTimesheet),
  moves: z.array(ZJobMoveRow),
});
export type TJobDetail = z.output<typeof ZJobDetail>;

// ---- calls (service `job`) -------------------------------------------------------------------

export const JOB_CALLS = {
  list: actionContract({
    service: 'job',
    entity: 'job',
    action: 'list',
    input: ZJobList,
    output: ZJob,
  }),
  get: actionContract({
    service: 'job',
    entity: 'job',
    action: 'get',
    input: ZJobGet,
    output: ZJobDetail,
  }),
  check: actionContract({
    service: 'job',
    entity: 'job',
    action: 'check',
    input: ZJobCheck,
    output: ZJob,
  }),
  tag_on: actionContract({
    service: 'job',
    entity: 'job',
    action: 'tag_on',
    input: ZJobTagOn,
    output: ZJobDetail,
  }),
  tag_off: actionContract({
    service: 'job',
    entity: 'job',
    action: 'tag_off',
    input: ZJobTagOff,
    output: ZJobDetail,
  }),
  move: actionContract({
    service: 'job',
    entity: 'job',
    action: 'move',
    input: ZJobMove,
    output: ZJobDetail,
  }),
};

export const JOB_TYPE_CALLS = {
  list: actionContract({
    service: 'job',
    entity: 'job_type',
    action: 'list',
    input: ZJobTypeList,
    output: ZJobType,
  }),
  get: actionContract({
    service: 'job',
    entity: 'job_type',
    action: 'get',
    input: ZJobTypeGet,
    output: ZJobType,
  }),
  check: actionContract({
    service: 'job',
    entity: 'job_type',
    action: 'check',
    input: ZJobTypeCheck,
    output: ZJobType,
  }),
  /** Answers no results. */
  delete: actionContract({
    service: 'job',
    entity: 'job_type',
    action: 'delete',
    input: ZJobTypeDelete,
    output: z.never(),
  }),
};
