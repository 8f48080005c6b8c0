import { REPORT_EXPORT_ROW_LIMIT, type TReportDatabase } from '../../../src/contract';
import type { Db } from '../../db/types';
import { runReadOnlyQuery, streamReadOnlyQuery, type QueryRow } from '../../sql/run-query';

/*
 * Report SQL runs only through the read-only query runner (server/sql/run-query.ts): as the
 * NOLOGIN query role (SELECT on the site-scoped tables only), READ ONLY, under the request
 * site's row-level security, with a statement time-out, opened as a cursor after its plan is
 * read (a write or an over-costly statement is refused before it runs). Both databases an
 * operation may name (staging and wms) are the schema the role reads: the product keeps its
 * staging tables in the same database.
 */

export type Row = Record<string, unknown>;

/** One query of a report: positional SQL, its values, the schema it reads and its time-out. */
export type ReportSql = {
  siteId: string;
  database: TReportDatabase;
  text: string;
  params: unknown[];
  timeoutMs: number;
};

const toRow = (columns: readonly string[], values: QueryRow): Row => {
  const row: Row = {};
  columns.forEach((c, i) => {
    row[c] = values[i];
  });
  return row;
};

/** Rows of a report's query, at most maxRows (truncated when there were more). */
async function select(
  db: Db,
  query: ReportSql,
  maxRows: number,
): Promise<{ columns: string[]; rows: Row[]; truncated: boolean }> {
  const answer = await runReadOnlyQuery(db, {
    siteId: query.siteId,
    sql: query.text,
    params: query.params,
    timeoutMs: query.timeoutMs,
    maxRows,
  });
  return {
    columns: answer.columns,
    rows: answer.rows.map((r) => toRow(answer.columns, r)),
    truncated: answer.truncated,
  };
}

/**
 * Every row of a report's query to `sink`, a batch of the cursor at a time (the next fetch waits
 * for the sink), so an export of any size holds one batch in memory. The columns are given
 * once, before the first row (an empty list when the query found no rows).
 */
async function stream(
  db: Db,
  query: ReportSql,
  sink: { columns(keys: string[]): Promise<void>; row(row: Row): Promise<void> },
): Promise<number> {
  let started = false;
  const total = await streamReadOnlyQuery(
    db,
    {
      siteId: query.siteId,
      sql: query.text,
      params: query.params,
      timeoutMs: query.timeoutMs,
      maxRows: REPORT_EXPORT_ROW_LIMIT,
      batchRows: 1000,
    },
    async (batch) => {
      if (!started) {
        started = true;
        await sink.columns(batch.columns);
      }
      for (const r of batch.rows) await sink.row(toRow(batch.columns, r));
    },
  );
  if (!started) await sink.columns([]);
  return total;
}

export const reportSqlRunner = { select, stream };
