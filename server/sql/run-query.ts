import {
  SQL_TOOL_LIMITS,
  SQL_TOOL_MESSAGES as M,
  USER_SQL_LIMITS,
} from '../../src/contract/sql-tool';
import { SITE_SETTING } from '../db/rls';
import type { Db } from '../db/types';
import { AppError, badRequest } from '../errors';
import { QUERY_ROLE, QUERY_WRITER_ROLE } from './query-roles';
import { runSingleStatement, type RawResult } from './single-statement';
import {
  Deadline,
  runUserStatement,
  setStatementTimeout,
  setUserSqlLimits,
} from './statement-guard';

/*
 * The SQL tool's runners. What a statement may do is decided by the database, never by
 * reading its text:
 * - it runs in a savepoint (or its own transaction) as a NOLOGIN role that holds SELECT on the
 *   site-scoped tables of schema `wms` only (QUERY_ROLE), with the request site's row-level
 *   security setting, READ ONLY, under the limits of statement-guard.ts (one time budget for
 *   plan, cursor and fetch, each under `statement_timeout` with a client-side backstop;
 *   `lock_timeout`; `idle_in_transaction_session_timeout`);
 * - it is sent alone with the extended protocol, so several commands are refused by the server;
 * - a select is opened as a cursor (DECLARE ... CURSOR FOR), which takes a query only (no SET,
 *   DO, COPY, no data-modifying WITH); its plan is read first, so a write is named as such and
 *   a statement whose estimated cost is too high is refused before it runs;
 * - the role cannot call set_config (revoked from PUBLIC, see query-roles.ts), so neither
 *   `role` nor the site setting can be changed from inside the statement; nor take an advisory
 *   lock, sleep or notify, so nothing it does outlives the call on the pooled connection;
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
    case '55P03':
      return badRequest(
        M.lockTimedOut(Math.min(timeoutMs, USER_SQL_LIMITS.lockTimeoutMs)),
        e.message,
      );
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

/**
 * Refuse to run when the database did not lock down set_config, or the advisory locks (see
 * query-roles.ts): a statement could then leave its site, or leave a lock on the connection.
 */
async function checkLockdown(tx: Db, role: string): Promise<void> {
  const r = await runSingleStatement(
    tx,
    `SELECT has_function_privilege($1, 'pg_catalog.set_config(text,text,boolean)', 'EXECUTE')
        OR has_function_privilege($1, 'pg_catalog.pg_advisory_lock(bigint)', 'EXECUTE')`,
    [role],
  );
  if (r.rows[0]?.[0] !== false) throw badRequest(M.notLockedDown);
}

/** Pin the site, then drop to `role` with the limits (all end with the savepoint). */
async function enterSandbox(tx: Db, role: string, siteId: string, deadline: Deadline) {
  await checkLockdown(tx, role);
  await runSingleStatement(tx, 'SELECT set_config($1, $2, true)', [SITE_SETTING, siteId]);
  await setUserSqlLimits(tx, deadline.budgetMs);
  await runSingleStatement(tx, `SET LOCAL ROLE ${role}`);
  await setStatementTimeout(tx, deadline);
}

/**
 * Run `fn` in a read-only sandbox that is always rolled back; `deadline` is the time budget of
 * the query, from the start of the sandbox.
 */
