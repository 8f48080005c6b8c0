import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { actionContract } from './action-contract';
import { DEFAULT_LOCALE } from './defaults';
import { answered, date, int, text } from './fields';

/** The activity log screens (document 3 "Log record", Logging). */
export const LOG_MESSAGES = {
  listProblem: 'Problem getting the log items',
  detailProblem: (detail: string) =>
    `There was a problem getting the log service, if the problem persists please contact support - ${detail}`,
  notFound: 'LOG: the log record was not found',
  finishedBeforeStart: answered('LOG: finished_time cannot be before start_time'),
  /** The record screen, for a reader without view on the module of the record's action. */
  withheld:
    'The request, answer and errors of this record are withheld: they belong to a module you may not view. Ask a user with view on that module, or a site administrator.',
  /** The record screen, for a record written by a device (`log check`), not by the server. */
  clientNote: "A device's own note (log check), not a call the server answered.",
  /** `log check`: a client's record may not pass for a call the server answered. */
  serverCall: (entity: string, action: string) =>
    `LOG: '${entity} ${action}' names a call of the server: a client's record names a step of its own`,
} as const;

/** The log's date display: seconds shown (document 3 section 9). */
export const ACTIVITY_LOG_TIME_FORMAT = 'DD-MM-YY h:mm:ss A';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A log time (UTC) in the site's zone, seconds shown. */
export const logTime = (iso: string, zone: string) =>
  dayjs(iso).tz(zone).format(ACTIVITY_LOG_TIME_FORMAT);
/** Today's date (YYYY-MM-DD) in the site's zone: the Logging screen's default day. */
export const logToday = (zone: string, now = new Date()) =>
  dayjs(now).tz(zone).format('YYYY-MM-DD');

/**
 * Document 3 Logging: searching the entity `interface` switches the screen to the site's ERP
 * interface (its erp_interface setting) and shows the date searched.
 */
export const LOG_INTERFACE_ENTITY = 'interface';
export const isInterfaceEntity = (entity: string) =>
  entity.trim().toLowerCase() === LOG_INTERFACE_ENTITY;
/** The line the Logging screen shows for the entity `interface`: the ERP interface and the day. */
export const logInterfaceLine = (erpInterface: string | null | undefined, day: string) =>
  `ERP interface: ${erpInterface || 'none set'} · ${day ? dayjs(day).format('DD-MM-YY') : 'any date'}`;

/** The fields a log search's filter_expression may name. */
export const LOG_FILTER_FIELDS = [
  'entity',
  'action',
  'method',
  'status',
  'log_key',
  'log_key_type',
  'log_description',
  'user_id',
] as const;
export type TLogFilterField = (typeof LOG_FILTER_FIELDS)[number];

/** Rows answered by one search at most: a page of the Logging screen. */
export const LOG_LIST_LIMIT = 500;

/** The words of a free-text search (each must be found in the description, key or user). */
export const logSearchWords = (term: string | undefined) =>
  (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);

/** "500 of 2,426": the records shown of the records the search finds. */
export const logPageLine = (offset: number, shown: number, total: number) => {
  const n = new Intl.NumberFormat(DEFAULT_LOCALE);
  if (shown === 0) return `0 of ${n.format(total)}`;
  const range =
    offset === 0 ? n.format(shown) : `${n.format(offset + 1)}–${n.format(offset + shown)}`;
  return `${range} of ${n.format(total)}`;
};

/** `log list` (document 3 section 7 Logging): POST with the search of the Logging screen. */
export const ZLogSearch = z.object({
  /** `{site}-{entity}-{key}` or its start; the entity of the search box otherwise. */
  log_lookup: text().trim().max(300).optional(),
  entity: text().trim().max(80).optional(),
  /** A day (YYYY-MM-DD) in the site's time zone. */
  date_part: date().optional(),
  /** An hour of that day (0-23), site time. */
  hour: z.number().int().min(0).max(23).optional(),
  /**
   * Clauses over the record's fields joined by AND: `field = :v`, `begins_with(field, :v)` or
   * `contains(field, :v)`, field one of LOG_FILTER_FIELDS, each :v given in filter_values.
   */
  filter_expression: text().max(200).optional(),
  filter_values: z.record(text().max(40), text().max(200)).optional(),
  activity_id: text().trim().max(200).optional(),
  /** false: each record with its method, status, request, response and errors too. */
  summary: z.boolean().default(true),
  errors_only: z.boolean().default(false),
  session_id: z.uuid('Give the session id as a UUID').optional(),
  /**
   * Free text: each word (any case) is found in the record's description, key (the call's
   * service/entity/action) or user. Never in its request or response, which may be withheld.
   */
  search_term: text().trim().max(200).optional(),
  /** Records to skip, newest first: the next page starts at offset + LOG_LIST_LIMIT. */
  offset: int(0).default(0),
});
export type TLogSearch = z.input<typeof ZLogSearch>;

