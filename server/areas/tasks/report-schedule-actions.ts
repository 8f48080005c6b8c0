import {
  ERROR_CODES,
  MESSAGES,
  REPORT_SCHEDULE_CALLS,
  SCHEDULE_MESSAGES as M,
  TASK_MASTER_TYPE,
  taskSiteDocument,
} from '../../../src/contract';
import { badRequest, forbidden } from '../../errors';
import type { ActionContext, AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { scheduledReport } from './report-lookup';
import { deleteSchedule, findSchedule, listSchedules, saveSchedule } from './report-schedules';

const REASON =
  "A report's schedules are listed with view on every module the report reads, and added, " +
  'changed or deleted with update on every one of them (checked by the handler); the task ' +
  "mails only that report's export";

/** The report (the site's or GLOBAL's) the caller may run; with `update`, may schedule. */
async function reportFor(ctx: ActionContext, report: string, update: boolean) {
  const found = await scheduledReport(ctx.db, ctx.siteId, report);
  const unviewable = found.modules.find((m) => !ctx.can(m, 'view'));
  if (unviewable)
    throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, MESSAGES.noPermission(unviewable, 'view'));
  if (update && !found.modules.every((m) => ctx.can(m, 'update')))
    throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, M.mayNotSchedule);
  return found;
}

/**
 * Service `reporting`, entity `report_schedule` (issue 29): "Email this report" daily, weekly on
 * a day or monthly on a date at an hour of the site's zone, kept as task-master tasks.
 */
export const reportScheduleActions: AnyAction[] = [
  defineAction({
    contract: REPORT_SCHEDULE_CALLS.list,
    permission: { member: REASON },
    description:
      "The report's schedules (report_export tasks of the site naming it): frequency, day, " +
      'hour, recipients, format, next due and last run.',
    async handler(ctx, data) {
      await reportFor(ctx, data.report, false);
      return listSchedules(ctx.db, ctx.siteId, data.report);
    },
  }),
  defineAction({
    contract: REPORT_SCHEDULE_CALLS.save,
    permission: { member: REASON },
    description:
      'Add (blank task_id) or change a schedule of a report: a report_export task running ' +
      "hourly in the one-hour window from `hour` (the site's zone) on every day (daily, " +
      'monthly with day_of_month in its payload) or on `weekday` (weekly); its payload holds ' +
      "the format and the recipients (a run takes the report's parameter defaults). results[0]: the schedule.",
    async handler(ctx, data) {
      const report = await reportFor(ctx, data.report, true);
      if (data.task_id) {
        const existing = await findSchedule(ctx.db, ctx.siteId, data.task_id);
        if (existing.report !== data.report)
          throw badRequest(M.notThisReport(data.task_id, data.report));
      }
      const saved = await saveSchedule({
        db: ctx.db,
        siteId: ctx.siteId,
        siteZone: ctx.site.local_zone,
        userId: ctx.user.user_id,
        label: report.label,
        values: data,
      });
      ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${saved.task_id}`, TASK_MASTER_TYPE);
      return [saved];
    },
  }),
  defineAction({
    contract: REPORT_SCHEDULE_CALLS.delete,
    permission: { member: REASON },
    description: 'Delete a schedule of a report (its task). 404 when no such report_export task.',
    async handler(ctx, data) {
      const existing = await findSchedule(ctx.db, ctx.siteId, data.task_id);
      await reportFor(ctx, existing.report, true);
      await deleteSchedule(ctx.db, ctx.siteId, data.task_id);
      ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${data.task_id}`, TASK_MASTER_TYPE);
      return [existing];
    },
  }),
];