async function readOnlySandbox<T>(
  db: Db,
  q: { siteId: string; timeoutMs: number },
  fn: (tx: Db, deadline: Deadline) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      const deadline = new Deadline(q.timeoutMs);
      await enterSandbox(tx, QUERY_ROLE, q.siteId, deadline);
      await runSingleStatement(tx, 'SET TRANSACTION READ ONLY');
      throw new Rollback(await fn(tx, deadline));
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
async function checkPlan(tx: Db, q: ReadOnlyQuery, deadline: Deadline): Promise<void> {
  const r = await runUserStatement(tx, deadline, `EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
  const raw = r.rows[0]?.[0];
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const plan = Array.isArray(parsed) ? (parsed[0] as { Plan?: PlanNode }).Plan : undefined;
  if (writes(plan)) throw badRequest(M.readOnly('the statement writes data'));
  const cost = plan?.['Total Cost'] ?? Number.POSITIVE_INFINITY;
  if (cost > (q.maxCost ?? SQL_TOOL_LIMITS.maxCost)) throw badRequest(M.tooCostly);
}

async function openCursor(tx: Db, q: ReadOnlyQuery, deadline: Deadline): Promise<void> {
  await checkPlan(tx, q, deadline);
  const declare = `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${q.sql}`;
  await runUserStatement(tx, deadline, declare, q.params);
}

const fetch = (tx: Db, deadline: Deadline, n: number) =>
  runUserStatement(tx, deadline, `FETCH FORWARD ${Math.max(1, Math.trunc(n))} FROM ${CURSOR}`);

/**
 * Run one read-only query of the site `siteId`: its columns and at most `maxRows` rows.
 * `db` may be the database or a transaction (then it runs in a savepoint of it).
 */
export async function runReadOnlyQuery(db: Db, q: ReadOnlyQuery): Promise<QueryAnswer> {
  return readOnlySandbox(db, q, async (tx, deadline) => {
    await openCursor(tx, q, deadline);
    const r = await fetch(tx, deadline, q.maxRows + 1);
    const rows = plainRows(r);
    const truncated = rows.length > q.maxRows;
    return { columns: r.columns, rows: truncated ? rows.slice(0, q.maxRows) : rows, truncated };
  });
}

export type QueryBatch = { columns: QueryColumns; rows: QueryRow[] };

/**
 * The streaming form for large exports: the same sandbox, the rows fetched from the cursor
 * `batchRows` at a time and handed to `onBatch` (awaited before the next fetch, so a slow
 * writer holds the reading back). Opening the cursor has the time limit, and so has each
 * fetch. Answers the number of rows.
 */
export async function streamReadOnlyQuery(
  db: Db,
  q: ReadOnlyQuery & { batchRows?: number },
  onBatch: (batch: QueryBatch) => Promise<void>,
): Promise<number> {
  const size = q.batchRows ?? SQL_TOOL_LIMITS.batchRows;
  return readOnlySandbox(db, q, async (tx, deadline) => {
    await openCursor(tx, q, deadline);
    let total = 0;
    for (let first = true; ; first = false) {
      const want = Math.min(size, q.maxRows - total);
      if (want <= 0) break;
      const r = await fetch(tx, first ? deadline : new Deadline(q.timeoutMs), want);
      if (r.rows.length === 0) break;
      total += r.rows.length;
      await onBatch({ columns: r.columns, rows: plainRows(r) });
      if (r.rows.length < want) break;
    }
    return total;
  });
}

/** Settings an update changes in its savepoint; released, they would stay: restored after. */
const RESTORED = ['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout'];

/**
 * The statement `name` prepared: when it answers rows (a select, or RETURNING), prepare it
 * again inside `WITH ... SELECT ... LIMIT`, so at most maxRows + 1 rows come back to the server
 * (with the full count beside them, in column 1); a write in WITH still runs to completion.
 * Answers the name to execute and whether it is the wrapped form. A statement that answers no
 * rows cannot be wrapped (WITH needs RETURNING), nor can some others: they run as they are
 * (the nested savepoint undoes the failed attempt).
 */
async function capRows(
  tx: Db,
  q: UpdateQuery,
  name: string,
  deadline: Deadline,
): Promise<{ run: string; wrapped: boolean }> {
  const text = q.sql.replace(/[\s;]+$/, '');
  const capped = `${name}_capped`;
  try {
    await tx.transaction(async (w) => {
      await runUserStatement(
        w,
        deadline,
        `PREPARE ${capped} AS WITH wms_rows AS (\n${text}\n) ` +
          `SELECT count(*) OVER () AS wms_row_count, wms_rows.* FROM wms_rows ` +
          `LIMIT ${Math.max(1, Math.trunc(q.maxRows)) + 1}`,
      );
    });
    return { run: capped, wrapped: true };
  } catch {
    return { run: name, wrapped: false };
  }
}

/**
 * Run one update statement (insert, update, delete; or a select) of the site `siteId` as the
 * writer role, under row-level security and the limits of statement-guard.ts. It is PREPAREd
 * first, which takes a plain statement only (no SET, DO, COPY or transaction control); rows it
 * answers are capped at maxRows on the server (capRows). Its changes belong to the caller's
 * transaction (committed with it); the role and limits are restored after it.
 */
export async function runUpdateQuery(db: Db, q: UpdateQuery): Promise<UpdateAnswer> {
  const name = `wms_sql_update_${process.pid}_${++prepared}`;
  let answer: UpdateAnswer | undefined;
  const deallocate: string[] = [];
  await db.transaction(async (outer) => {
    const before = await runSingleStatement(
      outer,
      `SELECT current_user = session_user, current_user, ${RESTORED.map((g) => `current_setting('${g}')`).join(', ')}`,
    );
    const [isSession, role, ...settings] = before.rows[0] as [boolean, string, ...string[]];
    try {
      await outer.transaction(async (tx) => {
        const deadline = new Deadline(q.timeoutMs);
        await enterSandbox(tx, QUERY_WRITER_ROLE, q.siteId, deadline);
        await runUserStatement(tx, deadline, `PREPARE ${name} AS ${q.sql}`);
        deallocate.push(name);
        const { run, wrapped } = await capRows(tx, q, name, deadline);
        if (wrapped) deallocate.push(run);
        const r = await runUserStatement(tx, deadline, `EXECUTE ${run}`);
        const rows = plainRows(r);
        const total = wrapped ? Number(rows[0]?.[0] ?? 0) : r.rowCount;
        const shown = (wrapped ? rows.map((row) => row.slice(1)) : rows).slice(0, q.maxRows);
        answer = {
          columns: wrapped ? r.columns.slice(1) : r.columns,
          rows: shown,
          truncated: total > q.maxRows,
          rowCount: total,
        };
      });
    } catch (error) {
      throw queryError(error, q.timeoutMs, 'update');
    } finally {
      // Prepared statements outlive savepoints: drop them whatever happened.
      for (const n of deallocate) await runSingleStatement(outer, `DEALLOCATE ${n}`);
      await runSingleStatement(
        outer,
        isSession ? 'RESET ROLE' : `SET LOCAL ROLE ${quoteIdent(role)}`,
      ).catch(() => undefined);
      for (const [i, setting] of RESTORED.entries())
        await runSingleStatement(
          outer,
          `SET LOCAL ${setting} = ${quoteLiteral(settings[i] ?? '0')}`,
        ).catch(() => undefined);
    }
  });
  if (!answer) throw new Error('The update answered nothing');
  return answer;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;
