import { SQL_TOOL_LIMITS, SQL_TOOL_MESSAGES as M } from '../../src/contract/sql-tool';
import { SITE_SETTING } from '../db/rls';
import type { Db } from '../db/types';
import { AppError, badRequest } from '../errors';
import { QUERY_ROLE, QUERY_WRITER_ROLE } from './query-roles';
import { runSingleStatement, type RawResult } from './single-statement';

/*
 * The SQL tool's runners. What a statement may do is decided by the database, never by
 * reading its text:
 * - it runs in a savepoint (or its own transaction) as a NOLOGIN role that holds SELECT on the
 *   site-scoped tables of schema `wms` only (QUERY_ROLE), with the request site's row-level
 *   security setting, READ ONLY, under `statement_timeout`;
 * - it is sent alone with the extended protocol, so several commands are refused by the server;
 * - a select is opened as a cursor (DECLARE ... CURSOR FOR), which takes a query only (no SET,
 *   DO, COPY, no data-modifying WITH); its plan is read first, so a write is named as such and
 *   a statement whose estimated cost is too high is refused before it runs;
 * - the role cannot call set_config (revoked from PUBLIC, see query-roles.ts), so neither
 *   `role` nor the site setting can be changed from inside the statement;
 * - the savepoint is always rolled back: role, settings and read-only mode end with it.
 */

export type QueryColumns = string[];
export type QueryRow = unknown[];

export type ReadOnlyQuery = {
  siteId: string;
  sql: string;
  params?: readonly unknown[];
  timeoutMs: number;
  maxRows: number;
  /** The planner's estimated cost above which the statement is refused (default SQL_TOOL_LIMITS). */
  maxCost?: number;
};

export type QueryAnswer = {
  columns: QueryColumns;
  rows: QueryRow[];
  /** More rows than maxRows were found; only maxRows are answered. */
  truncated: boolean;
};

export type UpdateQuery = {
  siteId: string;
  sql: string;
  timeoutMs: number;
  maxRows: number;
};

export type UpdateAnswer = QueryAnswer & { rowCount: number };

const CURSOR = 'wms_sql_tool';
let prepared = 0;

/** Thrown inside the sandbox to roll it back while carrying the answer out. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

type DbError = { code?: string; message: string };

function dbError(error: unknown): DbError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, message: (e as Error).message };
  }
  return null;
}

/** A database refusal as a clear message (400); anything else is rethrown. */
export function queryError(
  error: unknown,
  timeoutMs: number,
  kind: 'select' | 'update' = 'select',
): unknown {
  if (error instanceof AppError) return error;
  const e = dbError(error);
  if (!e) return error;
  switch (e.code) {
    case '57014':
      return badRequest(M.timedOut(timeoutMs), e.message);
    case '42501':
      return badRequest(M.notAllowed(e.message), e.message);
    case '25006':
      return badRequest(M.readOnly(e.message), e.message);
    case '42601':
      return badRequest(
        kind === 'select' ? M.onlyOneQuery(e.message) : M.oneStatement(e.message),
        e.message,
      );
    case '0A000':
      return badRequest(M.readOnly(e.message), e.message);
    default:
      return badRequest(M.failed(e.message), e.message);
  }
}

/** A value as JSON can carry it: timestamps as ISO text, big integers and bytes as text. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(plainValue);
  return value;
}

const plainRows = (r: RawResult): QueryRow[] => r.rows.map((row) => row.map(plainValue));

/** Refuse to run when the database did not lock down set_config (see query-roles.ts). */
async function checkLockdown(tx: Db, role: string): Promise<void> {
  const r = await runSingleStatement(
    tx,
    `SELECT has_function_privilege($1, 'pg_catalog.set_config(text,text,boolean)', 'EXECUTE')`,
    [role],
  );
  if (r.rows[0]?.[0] !== false) throw badRequest(M.notLockedDown);
}

/** Pin the site, then drop to `role` with the time limit (both end with the savepoint). */
async function enterSandbox(tx: Db, role: string, siteId: string, timeoutMs: number) {
  await checkLockdown(tx, role);
  await runSingleStatement(tx, 'SELECT set_config($1, $2, true)', [SITE_SETTING, siteId]);
  await runSingleStatement(tx, `SET LOCAL ROLE ${role}`);
  await runSingleStatement(
    tx,
    `SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`,
  );
}

/** Run `fn` in a read-only sandbox that is always rolled back. */
async function readOnlySandbox<T>(
  db: Db,
  q: { siteId: string; timeoutMs: number },
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await enterSandbox(tx, QUERY_ROLE, q.siteId, q.timeoutMs);
      await runSingleStatement(tx, 'SET TRANSACTION READ ONLY');
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw queryError(error, q.timeoutMs);
  }
  throw new Error('unreachable');
}

type PlanNode = { 'Node Type'?: string; 'Total Cost'?: number; Plans?: PlanNode[] };

const writes = (node: PlanNode | undefined): boolean =>
  !!node && (node['Node Type'] === 'ModifyTable' || (node.Plans ?? []).some(writes));

