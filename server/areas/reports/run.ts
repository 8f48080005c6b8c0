import {
  REPORT_MESSAGES as M,
  REPORT_STATEMENT_TIMEOUT_MS,
  REPORT_TRANSFORM_ROW_LIMIT,
  reportColumns,
  type TImportData,
  type TReportDetail,
  type TReportOperation,
  type TReportParameters,
  type TReportColumn,
  type TReportResult,
} from '../../../src/contract';
import type { Db } from '../../db/types';
import { badRequest, RuleErrors } from '../../errors';
import { bindParameters, paramsObject, type Bindings } from './parameters';
import { userNames } from './choices';
import { getReport } from './queries';
import { requireReportModules, type ReportReader } from './report-access';
import { compileNamedSql } from './sql-params';
import { reportSqlRunner, type ReportSql, type Row } from './sql-runner';
import { runTransform } from './transform';

/*
 * Running a report: its operations in order. A query operation runs its SQL through the
 * read-only runner (a confined role, read-only, under the site's row-level security, with a
 * statement time-out) with the parameters bound, never spliced; a transform runs its snippet
 * in the QuickJS sandbox. Each keeps its rows under its target_data; the report's result is
 * what the last operation made. An export streams the last query's rows straight to the file.
 */

export type Cell = string | number | boolean | null;
export type Column = TReportColumn;

export type RunRequest = {
  report: string;
  parameters: TReportParameters;
  import_data?: TImportData | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
};

export type PreparedRun = {
  /** Where the report's queries read: the call's transaction, or the read replica. */
  db: Db;
  siteId: string;
  definition: TReportDetail;
  bindings: Bindings;
  importData: TImportData | null;
};

/**
 * Load the report, check the caller may view every module it reads, check its parameters and
 * bind them (every refusal before anything runs).
 */
export async function prepareRun(
  db: Db,
  site: { siteId: string; zone: string; can: ReportReader },
  request: RunRequest,
  now?: Date,
): Promise<PreparedRun> {
  const definition = await getReport(db, site.siteId, request.report);
  requireReportModules(site.can, definition);
  if (definition.operations.length === 0) throw badRequest(M.noOperations);
  if (definition.report_type === 'import' && !request.import_data?.length)
    throw badRequest(M.importFileNeeded);
  const bindings = bindParameters({
    parameters: definition.parameters,
    values: request.parameters,
    listOptions: definition.list_options,
    zone: site.zone,
    siteId: site.siteId,
    fromDate: request.from_date,
    toDate: request.to_date,
    importData: request.import_data,
    ...(now ? { now } : {}),
  });
  return { db, siteId: site.siteId, definition, bindings, importData: request.import_data ?? null };
}

/** A value as a cell of the result: dates as ISO text, objects as JSON. */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** The operation's SQL with its :names bound in order; a name the report cannot bind is refused. */
function querySql(run: PreparedRun, op: TReportOperation): ReportSql {
  const { bindings } = run;
  const compiled = compileNamedSql(op.sql_command);
  const unknown = compiled.names.filter((n) => !bindings.has(n));
  if (unknown.length > 0)
    throw new RuleErrors(unknown.map((n) => ({ message: M.unknownParameter(n) })));
  return {
    siteId: run.siteId,
    database: op.database,
    text: compiled.text,
    params: compiled.names.map((n) => bindings.get(n) ?? null),
    timeoutMs: REPORT_STATEMENT_TIMEOUT_MS,
  };
}

async function transform(
  run: PreparedRun,
  op: TReportOperation,
  data: Record<string, Row[]>,
): Promise<Row[]> {
  const input = data[op.results_data];
  if (input === undefined && Object.keys(data).length > 0 && op.results_data !== 'final')
    throw badRequest(M.unknownData(op.operation_name, op.results_data));
  const total = Object.values(data).reduce((n, rows) => n + rows.length, 0);
  if (total > REPORT_TRANSFORM_ROW_LIMIT)
    throw badRequest(M.transformTooManyRows(op.operation_name, REPORT_TRANSFORM_ROW_LIMIT));
  const result = await runTransform(op.code_snippets, {
    rows: input ?? [],
    data,
    params: paramsObject(run.bindings),
    import_data: run.importData,
  });
  if (!result.ok) throw badRequest(M.transformFailed(op.operation_name, result.message));
  if (result.rows.length > REPORT_TRANSFORM_ROW_LIMIT)
    throw badRequest(M.transformTooManyRows(op.operation_name, REPORT_TRANSFORM_ROW_LIMIT));
  return result.rows;
}

