import { REPORT_CALLS, REPORT_SCREEN_ROW_LIMIT, SQL_TOOL_MESSAGES } from '../../../src/contract';
import { readsFrom } from '../../db/read-replica';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteReport, getReport, listReports, saveReport } from './queries';
import { mayRunReport, requireReportModules } from './report-access';
import { collectReport, prepareRun } from './run';

const READ_REASON =
  'Reporting is on every menu (document 3 section 2); each report names the modules it reads ' +
  'and is listed, read, run and exported only with view on every one (checked by the handler); ' +
  "report SQL runs read-only in a confined role under the site's row-level security";

/**
 * Service `reporting`, entity `report` (document 3 section 7): the site's reports and GLOBAL's,
 * one report's definition, running it, and saving or deleting a definition (which carries SQL,
 * so it needs the SQL Query module).
 */
export const reportActions: AnyAction[] = [
  defineAction({
    contract: REPORT_CALLS.list,
    permission: { member: READ_REASON },
    description:
      "The site's reports and GLOBAL's (a site's own report hides a GLOBAL one of the same " +
      'code) by group, sub-group and label; site_id says the owner. search_term at 2 ' +
      'characters or more matches code and label (REPORT), group and sub-group (GROUP) or any ' +
      'of them and the description (ALL); from_date / to_date filter on the last change.',
    async handler(ctx, data) {
      const rows = await listReports(ctx.db, ctx.siteId, data);
      return rows.filter((r) => mayRunReport(ctx.can, r));
    },
  }),
  defineAction({
    contract: REPORT_CALLS.get,
    permission: { member: READ_REASON },
    description:
      "One report (the site's own, else GLOBAL's) with its operations, parameters, result " +
      'columns and the choices of its list parameters. 404 when missing.',
    async handler(ctx, data) {
      ctx.logRecord(data.report, 'report');
      const report = await getReport(ctx.db, ctx.siteId, data.report);
      requireReportModules(ctx.can, report);
      return [report];
    },
  }),
  defineAction({
    contract: REPORT_CALLS.report,
    heavy: true,
    permission: { member: READ_REASON },
    description:
      'Run a report: parameters by database_field (a range as {from, to}, several values as a ' +
      'list; relative dates such as "last 7 days" or "today-7" resolve on the site\'s today), ' +
      "import_data for an import report. Query operations run read-only under the site's " +
      'row-level security with a statement time-out; transforms run in a sandbox. results[0]: ' +
      `columns and at most ${REPORT_SCREEN_ROW_LIMIT} rows (truncated when there were more).`,
    async handler(ctx, data) {
      ctx.logRecord(data.report, 'report');
      const site = { siteId: ctx.siteId, zone: ctx.site.local_zone, can: ctx.can };
      const run = await prepareRun(ctx.db, site, data);
      // The definition is the primary's; its queries read from the replica when there is one.
      const reads = await readsFrom(ctx.db, ctx.replica);
      if (reads.notice) ctx.inform(reads.notice);
      const result = await collectReport({ ...run, db: reads.db }, REPORT_SCREEN_ROW_LIMIT);
      if (result.truncated)
        ctx.inform(SQL_TOOL_MESSAGES.rowsCut(result.label || data.report, REPORT_SCREEN_ROW_LIMIT));
      return [result];
    },
  }),
  defineAction({
    contract: REPORT_CALLS.check,
    permission: { module: 'query', flag: 'update' },
    description:
      "Add or replace one of the site's reports (definition). Operation numbers, parameter " +
      'names and result column keys must be unique; a query needs SQL and a transform a ' +
      "snippet. A GLOBAL report's code is refused at a site (409). results[0]: the saved row.",
    async handler(ctx, data) {
      ctx.logRecord(data.definition.report, 'report');
      return [await saveReport(ctx.db, ctx.siteId, data.definition)];
    },
  }),
  defineAction({
    contract: REPORT_CALLS.delete,
    permission: { module: 'query', flag: 'delete' },
    description:
      "Delete one of the site's own reports; a GLOBAL report is refused (409), a missing one 404.",
    async handler(ctx, data) {
      ctx.logRecord(data.report, 'report');
      return [await deleteReport(ctx.db, ctx.siteId, data.report)];
    },
  }),
];
