import {
  BUILDER_DATASETS,
  BUILDER_MESSAGES as M,
  ERROR_CODES,
  REPORT_BUILDER_CALLS,
  REPORT_SCREEN_ROW_LIMIT,
  SQL_TOOL_MESSAGES,
  type TBuilderDefinition,
} from '../../../../src/contract';
import { readsFrom } from '../../../db/read-replica';
import { forbidden, notFound } from '../../../errors';
import type { ActionContext, AnyAction } from '../../action-types';
import { defineAction } from '../../action-types';
import { bindParameters } from '../parameters';
import { deleteReport, findReport, saveReport } from '../queries';
import { requireReportModules } from '../report-access';
import { collectReport } from '../run';
import { builtDefinition, deleteReportSchedules, findBuiltReport } from './built-reports';
import { compileBuilder } from './compile';

const REASON =
  'The report builder checks itself that the caller holds view (preview, get) or update ' +
  "(save) on the module of the definition's dataset; its SQL is compiled from an allow-list " +
  "and runs read-only under the site's row-level security";

/** Building a report of a dataset needs update on its module (a manager of that area). */
function requireBuilder(ctx: ActionContext, def: TBuilderDefinition) {
  const dataset = BUILDER_DATASETS[def.dataset];
  if (!ctx.can(dataset.module, 'update'))
    throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, M.mayNotBuild(dataset.label));
}

/**
 * Service `reporting`, entity `report_builder` (issue 29): a report chosen, not written. Its
 * definition is compiled into SQL from the allow-list of datasets (server/areas/report-builder)
 * and saved as an ordinary site report, which then lists, runs, exports and schedules as the
 * others do.
 */
export const reportBuilderActions: AnyAction[] = [
  defineAction({
    contract: REPORT_BUILDER_CALLS.preview,
    heavy: true,
    permission: { member: REASON },
    description:
      'Run a builder definition without saving it: dataset, columns (as they are, or sum, ' +
      'count, count of different, average), group-by, filters (values bound as parameters, ' +
      "relative dates resolved on the site's today), sort and limit. Needs view on the " +
      `dataset's module. results[0]: columns and at most ${REPORT_SCREEN_ROW_LIMIT} rows.`,
    async handler(ctx, data) {
      const compiled = compileBuilder(data.definition);
      requireReportModules(ctx.can, compiled);
      const definition = builtDefinition(
        {
          report: 'PREVIEW',
          label: 'Preview',
          group: '',
          description: '',
          definition: data.definition,
        },
        compiled,
      );
      const bindings = bindParameters({
        parameters: compiled.parameters,
        values: compiled.values,
        listOptions: {},
        zone: ctx.site.local_zone,
        siteId: ctx.siteId,
      });
      const reads = await readsFrom(ctx.db, ctx.replica);
      if (reads.notice) ctx.inform(reads.notice);
      const result = await collectReport(
        {
          db: reads.db,
          siteId: ctx.siteId,
          definition: { ...definition, site_id: ctx.siteId, updated_at: '', list_options: {} },
          bindings,
          importData: null,
        },
        REPORT_SCREEN_ROW_LIMIT,
      );
      if (result.truncated)
        ctx.inform(SQL_TOOL_MESSAGES.rowsCut(result.label, REPORT_SCREEN_ROW_LIMIT));
      return [result];
    },
  }),
  defineAction({
    contract: REPORT_BUILDER_CALLS.save,
    permission: { member: REASON },
    description:
      "Save a built report as one of the site's reports (its query compiled from the " +
      "definition, each filter a parameter defaulting to its value, the dataset's module as " +
      "the report's module). Needs update on the dataset's module. A GLOBAL report's code is " +
      'refused (409). results[0]: the saved row.',
    async handler(ctx, data) {
      requireBuilder(ctx, data.definition);
      ctx.logRecord(data.report, 'report');
      // A report written in SQL is replaced only by those who may edit SQL.
      const existing = await findReport(ctx.db, ctx.siteId, data.report);
      if (
        existing?.site_id === ctx.siteId &&
        !(await findBuiltReport(ctx.db, ctx.siteId, data.report))
      )
        ctx.require('query', 'update');
      const compiled = compileBuilder(data.definition);
      return [await saveReport(ctx.db, ctx.siteId, builtDefinition(data, compiled))];
    },
  }),
  defineAction({
    contract: REPORT_BUILDER_CALLS.delete,
    permission: { member: REASON },
    description:
      "Delete one of the site's built reports and its schedules (its report_export tasks). " +
      "Needs update on its dataset's module; 404 when the site has no such built report.",
    async handler(ctx, data) {
      const found = await findBuiltReport(ctx.db, ctx.siteId, data.report);
      if (!found) throw notFound(M.notBuilt(data.report));
      requireBuilder(ctx, found.definition);
      ctx.logRecord(data.report, 'report');
      await deleteReportSchedules(ctx.db, ctx.siteId, data.report);
      return [await deleteReport(ctx.db, ctx.siteId, data.report)];
    },
  }),
  defineAction({
    contract: REPORT_BUILDER_CALLS.get,
    permission: { member: REASON },
    description:
      "One of the site's built reports with its builder definition; 404 when the site has no " +
      'such report or it was not made with the builder. Needs view on its module.',
    async handler(ctx, data) {
      const found = await findBuiltReport(ctx.db, ctx.siteId, data.report);
      if (!found) throw notFound(M.notBuilt(data.report));
      requireReportModules(ctx.can, {
        modules: [BUILDER_DATASETS[found.definition.dataset].module],
      });
      return [found];
    },
  }),
];