/** `log count`: how many records `log list` finds with the same search (all pages). */
export const ZLogCount = z.object({ total: z.number() });
export type TLogCount = z.output<typeof ZLogCount>;

export const ZLogSummary = z.object({
  log_id: z.number(),
  entity: z.string(),
  action: z.string(),
  log_key: z.string(),
  log_description: z.string().nullable(),
  log_lookup: z.string().nullable(),
  user_id: z.string().nullable(),
  start_time: z.string(),
  finished_time: z.string(),
  duration: z.number(),
  success: z.boolean(),
  session_id: z.string().nullable(),
  activity_id: z.string().nullable(),
  local_zone: z.string().nullable(),
  /** Written by a client (`log check`): its note, not a call the server answered. */
  client_note: z.boolean(),
});
export type TLogSummary = z.output<typeof ZLogSummary>;

/** What a record holds beyond its summary. */
const logDetailFields = {
  method: z.string(),
  status: z.string(),
  log_key_type: z.string().nullable(),
  request: z.unknown(),
  response: z.unknown(),
  errors: z.unknown(),
  /**
   * The request, response and errors are withheld (null): the reader may not view the module
   * of the record's action (a record of no module: neither its user nor with admin view).
   */
  withheld: z.boolean(),
};
export const ZLogDetail = ZLogSummary.extend(logDetailFields);
export type TLogDetail = z.output<typeof ZLogDetail>;

/** A record of a search: its summary, and its detail too when the search asks for it. */
export const ZLogListRow = ZLogSummary.extend(z.object(logDetailFields).partial().shape);
export type TLogListRow = z.output<typeof ZLogListRow>;

/** `log get`: one record, by log_id or (document 3: PUT with session_id and detail) session. */
export const ZLogGet = z
  .object({
    log_id: z.number().int().positive().optional(),
    session_id: z.uuid().optional(),
  })
  .refine((d) => d.log_id !== undefined || d.session_id !== undefined, {
    message: 'Give a log_id or a session_id',
  });

/**
 * `log check` (document 3 section 7 Logging, "POST log check"): a log record the client writes
 * itself (a step of a screen, a failure it met). Site, user, session and time zone are the
 * caller's; the lookup is `{site}-{entity}-{log_key}` as the envelope's records are.
 */
export const ZLogRecord = z
  .object({
    entity: text().trim().min(1, 'Give the entity').max(80),
    action: text().trim().min(1, 'Give the action').max(80),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).default('POST'),
    log_key: text().trim().max(200).optional(),
    log_key_type: text().trim().max(80).optional(),
    log_description: text().trim().max(1000).optional(),
    status: text().trim().max(40).default('New'),
    request: z.unknown().optional(),
    response: z.unknown().optional(),
    start_time: z.iso.datetime({ offset: true }).optional(),
    finished_time: z.iso.datetime({ offset: true }).optional(),
    success: z.boolean().default(true),
    errors: z
      .array(z.object({ message: text().max(1000) }))
      .max(50)
      .optional(),
    activity_id: text().trim().max(200).optional(),
  })
  .refine(
    (r) =>
      !r.start_time ||
      !r.finished_time ||
      new Date(r.finished_time).getTime() >= new Date(r.start_time).getTime(),
    { message: LOG_MESSAGES.finishedBeforeStart, path: ['finished_time'] },
  );
export type TLogRecord = z.input<typeof ZLogRecord>;

export const ZLogCheck = z
  .object({
    log: ZLogRecord.optional(),
    items: z.array(ZLogRecord).min(1).max(100).optional(),
  })
  .refine((d) => (d.log === undefined) !== (d.items === undefined), {
    message: 'Give a log record or items',
  });

export const LOG_CALLS = {
  list: actionContract({
    service: 'logging',
    entity: 'log',
    action: 'list',
    input: ZLogSearch,
    output: ZLogListRow,
  }),
  count: actionContract({
    service: 'logging',
    entity: 'log',
    action: 'count',
    input: ZLogSearch,
    output: ZLogCount,
  }),
  get: actionContract({
    service: 'logging',
    entity: 'log',
    action: 'get',
    input: ZLogGet,
    output: ZLogDetail,
  }),
  check: actionContract({
    service: 'logging',
    entity: 'log',
    action: 'check',
    input: ZLogCheck,
    output: ZLogDetail,
  }),
};
