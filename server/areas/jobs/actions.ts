import {
  ALL_WAREHOUSES,
  JOB_MESSAGES as M,
  JOB_CALLS,
  JOB_TYPE_CALLS,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getJob, getJobType, listJobTypes, listJobs } from './queries';
import { checkJobs } from './check-jobs';
import { checkJobTypes, deleteJobType, recordMove, tagOff, tagOn } from './writes';

const view = { module: 'job', flag: 'view' } as const;
const update = { module: 'job', flag: 'update' } as const;
const adminView = { module: 'admin', flag: 'view' } as const;
const adminUpdate = { module: 'admin', flag: 'update' } as const;
const adminDelete = { module: 'admin', flag: 'delete' } as const;

const ANSWER = 'results[0]: the job (TJobDetail: the row, timesheets, moves, open_timesheets).';
const USER = 'The operator is the signed-in user (the token), never the body.';
const LATE =
  'A floor device may send it late from its outbox: a past time is kept, one more than ' +
  '5 minutes ahead of the server clock is refused (400).';

/** Service `job` (document 2 §7 "Job service"): jobs with timesheets and moves, job types. */
export const jobActions = [
  defineAction({
    contract: JOB_CALLS.list,
    permission: view,
    description:
      "The jobs of one warehouse (required; ALL or none answers 400 'Please Select a " +
      "Warehouse'): status NEW_AND_IN_PROGRESS (default: New, Open, In Progress), OPEN (Not " +
      'Started: New, Open), STARTED (In Progress), COMPLETE; work_centre; from_date..to_date on ' +
      'the planned date; search (reference, description or inventory code, contains). Rows ' +
      '(TJob) with quantity_moved, total_minutes (closed timesheets), open_timesheet_count and, ' +
      'with include_open_timesheets, open_timesheets. Planned date order; at most 2000.',
    async handler(ctx, data) {
      if (!data.warehouse || data.warehouse === ALL_WAREHOUSES) {
        throw badRequest(M.selectWarehouse);
      }
      return listJobs(ctx.db, ctx.siteId, data, data.include_open_timesheets ?? false);
    },
  }),
  defineAction({
    contract: JOB_CALLS.get,
    permission: view,
    description: `One job (404 when not found). ${ANSWER}`,
    async handler(ctx, data) {
      const job = await getJob(ctx.db, ctx.siteId, data.job_id);
      ctx.logRecord(String(job.job_id), 'job', job.job_reference);
      return [job];
    },
  }),
  defineAction({
    contract: JOB_CALLS.check,
    permission: update,
    description:
      'Save items (up to 500): no job_id adds a job (status New unless given), a job_id ' +
      'updates it. Refused rows (one error each, nothing written): unknown job, warehouse, ' +
      'work centre, job type or inventory; a job reference used by another job; Complete or ' +
      'Cancelled while timesheets are open; inventory set on a job whose type reserves adding ' +
      "inventory to another role (role_to_add_inventory). The type's warn_on_add_inventory " +
      'adds a warning when inventory is set. results: the saved jobs (TJob).',
    async handler(ctx, data) {
      const ids = await checkJobs(ctx, data);
      ctx.logRecord(ids.join(','), 'job', 'Jobs saved');
      return listJobs(ctx.db, ctx.siteId, { job_ids: ids });
    },
  }),
  defineAction({
    contract: JOB_CALLS.tag_on,
    permission: update,
    description:
      'Open a timesheet on job_id from start_timestamp (default now), with the client-made ' +
      `time_id when given (so an offline tag-off can name it). ${USER} ${LATE} The job ` +
      'becomes In Progress when New or Open. Refused: a complete, cancelled or held job ' +
      '(409), the caller already tagged on to the job (409), a time_id already used (409). ' +
      ANSWER,
    async handler(ctx, data) {
      const { job, time_id } = await tagOn(ctx, data);
      ctx.logRecord(String(job.job_id), 'job', `Tag on ${time_id}`);
      return [await getJob(ctx.db, ctx.siteId, job.job_id)];
    },
  }),
  defineAction({
    contract: JOB_CALLS.tag_off,
    permission: update,
    description:
      "Close the caller's open timesheet time_id of job_id at end_timestamp (default now), " +
      `with total_duration_mins. ${USER} ${LATE} Refused: unknown timesheet (404), another ` +
      "user's timesheet or one already closed (409), an end before the start (400). " +
      ANSWER,
    async handler(ctx, data) {
      const { job } = await tagOff(ctx, data);
      ctx.logRecord(String(job.job_id), 'job', `Tag off ${data.time_id}`);
      return [await getJob(ctx.db, ctx.siteId, job.job_id)];
    },
  }),
  defineAction({
    contract: JOB_CALLS.move,
    permission: update,
    description:
      'Record movement_qty (not 0) against job_id at timestamp (default now), with the ' +
      `client-made move_id when given. ${USER} ${LATE} The job becomes In Progress when New ` +
      'or Open. Refused: 0 (400), a complete, cancelled or held job (409), a move_id already ' +
      `used (409). ${ANSWER}`,
    async handler(ctx, data) {
      const job = await recordMove(ctx, data);
      ctx.logRecord(String(job.job_id), 'job', `Move ${data.movement_qty}`);
      return [await getJob(ctx.db, ctx.siteId, job.job_id)];
    },
  }),
  defineAction({
    contract: JOB_TYPE_CALLS.list,
    permission: { anyOf: [adminView, view] },
    description:
      'The job types (TJobType, with the count of their jobs): filter NEW_AND_CHANGED ' +
      '(default: added or changed in the last 30 days) or ALL.',
    async handler(ctx, data) {
      return listJobTypes(ctx.db, ctx.siteId, data.filter);
    },
  }),
  defineAction({
    contract: JOB_TYPE_CALLS.get,
    permission: { anyOf: [adminView, view] },
    description: 'One job type (TJobType); 404 when not found.',
    async handler(ctx, data) {
      return [await getJobType(ctx.db, ctx.siteId, data.job_type_id)];
    },
  }),
  defineAction({
    contract: JOB_TYPE_CALLS.check,
    permission: adminUpdate,
    description:
      'Save items: by job_type_id, else by job_type code (a new code adds a type). entity ' +
      'inventory, customer or supplier; role_to_add_inventory (blank: any role); ' +
      'warn_on_add_inventory (default true). A renamed code follows on its jobs. Refused: ' +
      'unknown job_type_id, a code used by another type. results: the saved types.',
    async handler(ctx, data) {
      const ids = await checkJobTypes(ctx, data.items);
      ctx.logRecord(ids.join(','), 'job_type', 'Job types saved');
      return listJobTypes(ctx.db, ctx.siteId, { ids });
    },
  }),
  defineAction({
    contract: JOB_TYPE_CALLS.delete,
    permission: adminDelete,
    description: 'Delete job_type_id: refused (409) while any job is of that type.',
    async handler(ctx, data) {
      const code = await deleteJobType(ctx, data.job_type_id);
      ctx.logRecord(String(data.job_type_id), 'job_type', `Job type ${code} deleted`);
      return [];
    },
  }),
];
