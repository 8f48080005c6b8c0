import { sql } from 'drizzle-orm';
import {
  LIST_ROW_LIMIT,
  REFERENCE_LIST_MESSAGES as M,
  type TListValue,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { AppError, badRequest } from '../../errors';
import { LIST_READER_ROLE } from '../../sql/query-roles';
import { Deadline, setUserSqlLimits, withBackstop } from '../../sql/statement-guard';
import { conditionProblem } from './condition';

export { LIST_READER_ROLE };

export type SqlListSpec = {
  database_table: string;
  value_field: string;
  text_field: string;
  condition: string;
};

/** The values of an SQL list, and whether there were more than LIST_ROW_LIMIT. */
export type SqlListAnswer = { values: TListValue[]; truncated: boolean };

export type SqlListLimits = {
  /** The time budget of the query, planning (EXPLAIN) and running it together: each runs
   * under statement_timeout = what is left, with the client-side backstop 1 s after. */
  timeoutMs: number;
  /** The planner's total cost above which the query is refused before it runs. */
  maxCost: number;
};

export const SQL_LIST_LIMITS: SqlListLimits = { timeoutMs: 2000, maxCost: 1_000_000 };

const errorCode = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

const errorMessage = (error: unknown): string => {
  let last = error instanceof Error ? error.message : String(error);
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if (e instanceof Error) last = e.message;
  return last;
};

/**
 * The fields of a table an SQL list may read: the columns of a table of schema `wms` the list
 * reader may SELECT (column grants, server/sql/query-grants.ts), checked against the catalog.
 * Refused with a clear message otherwise.
 */
export async function listTableFields(db: Db, table: string): Promise<Set<string>> {
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT a.attname AS name
        FROM pg_catalog.pg_attribute a
        JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
        JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'wms' AND c.relname = ${table} AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped
          AND has_column_privilege(${LIST_READER_ROLE}, c.oid, a.attnum, 'SELECT')`,
  );
  if (found.length === 0) throw badRequest(M.listTableNotAllowed(table));
  return new Set(found.map((f) => f.name));
}

/** Refuse an SQL list whose table, fields or condition cannot be used (before saving it too). */
export async function checkSqlList(db: Db, spec: SqlListSpec): Promise<void> {
  if (!spec.database_table || !spec.value_field) throw badRequest(M.listTableNeeded);
  const fields = await listTableFields(db, spec.database_table);
  for (const field of [spec.value_field, spec.text_field]) {
    if (field && !fields.has(field))
      throw badRequest(M.listFieldUnknown(spec.database_table, field));
  }
  const problem = spec.condition ? conditionProblem(spec.condition) : null;
  if (problem) throw badRequest(M.listConditionRefused(problem));
}

function planCost(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const first = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Total Cost'?: number } }) : null;
  return first?.Plan?.['Total Cost'] ?? Number.POSITIVE_INFINITY;
}

/**
 * The rows of an SQL list: SELECT value_field, text_field FROM wms.<table> WHERE <condition>
 * with at most LIST_ROW_LIMIT rows (truncated when there were more). It runs in a savepoint of the request's transaction as
 * the list reader (SELECT on the reference tables only), read-only, under the limits of
 * server/sql/statement-guard.ts (one time budget for plan and run, lock and idle limits) and
 * a ceiling on the planner's cost, under the request's row-level security (this site's rows
 * only); rolling back to the savepoint restores the role and settings after it.
 */
export async function runSqlList(
  db: Db,
  spec: SqlListSpec,
  limits: SqlListLimits = SQL_LIST_LIMITS,
): Promise<SqlListAnswer> {
  await checkSqlList(db, spec);
  const value = sql.identifier(spec.value_field);
  const text = sql.identifier(spec.text_field || spec.value_field);
  const where = spec.condition ? sql.raw(spec.condition) : sql.raw('true');
  const select = sql`SELECT (${value})::text AS list_value, (${text})::text AS text
    FROM wms.${sql.identifier(spec.database_table)}
    WHERE (${where})
    ORDER BY 2, 1 LIMIT ${LIST_ROW_LIMIT + 1}`;

  const deadline = new Deadline(limits.timeoutMs);
  const timeLeft = () => sql.raw(`SET LOCAL statement_timeout = ${deadline.remaining()}`);
  await db.execute(sql.raw('SAVEPOINT sql_list'));
  try {
    await setUserSqlLimits(db, limits.timeoutMs);
    await db.execute(sql.raw(`SET LOCAL ROLE ${LIST_READER_ROLE}`));
    await db.execute(sql.raw('SET LOCAL transaction_read_only = on'));
    await db.execute(timeLeft());
    const [plan] = await withBackstop(db, deadline.remaining(), () =>
      rows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${select}`),
    );
    if (planCost(plan?.['QUERY PLAN']) > limits.maxCost) throw badRequest(M.listQueryTooCostly);
    await db.execute(timeLeft());
    const found = await withBackstop(db, deadline.remaining(), () =>
      rows<{ list_value: string | null; text: string | null }>(db, select),
    );
    const values = found
      .slice(0, LIST_ROW_LIMIT)
      .map((r) => ({ list_value: r.list_value ?? '', text: r.text ?? '' }));
    return { values, truncated: found.length > LIST_ROW_LIMIT };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === '57014' || code === '55P03') throw badRequest(M.listQueryTimedOut);
    if (code === '42501') throw badRequest(M.listQueryDenied);
    throw badRequest(M.listQueryFailed(errorMessage(error)));
  } finally {
    await db.execute(sql.raw('ROLLBACK TO SAVEPOINT sql_list'));
    await db.execute(sql.raw('RELEASE SAVEPOINT sql_list'));
  }
}