/** Read the plan: a write is refused as such, a statement too costly before it runs. */
async function checkPlan(tx: Db, q: ReadOnlyQuery): Promise<void> {
  const r = await runSingleStatement(tx, `EXPLAIN (FORMAT JSON) ${q.sql}`, q.params ?? []);
  const raw = r.rows[0]?.[0];
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const plan = Array.isArray(parsed) ? (parsed[0] as { Plan?: PlanNode }).Plan : undefined;
  if (writes(plan)) throw badRequest(M.readOnly('the statement writes data'));
  const cost = plan?.['Total Cost'] ?? Number.POSITIVE_INFINITY;
  if (cost > (q.maxCost ?? SQL_TOOL_LIMITS.maxCost)) throw badRequest(M.tooCostly);
}

async function openCursor(tx: Db, q: ReadOnlyQuery): Promise<void> {
  await checkPlan(tx, q);
  await runSingleStatement(tx, `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${q.sql}`, q.params ?? []);
}

const fetch = (tx: Db, n: number) =>
  runSingleStatement(tx, `FETCH FORWARD ${Math.max(1, Math.trunc(n))} FROM ${CURSOR}`);

/**
 * Run one read-only query of the site `siteId`: its columns and at most `maxRows` rows.
 * `db` may be the database or a transaction (then it runs in a savepoint of it).
 */
export async function runReadOnlyQuery(db: Db, q: ReadOnlyQuery): Promise<QueryAnswer> {
  return readOnlySandbox(db, q, async (tx) => {
    await openCursor(tx, q);
    const r = await fetch(tx, q.maxRows + 1);
    const rows = plainRows(r);
    const truncated = rows.length > q.maxRows;
    return { columns: r.columns, rows: truncated ? rows.slice(0, q.maxRows) : rows, truncated };
  });
}

export type QueryBatch = { columns: QueryColumns; rows: QueryRow[] };

/**
 * The streaming form for large exports: the same sandbox, the rows fetched from the cursor
 * `batchRows` at a time and handed to `onBatch` (awaited before the next fetch, so a slow
 * writer holds the reading back). Each fetch has the time limit. Answers the number of rows.
 */
export async function streamReadOnlyQuery(
  db: Db,
  q: ReadOnlyQuery & { batchRows?: number },
  onBatch: (batch: QueryBatch) => Promise<void>,
): Promise<number> {
  const size = q.batchRows ?? SQL_TOOL_LIMITS.batchRows;
  return readOnlySandbox(db, q, async (tx) => {
    await openCursor(tx, q);
    let total = 0;
    for (;;) {
      const want = Math.min(size, q.maxRows - total);
      if (want <= 0) break;
      const r = await fetch(tx, want);
      if (r.rows.length === 0) break;
      total += r.rows.length;
      await onBatch({ columns: r.columns, rows: plainRows(r) });
      if (r.rows.length < want) break;
    }
    return total;
  });
}

/**
 * Run one update statement (insert, update, delete; or a select) of the site `siteId` as the
 * writer role, under row-level security and the time limit. It is PREPAREd first, which takes
 * a plain statement only (no SET, DO, COPY or transaction control). Its changes belong to the
 * caller's transaction (committed with it); the role and time limit are restored after it.
 */
export async function runUpdateQuery(db: Db, q: UpdateQuery): Promise<UpdateAnswer> {
  const name = `wms_sql_update_${process.pid}_${++prepared}`;
  let answer: UpdateAnswer | undefined;
  let isPrepared = false;
  await db.transaction(async (outer) => {
    const before = await runSingleStatement(
      outer,
      `SELECT current_user = session_user, current_user, current_setting('statement_timeout')`,
    );
    const [isSession, role, timeout] = before.rows[0] as [boolean, string, string];
    try {
      await outer.transaction(async (tx) => {
        await enterSandbox(tx, QUERY_WRITER_ROLE, q.siteId, q.timeoutMs);
        await runSingleStatement(tx, `PREPARE ${name} AS ${q.sql}`);
        isPrepared = true;
        const r = await runSingleStatement(tx, `EXECUTE ${name}`);
        const rows = plainRows(r);
        answer = {
          columns: r.columns,
          rows: rows.slice(0, q.maxRows),
          truncated: rows.length > q.maxRows,
          rowCount: r.rowCount,
        };
      });
    } catch (error) {
      throw queryError(error, q.timeoutMs, 'update');
    } finally {
      // Prepared statements outlive savepoints: drop it whatever happened.
      if (isPrepared) await runSingleStatement(outer, `DEALLOCATE ${name}`);
      await runSingleStatement(
        outer,
        isSession ? 'RESET ROLE' : `SET LOCAL ROLE ${quoteIdent(role)}`,
      ).catch(() => undefined);
      await runSingleStatement(
        outer,
        `SET LOCAL statement_timeout = ${quoteLiteral(timeout)}`,
      ).catch(() => undefined);
    }
  });
  if (!answer) throw new Error('The update answered nothing');
  return answer;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;