/** Run the operations before `upTo` (exclusive), keeping each one's rows by target_data. */
async function runOperations(run: PreparedRun, upTo: number): Promise<Record<string, Row[]>> {
  const data: Record<string, Row[]> = {};
  const ops = run.definition.operations;
  for (let i = 0; i < upTo; i += 1) {
    const op = ops[i]!;
    if (op.operation_type === 'transform') {
      data[op.target_data] = await transform(run, op, data);
      continue;
    }
    const found = await reportSqlRunner.select(
      run.db,
      querySql(run, op),
      REPORT_TRANSFORM_ROW_LIMIT,
    );
    if (found.truncated)
      throw badRequest(M.transformTooManyRows(op.operation_name, REPORT_TRANSFORM_ROW_LIMIT));
    data[op.target_data] = found.rows;
  }
  return data;
}

const columnsOf = (run: PreparedRun, keys: readonly string[]): Column[] =>
  reportColumns(run.definition.result_columns, keys);

/**
 * How each row's cells are made: a column with a lookup shows the name for the code (a user
 * id as the user's name at the site), every other cell as the query gave it.
 */
async function cellMaker(
  run: PreparedRun,
): Promise<(columns: readonly Column[], row: Row) => Cell[]> {
  const lookups = run.definition.result_columns.some((c) => c.lookup === 'user_name');
  const names = lookups ? await userNames(run.db, run.siteId) : new Map<string, string>();
  return (columns, row) =>
    columns.map((c) => {
      const cell = toCell(row[c.key]);
      return c.lookup === 'user_name' && typeof cell === 'string'
        ? (names.get(cell) ?? cell)
        : cell;
    });
}

/** The report's result for the screen: at most `limit` rows, `truncated` when there were more. */
export async function collectReport(run: PreparedRun, limit: number): Promise<TReportResult> {
  const ops = run.definition.operations;
  const last = ops[ops.length - 1]!;
  let rows: Row[];
  let keys: string[];
  let truncated: boolean;
  if (last.operation_type === 'query') {
    await runOperations(run, ops.length - 1);
    const found = await reportSqlRunner.select(run.db, querySql(run, last), limit);
    rows = found.rows;
    keys = found.columns;
    truncated = found.truncated;
  } else {
    const data = await runOperations(run, ops.length);
    const all = data[last.target_data] ?? [];
    truncated = all.length > limit;
    rows = all.slice(0, limit);
    keys = Object.keys(all[0] ?? {});
  }
  const columns = columnsOf(run, keys);
  const cells = await cellMaker(run);
  return {
    report: run.definition.report,
    label: run.definition.label,
    columns,
    rows: rows.map((r) => {
      const made = cells(columns, r);
      return Object.fromEntries(columns.map((c, i) => [c.key, made[i] ?? null]));
    }),
    row_count: rows.length,
    truncated,
  };
}

/** Where an export's rows go: the columns once (before any row), then each row's cells. */
export type ReportSink = {
  columns(columns: Column[]): Promise<void> | void;
  row(cells: Cell[]): Promise<void> | void;
};

/**
 * Every row of the report to `sink`. When the last operation is a query its rows stream from
 * the database (never all in memory); a transform's rows are already in hand.
 */
export async function streamReport(run: PreparedRun, sink: ReportSink): Promise<number> {
  const ops = run.definition.operations;
  const last = ops[ops.length - 1]!;
  const cells = await cellMaker(run);
  if (last.operation_type === 'transform') {
    const data = await runOperations(run, ops.length);
    const all = data[last.target_data] ?? [];
    const columns = columnsOf(run, Object.keys(all[0] ?? {}));
    await sink.columns(columns);
    for (const r of all) await sink.row(cells(columns, r));
    return all.length;
  }
  await runOperations(run, ops.length - 1);
  let columns: Column[] | undefined;
  return reportSqlRunner.stream(run.db, querySql(run, last), {
    async columns(keys) {
      columns = columnsOf(run, keys);
      await sink.columns(columns);
    },
    async row(r) {
      await sink.row(cells(columns!, r));
    },
  });
}
