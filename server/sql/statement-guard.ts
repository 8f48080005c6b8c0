import { connect } from 'node:net';
import { USER_SQL_LIMITS } from '../../src/contract/sql-tool';
import type { Db } from '../db/types';
import { backendOf, runSingleStatement, type Backend, type RawResult } from './single-statement';

/*
 * The limits every statement a user wrote runs under, whoever runs it (the SQL tool, report
 * SQL, SQL lists):
 * - a time budget (a Deadline) shared by the statements of one query (its plan, its cursor,
 *   its fetch); each gets `statement_timeout` = what is left of it, so PostgreSQL stops it;
 * - a backstop on the client: if the server has not stopped a statement 1 s past its time
 *   (planning, a busy server), a cancel request is sent for the connection's backend (the
 *   protocol's CancelRequest on a connection of its own, so it needs no pooled connection);
 * - `lock_timeout` (a user statement never queues behind, or ahead of, the floor's locks for
 *   long) and `idle_in_transaction_session_timeout` (a transaction left open by a stalled
 *   caller ends on the server), both SET LOCAL: they end with the savepoint or transaction.
 */

/** The time a query may still take, from its start. */
export class Deadline {
  private readonly end: number;
  constructor(readonly budgetMs: number) {
    this.end = Date.now() + Math.max(1, Math.trunc(budgetMs));
  }
  /** Milliseconds left (at least 1, so a spent budget still sets a timer that fires at once). */
  remaining(): number {
    return Math.max(1, this.end - Date.now());
  }
}

/** SET LOCAL the lock and idle limits of a user statement (before dropping to its role). */
export async function setUserSqlLimits(tx: Db, timeoutMs: number): Promise<void> {
  const lock = Math.min(USER_SQL_LIMITS.lockTimeoutMs, Math.max(1, Math.trunc(timeoutMs)));
  await runSingleStatement(tx, `SET LOCAL lock_timeout = ${lock}`);
  await runSingleStatement(
    tx,
    `SET LOCAL idle_in_transaction_session_timeout = ${USER_SQL_LIMITS.idleInTransactionMs}`,
  );
}

/** Ask the server to cancel what `backend` is running now (best effort, never throws). */
export function sendCancel(backend: Backend): void {
  const socket = backend.host.startsWith('/')
    ? connect(`${backend.host}/.s.PGSQL.${backend.port}`)
    : connect(backend.port, backend.host);
  socket.setTimeout(5000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('connect', () => {
    // CancelRequest: length 16, code 80877102, the backend's process id and secret key.
    const message = Buffer.alloc(16);
    message.writeInt32BE(16, 0);
    message.writeInt32BE(80877102, 4);
    message.writeInt32BE(backend.processId, 8);
    message.writeInt32BE(backend.secretKey, 12);
    socket.end(message);
  });
}

/**
 * Run `fn` (one or more statements on the connection of `db`) with the client-side backstop:
 * past `ms` + USER_SQL_LIMITS.backstopMs the backend's running statement is cancelled (it then
 * fails with 57014, as a server-side time-out does). A no-op on a database without backends.
 */
export async function withBackstop<T>(db: Db, ms: number, fn: () => Promise<T>): Promise<T> {
  const backend = backendOf(db);
  if (!backend) return fn();
  const timer = setTimeout(() => sendCancel(backend), ms + USER_SQL_LIMITS.backstopMs);
  try {
    return await fn();
  } finally {
    clearTimeout(timer);
  }
}

/** Set statement_timeout to what is left of `deadline` (as the role the statement runs as). */
export async function setStatementTimeout(tx: Db, deadline: Deadline): Promise<void> {
  await runSingleStatement(tx, `SET LOCAL statement_timeout = ${deadline.remaining()}`);
}

/**
 * One statement of user SQL within `deadline`: statement_timeout is what is left of it, and
 * the backstop cancels it 1 s after that.
 */
export async function runUserStatement(
  tx: Db,
  deadline: Deadline,
  text: string,
  params: readonly unknown[] = [],
): Promise<RawResult> {
  await setStatementTimeout(tx, deadline);
  return withBackstop(tx, deadline.remaining(), () => runSingleStatement(tx, text, params));
}
