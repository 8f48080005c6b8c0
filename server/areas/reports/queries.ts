import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  GLOBAL_SITE,
  REPORT_DISPLAY_MESSAGES,
  REPORT_MESSAGES as M,
  isChoiceSource,
  searchTermReady,
  splitListValues,
  type TListValue,
  type TReportDefinition,
  type TReportDetail,
  type TReportRow,
  type TReportSearchType,
} from '../../../src/contract';
import { lists, reports } from '../../db/schema';
import { escapeLike, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict, notFound, RuleErrors } from '../../errors';
import { choicesOf } from './choices';

/** The sites whose reports a site sees: its own and GLOBAL's. */
const owners = (siteId: string) => (siteId === GLOBAL_SITE ? [GLOBAL_SITE] : [siteId, GLOBAL_SITE]);

const rowColumns = {
  report: reports.report,
  label: reports.label,
  report_type: reports.report_type,
  description: reports.description,
  group: reports.group,
  sub_group: reports.sub_group,
  site_id: reports.site_id,
  updated_at: sql<string>`${isoTime(sql`${reports.updated_at}`)}`,
  modules: reports.modules,
};

/** A day (or an instant's day) of a from/to filter, or undefined when not a date. */
const day = (value: string | null | undefined) => {
  const text = (value ?? '').trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
};

export type ReportListQuery = {
  search_type: TReportSearchType;
  search_term?: string | null | undefined;
  from_date?: string | null | undefined;
  to_date?: string | null | undefined;
};

/**
 * The site's reports and GLOBAL's by group, sub-group and label. A site's own report hides a
 * GLOBAL one of the same code. A term of 1 character answers no rows (document 3 section 5);
 * search type REPORT matches code and label, GROUP the group and sub-group, ALL any of them.
 */
export async function listReports(
  db: Db,
  siteId: string,
  query: ReportListQuery,
): Promise<TReportRow[]> {
  const term = (query.search_term ?? '').trim();
  if (term !== '' && !searchTermReady(term)) return [];
  const like = `%${escapeLike(term)}%`;
  const byName = [sql`${reports.report} ILIKE ${like}`, sql`${reports.label} ILIKE ${like}`];
  const byGroup = [sql`${reports.group} ILIKE ${like}`, sql`${reports.sub_group} ILIKE ${like}`];
  const columns: SQL[] =
    query.search_type === 'REPORT'
      ? byName
      : query.search_type === 'GROUP'
        ? byGroup
        : [...byName, ...byGroup, sql`${reports.description} ILIKE ${like}`];
  const from = day(query.from_date);
  const to = day(query.to_date);
  const found = await db
    .select(rowColumns)
    .from(reports)
    .where(
      and(
        inArray(reports.site_id, owners(siteId)),
        term ? or(...columns) : undefined,
        from ? sql`${reports.updated_at} >= ${from}::date` : undefined,
        to ? sql`${reports.updated_at} < ${to}::date + 1` : undefined,
      ),
    )
    .orderBy(asc(reports.group), asc(reports.sub_group), asc(reports.label), asc(reports.report));
  const own = new Set(found.filter((r) => r.site_id !== GLOBAL_SITE).map((r) => r.report));
  return found.filter(
    (r) => r.site_id !== GLOBAL_SITE || !own.has(r.report) || siteId === GLOBAL_SITE,
  );
}

/** The site's own report, else GLOBAL's, with everything its editor and run screen need. */
export async function findReport(
  db: Db,
  siteId: string,
  report: string,
): Promise<Omit<TReportDetail, 'list_options'> | null> {
  const found = await db
    .select({
      ...rowColumns,
      instructions: reports.instructions,
      upload_file: reports.upload_file,
      default_search_option: reports.default_search_option,
      search_options: reports.search_options,
      operations: reports.operations,
      parameters: reports.parameters,
      result_columns: reports.result_columns,
    })
    .from(reports)
    .where(and(inArray(reports.site_id, owners(siteId)), eq(reports.report, report)));
  const pick = found.find((r) => r.site_id === siteId) ?? found[0];
  if (!pick) return null;
  const { report_type, ...rest } = pick;
  return { ...rest, report_type: report_type === 'import' ? 'import' : 'export' };
}

