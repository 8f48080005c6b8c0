import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { LOG_LIST_LIMIT, type TLogDetail, type TLogSummary } from '../../../src/contract';
import { activityLog } from '../../db/schema';
import { escapeLike, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';

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
};

/**
 * The site's log records, newest first: by lookup (its start), entity, a day and hour of the
 * site's time zone, activity, session, failures only. At most LOG_LIST_LIMIT rows.
 */
export async function listLog(db: Db, f: LogFilter): Promise<TLogSummary[]> {
  const local = sql`(${activityLog.start_time} AT TIME ZONE ${f.zone})`;
  const where: (SQL | undefined)[] = [
    eq(activityLog.site_id, f.siteId),
    f.log_lookup ? like(activityLog.log_lookup, `${escapeLike(f.log_lookup)}%`) : undefined,
    f.entity ? eq(activityLog.entity, f.entity) : undefined,
    f.date_part ? sql`${local}::date = ${f.date_part}::date` : undefined,
    f.hour !== undefined ? sql`extract(hour from ${local}) = ${f.hour}` : undefined,
    f.activity_id ? eq(activityLog.activity_id, f.activity_id) : undefined,
    f.session_id ? sql`${activityLog.session_id} = ${f.session_id}::uuid` : undefined,
    f.errors_only ? eq(activityLog.success, false) : undefined,
  ];
  return db
    .select(summaryColumns)
    .from(activityLog)
    .where(and(...where))
    .orderBy(desc(activityLog.start_time), desc(activityLog.log_id))
    .limit(LOG_LIST_LIMIT);
}

/** One record with its request and response, by log_id or (the latest of) a session. */
export async function getLog(
  db: Db,
  siteId: string,
  key: { log_id?: number | undefined; session_id?: string | undefined },
): Promise<TLogDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      method: activityLog.method,
      status: activityLog.status,
      log_key_type: activityLog.log_key_type,
      request: activityLog.request,
      response: activityLog.response,
      errors: activityLog.errors,
    })
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
