import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import {
  LOG_FILTER_FIELDS,
  LOG_LIST_LIMIT,
  logSearchWords,
  type TLogDetail,
  type TLogFilterField,
  type TLogListRow,
  type ZLogRecord,
} from '../../../src/contract';
import { activityLog } from '../../db/schema';
import { escapeLike, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import type { z } from 'zod';
import { parseKeyExpression, type KeyCondition } from '../../db/key-expression';

export type LogFilter = {
  siteId: string;
  zone: string;
  log_lookup?: string | undefined;
  entity?: string | undefined;
  date_part?: string | undefined;
  hour?: number | undefined;
  activity_id?: string | undefined;
  errors_only: boolean;
  session_id?: string | undefined;
  filter_expression?: string | undefined;
  filter_values?: Record<string, string> | undefined;
  /** Free text: each word found (any case) in the description, key or user. */
  search_term?: string | undefined;
  /** Records to skip, newest first. */
  offset?: number | undefined;
  /** false: the records' detail too. */
  summary?: boolean | undefined;
};

/** A clause of the filter expression as SQL: the value is always a parameter. */
function filterClause({ field, op, value }: KeyCondition<TLogFilterField>): SQL {
  const column = activityLog[field];
  if (op === 'eq') return eq(column, value);
  return like(column, op === 'begins_with' ? `${escapeLike(value)}%` : `%${escapeLike(value)}%`);
}

const detailColumns = {
  method: activityLog.method,
  status: activityLog.status,
  log_key_type: activityLog.log_key_type,
  request: activityLog.request,
  response: activityLog.response,
  errors: activityLog.errors,
  withheld: sql<boolean>`false`.mapWith(Boolean),
};

const summaryColumns = {
  log_id: activityLog.log_id,
  entity: activityLog.entity,
  action: activityLog.action,
  log_key: activityLog.log_key,
  log_description: activityLog.log_description,
  log_lookup: activityLog.log_lookup,
  user_id: activityLog.user_id,
  start_time: isoTime(sql`${activityLog.start_time}`).mapWith(String),
  finished_time: isoTime(sql`${activityLog.finished_time}`).mapWith(String),
  duration: sql<number>`${activityLog.duration}::float8`.mapWith(Number),
  success: activityLog.success,
  session_id: sql<string | null>`${activityLog.session_id}::text`,
  activity_id: activityLog.activity_id,
  local_zone: activityLog.local_zone,
  client_note: activityLog.client_note,
};

/** A word of the free-text search: in the description, the key or the user, any case. */
function wordClause(word: string): SQL | undefined {
  const pattern = `%${escapeLike(word)}%`;
  return or(
    ilike(activityLog.log_description, pattern),
    ilike(activityLog.log_key, pattern),
    ilike(activityLog.user_id, pattern),
  );
}

/** The search as SQL: the site's records by every part of the filter given. */
function logWhere(f: LogFilter): SQL | undefined {
  const filters = parseKeyExpression(
    f.filter_expression ?? '',
    f.filter_values ?? {},
    LOG_FILTER_FIELDS,
    ['eq', 'begins_with', 'contains'],
  ).map(filterClause);
  const local = sql`(${activityLog.start_time} AT TIME ZONE ${f.zone})`;
  return and(
    eq(activityLog.site_id, f.siteId),
    f.log_lookup ? like(activityLog.log_lookup, `${escapeLike(f.log_lookup)}%`) : undefined,
    f.entity ? eq(activityLog.entity, f.entity) : undefined,
    // The day as a range of instants (the site's midnight to the next): an index on the time
    // finds it without reading the site's other days.
    f.date_part
      ? sql`${activityLog.start_time} >= (${f.date_part}::date::timestamp AT TIME ZONE ${f.zone})
          AND ${activityLog.start_time} < ((${f.date_part}::date + 1)::timestamp AT TIME ZONE ${f.zone})`
      : undefined,
    f.hour !== undefined ? sql`extract(hour from ${local}) = ${f.hour}` : undefined,
    f.activity_id ? eq(activityLog.activity_id, f.activity_id) : undefined,
    f.session_id ? sql`${activityLog.session_id} = ${f.session_id}::uuid` : undefined,
    f.errors_only ? eq(activityLog.success, false) : undefined,
    ...logSearchWords(f.search_term).map(wordClause),
    ...filters,
  );
}

/**
 * The site's log records, newest first: by lookup (its start), entity, a day and hour of the
 * site's time zone, activity, session, failures only, free text and the filter expression;
 * with their detail when the search is not a summary. A page of LOG_LIST_LIMIT rows at most,
 * from offset.
 */
export async function listLog(db: Db, f: LogFilter): Promise<TLogListRow[]> {
  return db
    .select(f.summary === false ? { ...summaryColumns, ...detailColumns } : summaryColumns)
    .from(activityLog)
    .where(logWhere(f))
    .orderBy(desc(activityLog.start_time), desc(activityLog.log_id))
    .limit(LOG_LIST_LIMIT)
    .offset(f.offset ?? 0);
}

/** How many records the search finds, over all its pages (`log count`). */
export async function countLog(db: Db, f: LogFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(activityLog)
    .where(logWhere(f));
  return Number(row?.total ?? 0);
}

/** One record with its request and response, by log_id or (the latest of) a session. */
export async function getLog(
  db: Db,
  siteId: string,
  key: { log_id?: number | undefined; session_id?: string | undefined },
): Promise<TLogDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, ...detailColumns })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.site_id, siteId),
        key.log_id !== undefined
          ? eq(activityLog.log_id, key.log_id)
          : sql`${activityLog.session_id} = ${key.session_id ?? null}::uuid`,
      ),
    )
    .orderBy(desc(activityLog.log_id))
    .limit(1);
  return row;
}

/** Who writes a record through `log check`: the caller, at the site, in its session. */
export type LogWriter = {
  siteId: string;
  zone: string;
  userId: string;
  sessionId: string;
  requestId: string | null;
};

/** Write the caller's own log records (`log check`); answers them as `log get` does. */
export async function writeLogRecords(
  db: Db,
  who: LogWriter,
  records: readonly z.output<typeof ZLogRecord>[],
): Promise<TLogDetail[]> {
  const now = new Date().toISOString();
  const rows = records.map((r) => {
    const start = r.start_time ?? r.finished_time ?? now;
    const finish = r.finished_time ?? now;
    const key = r.log_key || `${r.entity}/${r.action}`;
    return {
      site_id: who.siteId,
      local_zone: who.zone,
      action: r.action,
      method: r.method,
      entity: r.entity,
      log_key: key,
      log_key_type: r.log_key_type ?? null,
      log_description: r.log_description ?? null,
      log_lookup: [who.siteId, r.entity, key].join('-'),
      status: r.status,
      request: r.request ?? null,
      response: r.response ?? null,
      start_time: new Date(start),
      finished_time: new Date(finish),
      duration: Math.max(0, new Date(finish).getTime() - new Date(start).getTime()),
      success: r.success,
      errors: r.errors?.length ? r.errors : null,
      session_id: who.sessionId,
      activity_id: r.activity_id ?? who.requestId,
      user_id: who.userId,
      client_note: true,
    };
  });
  const ids = await db.insert(activityLog).values(rows).returning({ log_id: activityLog.log_id });
  const written: TLogDetail[] = [];
  for (const { log_id } of ids) {
    const row = await getLog(db, who.siteId, { log_id });
    if (row) written.push(row);
  }
  return written;
}
