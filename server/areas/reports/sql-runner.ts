import type { TReportDatabase } from '../../../src/contract';
import type { Db } from '../../db/types';

export type Row = Record<string, unknown>;

/** One query of a report: positional SQL, its values, the schema it reads and its time-out. */
export type ReportSql = {
  database: TReportDatabase;
  text: string;
  params: unknown[];
  timeoutMs: number;
};

export type ReportSqlRunner = {
  select(
    db: Db,
    query: ReportSql,
    maxRows: number,
    operation: string,
  ): Promise<{ columns: string[]; rows: Row[]; truncated: boolean }>;
  stream(
    db: Db,
    query: ReportSql,
    operation: string,
    sink: { columns(keys: string[]): Promise<void>; row(row: Row): Promise<void> },
  ): Promise<number>;
};

export declare const reportSqlRunner: ReportSqlRunner;
