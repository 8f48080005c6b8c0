import { and, eq, sql } from 'drizzle-orm';
import {
  REPORT_DEFAULTS,
  ZBuilderDefinition,
  type TBuilderDefinition,
  type TBuiltReport,
  type TBuiltReportAnswer,
  type TReportDefinition,
  type TReportOperation,
} from '../../../../src/contract';
import { reports, tasks } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { CompiledReport } from './compile';

/*
 * A built report is an ordinary site report (wms.reports) whose one query operation is the
 * compiled SQL; the operation also keeps the builder's definition under `builder`, so the
 * builder can open it again. Saving it in the SQL editor drops that key (the report is then
 * the SQL's own).
 */

export const BUILT_OPERATION_NAME = 'Report builder';

type BuiltOperation = TReportOperation & { builder: TBuilderDefinition };

/** The report definition of a built report: its compiled query, parameters and columns. */
export function builtDefinition(report: TBuiltReport, compiled: CompiledReport): TReportDefinition {
  const operation: BuiltOperation = {
    operation_number: 1,
    operation_name: BUILT_OPERATION_NAME,
    operation_type: 'query',
    database: 'wms',
    sql_command: compiled.sql,
    code_snippets: '',
    target_data: REPORT_DEFAULTS.target_data,
    results_data: REPORT_DEFAULTS.results_data,
    builder: report.definition,
  };
  return {
    report: report.report,
    label: report.label,
    report_type: 'export',
    description: report.description,
    instructions: '',
    upload_file: '',
    group: report.group,
    sub_group: '',
    default_search_option: '',
    search_options: [],
    operations: [operation],
    parameters: compiled.parameters,
    result_columns: compiled.result_columns,
    modules: compiled.modules,
  };
}

/** The site's own report with its builder definition, or null when it is not a built one. */
export async function findBuiltReport(
  db: Db,
  siteId: string,
  report: string,
): Promise<TBuiltReportAnswer | null> {
  const [row] = await db
    .select({
      report: reports.report,
      label: reports.label,
      group: reports.group,
      description: reports.description,
      operations: reports.operations,
      site_id: reports.site_id,
    })
    .from(reports)
    .where(and(eq(reports.site_id, siteId), eq(reports.report, report)));
  if (!row || row.operations.length !== 1) return null;
  const parsed = ZBuilderDefinition.safeParse(
    (row.operations[0] as Partial<BuiltOperation>).builder,
  );
  if (!parsed.success) return null;
  const { operations: _ops, ...rest } = row;
  return { ...rest, definition: parsed.data };
}

/** Delete the report_export tasks (schedules) of a report of the site. */
export async function deleteReportSchedules(db: Db, siteId: string, report: string) {
  await db
    .delete(tasks)
    .where(
      and(
        eq(tasks.site_id, siteId),
        eq(tasks.lambda, 'report_export'),
        sql`${tasks.payload}->>'report' = ${report}`,
      ),
    );
}