/** The choices of the report's list parameters: the values of the site's lists by name. */
async function listOptions(
  db: Db,
  siteId: string,
  names: string[],
): Promise<Record<string, TListValue[]>> {
  if (names.length === 0) return {};
  const found = await db
    .select({ list_name: lists.list_name, list_values: lists.list_values })
    .from(lists)
    .where(and(eq(lists.site_id, siteId), inArray(lists.list_name, names)));
  return Object.fromEntries(
    found.map((l) => [
      l.list_name,
      splitListValues(l.list_values).map((v) => ({ list_value: v, text: v })),
    ]),
  );
}

export async function getReport(db: Db, siteId: string, report: string): Promise<TReportDetail> {
  const found = await findReport(db, siteId, report);
  if (!found) throw notFound(M.notFound(report));
  const listed = found.parameters.filter((p) => p.field_type === 'list' && p.use_list);
  const byList = await listOptions(
    db,
    siteId,
    listed.map((p) => p.use_list),
  );
  const list_options = Object.fromEntries(
    listed.map((p) => [p.database_field, byList[p.use_list] ?? []]),
  );
  // Choices of the site's records (warehouses, customers, users by name …), by source.
  for (const p of found.parameters) {
    if (p.field_type === 'choice' && isChoiceSource(p.use_list))
      list_options[p.database_field] = await choicesOf(db, siteId, p.use_list);
  }
  return { ...found, list_options };
}

/** Names listed twice in the definition (operations, parameters, columns), as rule failures. */
function definitionProblems(definition: TReportDefinition): string[] {
  const problems: string[] = [];
  const twice = (what: string, names: string[]) => {
    const seen = new Set<string>();
    for (const n of names) {
      if (seen.has(n)) problems.push(M.listedTwice(what, n));
      seen.add(n);
    }
  };
  twice(
    'Operation number',
    definition.operations.map((o) => String(o.operation_number)),
  );
  twice(
    'Parameter',
    definition.parameters.map((p) => p.database_field),
  );
  twice(
    'Result column',
    definition.result_columns.map((c) => c.key),
  );
  for (const p of definition.parameters) {
    if (p.field_type === 'choice' && !isChoiceSource(p.use_list))
      problems.push(REPORT_DISPLAY_MESSAGES.unknownChoices(p.database_field, p.use_list));
  }
  for (const op of definition.operations) {
    if (op.operation_type === 'query' && !op.sql_command.trim())
      problems.push(M.sqlMissing(op.operation_name));
    if (op.operation_type === 'transform' && !op.code_snippets.trim())
      problems.push(M.snippetMissing(op.operation_name));
  }
  return [...new Set(problems)];
}

/**
 * Add or replace a report of the site. A GLOBAL report is changed only at GLOBAL: at a site,
 * a definition with a GLOBAL report's code is refused (save it under another code).
 */
export async function saveReport(
  db: Db,
  siteId: string,
  definition: TReportDefinition,
): Promise<TReportRow> {
  const problems = definitionProblems(definition);
  if (problems.length > 0) throw new RuleErrors(problems.map((message) => ({ message })));
  const existing = await findReport(db, siteId, definition.report);
  if (existing && existing.site_id !== siteId) throw conflict(M.globalReadOnly(definition.report));
  const operations = [...definition.operations].sort(
    (a, b) => a.operation_number - b.operation_number,
  );
  const values = { ...definition, operations };
  await db
    .insert(reports)
    .values({ site_id: siteId, ...values })
    .onConflictDoUpdate({
      target: [reports.site_id, reports.report],
      set: { ...values, updated_at: new Date() },
    });
  const [row] = await db
    .select(rowColumns)
    .from(reports)
    .where(and(eq(reports.site_id, siteId), eq(reports.report, definition.report)));
  return row!;
}

/** Delete one of the site's own reports (GLOBAL's are deleted at GLOBAL). */
export async function deleteReport(db: Db, siteId: string, report: string): Promise<TReportRow> {
  const [row] = await db
    .select(rowColumns)
    .from(reports)
    .where(and(eq(reports.site_id, siteId), eq(reports.report, report)));
  if (!row) {
    const global = await findReport(db, siteId, report);
    if (global) throw conflict(M.globalReadOnly(report));
    throw notFound(M.notFound(report));
  }
  await db.delete(reports).where(and(eq(reports.site_id, siteId), eq(reports.report, report)));
  return row;
}
