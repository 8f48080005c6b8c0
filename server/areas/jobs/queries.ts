import { sql, type SQL } from 'drizzle-orm';
import {
  JOB_DEFAULTS,
  JOB_MESSAGES as M,
  JOB_STATUS_FILTER_STATUSES,
  JOB_TYPE_CHANGED_DAYS,
  type TJob,
  type TJobDetail,
  type TJobMove,
  type TJobStatusFilter,
  type TJobTimesheet,
  type TJobType,
  type TJobTypeFilter,
} from '../../../src/contract';
import { rows, sqlList, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/*
 * The job service's reads (document 2 "Job", "Timesheet", "Move", "Job type"): the list with
 * its totals (and open timesheets when asked), one job with every timesheet and move, and the
 * job types. Each read is one set-based statement per kind of row.
 */

export type JobFilter = {
  status?: TJobStatusFilter;
  warehouse?: string | null;
  work_centre?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  search?: string | null;
  job_ids?: readonly number[];
};

const JOB_COLUMNS = sql`
  j.job_id, j.job_type, COALESCE(t.job_type_name, '') AS job_type_name, j.job_reference,
  j.job_description, j.planned_date::text AS planned_date, j.hold, j.hold_reason, j.warehouse,
  j.work_centre, j.status, j.complete, j.entity_code, j.inventory_code,
  COALESCE(i.inventory_description, '') AS inventory_description,
  j.quantity_required::float8 AS quantity_required,
  COALESCE(mv.qty, 0)::float8 AS quantity_moved,
  j.erp_id, j.erp_status, j.erp_complete,
  COALESCE(ts.total, 0)::float8 AS total_minutes,
  COALESCE(ts.open, 0)::int AS open_timesheet_count,
  ${isoTime(sql`j.updated_at`)} AS updated_at`;

const JOB_JOINS = sql`
  LEFT JOIN wms.job_types t ON t.site_id = j.site_id AND t.job_type = j.job_type
  LEFT JOIN wms.inventory i ON i.site_id = j.site_id AND i.inventory_code = j.inventory_code
  LEFT JOIN LATERAL (
    SELECT sum(s.total_duration_mins) FILTER (WHERE s.end_timestamp IS NOT NULL) AS total,
           count(*) FILTER (WHERE s.end_timestamp IS NULL) AS open
    FROM wms.job_timesheets s WHERE s.site_id = j.site_id AND s.job_id = j.job_id) ts ON true
  LEFT JOIN LATERAL (
    SELECT sum(m.movement_qty) AS qty
    FROM wms.job_moves m WHERE m.site_id = j.site_id AND m.job_id = j.job_id) mv ON true`;

type JobRow = Omit<TJob, 'open_timesheets'>;

export async function listJobs(
  db: Db,
  siteId: string,
  f: JobFilter,
  includeOpenTimesheets = false,
): Promise<TJob[]> {
  const where: SQL[] = [sql`j.site_id = ${siteId}`];
  if (f.job_ids) {
    if (f.job_ids.length === 0) return [];
    where.push(sql`j.job_id IN (${sqlList(f.job_ids)})`);
  }
  if (f.status) {
    where.push(sql`j.status IN (${sqlList(JOB_STATUS_FILTER_STATUSES[f.status])})`);
  }
  if (f.warehouse) where.push(sql`j.warehouse = ${f.warehouse}`);
  if (f.work_centre) where.push(sql`j.work_centre = ${f.work_centre}`);
  if (f.from_date) where.push(sql`j.planned_date >= ${f.from_date}::date`);
  if (f.to_date) where.push(sql`j.planned_date <= ${f.to_date}::date`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(j.job_reference ILIKE ${like} OR j.job_description ILIKE ${like}
      OR j.inventory_code ILIKE ${like})`);
  }
  const list = await rows<JobRow>(
    db,
    sql`SELECT ${JOB_COLUMNS} FROM wms.jobs j ${JOB_JOINS}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY j.planned_date NULLS LAST, j.job_reference, j.job_id
        LIMIT ${JOB_DEFAULTS.listLimit}`,
  );
  const open = includeOpenTimesheets
    ? await timesheetsOf(
        db,
        siteId,
        list.map((j) => j.job_id),
        true,
      )
    : [];
  return list.map((j) => ({ ...j, open_timesheets: open.filter((t) => t.job_id === j.job_id) }));
}

const TIMESHEET_COLUMNS = sql`
  s.time_id::text AS time_id, s.job_id, s.user_id, COALESCE(u.display_name, s.user_id) AS user_name,
  ${isoTime(sql`s.start_timestamp`)} AS start_timestamp,
  CASE WHEN s.end_timestamp IS NULL THEN NULL ELSE ${isoTime(sql`s.end_timestamp`)} END
    AS end_timestamp,
  s.total_duration_mins::float8 AS total_duration_mins, s.erp_status`;

export async function timesheetsOf(
  db: Db,
  siteId: string,
  jobIds: readonly number[],
  openOnly: boolean,
): Promise<TJobTimesheet[]> {
  if (jobIds.length === 0) return [];
  return rows<TJobTimesheet>(
    db,
    sql`SELECT ${TIMESHEET_COLUMNS}
        FROM wms.job_timesheets s LEFT JOIN wms.users u ON u.user_id = s.user_id
        WHERE s.site_id = ${siteId} AND s.job_id IN (${sqlList(jobIds)})
          ${openOnly ? sql`AND s.end_timestamp IS NULL` : sql``}
        ORDER BY s.start_timestamp DESC, s.time_id`,
  );
}

export async function getJob(db: Db, siteId: string, jobId: number): Promise<TJobDetail> {
  const [job] = await listJobs(db, siteId, { job_ids: [jobId] });
  if (!job) throw notFound(M.notFound(jobId));
  const timesheets = await timesheetsOf(db, siteId, [jobId], false);
  const moves = await rows<TJobMove>(
    db,
    sql`SELECT m.move_id::text AS move_id, m.job_id, m.user_id,
               COALESCE(u.display_name, m.user_id) AS user_name,
               m.movement_qty::float8 AS movement_qty, ${isoTime(sql`m.timestamp`)} AS timestamp,
               m.erp_status
        FROM wms.job_moves m LEFT JOIN wms.users u ON u.user_id = m.user_id
        WHERE m.site_id = ${siteId} AND m.job_id = ${jobId}
        ORDER BY m.timestamp DESC, m.move_id`,
  );
  return {
    ...job,
    open_timesheets: timesheets.filter((t) => t.end_timestamp === null),
    timesheets,
    moves,
  };
}

/** The job's own columns a write checks, locked for the rest of the transaction. */
export type LockedJob = {
  job_id: number;
  job_reference: string;
  status: string;
  hold: boolean;
  hold_reason: string;
};

export async function lockJob(db: Db, siteId: string, jobId: number): Promise<LockedJob> {
  const [job] = await rows<LockedJob>(
    db,
    sql`SELECT job_id, job_reference, status, hold, hold_reason FROM wms.jobs
        WHERE site_id = ${siteId} AND job_id = ${jobId} FOR UPDATE`,
  );
  if (!job) throw notFound(M.notFound(jobId));
  return job;
}

// ---- job types -------------------------------------------------------------------------------

const JOB_TYPE_COLUMNS = sql`
  t.job_type_id, t.job_type, t.job_type_name, t.entity, t.role_to_add_inventory,
  t.warn_on_add_inventory,
  (SELECT count(*) FROM wms.jobs j WHERE j.site_id = t.site_id AND j.job_type = t.job_type)::int
    AS jobs,
  ${isoTime(sql`t.updated_at`)} AS updated_at`;

export async function listJobTypes(
  db: Db,
  siteId: string,
  filter: TJobTypeFilter | { ids: readonly number[] } | { codes: readonly string[] },
): Promise<TJobType[]> {
  const where: SQL[] = [sql`t.site_id = ${siteId}`];
  if (filter === 'NEW_AND_CHANGED') {
    where.push(sql`(t.created_at >= now() - make_interval(days => ${JOB_TYPE_CHANGED_DAYS})
      OR t.updated_at >= now() - make_interval(days => ${JOB_TYPE_CHANGED_DAYS}))`);
  } else if (typeof filter === 'object' && 'ids' in filter) {
    if (filter.ids.length === 0) return [];
    where.push(sql`t.job_type_id IN (${sqlList(filter.ids)})`);
  } else if (typeof filter === 'object') {
    if (filter.codes.length === 0) return [];
    where.push(sql`t.job_type IN (${sqlList(filter.codes)})`);
  }
  return rows<TJobType>(
    db,
    sql`SELECT ${JOB_TYPE_COLUMNS} FROM wms.job_types t
        WHERE ${sql.join(where, sql` AND `)} ORDER BY t.job_type`,
  );
}

export async function getJobType(db: Db, siteId: string, id: number): Promise<TJobType> {
  const [type] = await listJobTypes(db, siteId, { ids: [id] });
  if (!type) throw notFound(M.jobTypeNotFound(id));
  return type;
}
