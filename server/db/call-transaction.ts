import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './types';

export type CallSteps<O, T> = {
  /** The first statement: it goes in the same round trip as BEGIN. */
  open(tx: Db): Promise<O>;
  /** The work, given what `open` read. */
  run(tx: Db, opened: O): Promise<T>;
  /** The last statements (no result read), sent with the COMMIT: one round trip. */
  close?(value: T): SQL[];
  /**
   * The `close` statements and COMMIT go behind a check of whether the transaction has written.
   * A transaction that wrote nothing before them (a read whose only write is its activity log
   * record) is answered when the check is, a round trip after the handler, while its `close`
   * statements and COMMIT run and settle after `callTransaction` has returned. Such a COMMIT
   * does not wait for the write-ahead log to reach the disk (`synchronous_commit` off for this
   * transaction alone): the record is visible at once and kept by a normal shutdown; only a
   * crash of the database server within a fraction of a second could lose it. A transaction
   * that wrote is answered after its durable COMMIT, in the same round trip.
   */
  answerReadsBeforeCommit?: boolean;
  /** A read answered before its COMMIT whose `close` statements or COMMIT then failed. */
  lateFailure?(error: unknown): void;
};

/** What drizzle keeps of its schema, read to build a transaction over a client of ours. */
type DrizzleInternals = {
  dialect: PgDialect;
  _: { fullSchema: unknown; schema: unknown; tableNamesMap: unknown };
};

const schemaOf = (db: Db) => {
  const { dialect, _ } = db as unknown as DrizzleInternals;
  const schema = { fullSchema: _.fullSchema, schema: _.schema, tableNamesMap: _.tableNamesMap };
  return { dialect, schema: schema as never };
};

/**
 * One drizzle transaction object per pool client, built once (its savepoints nest as
 * drizzle's do), so a statement prepared with it is built once and parsed once per connection.
 */
const clientTx = new WeakMap<pg.PoolClient, Db>();

function pgTxOver(db: Db, client: pg.PoolClient): Db {
  let tx = clientTx.get(client);
  if (!tx) {
    const { dialect, schema } = schemaOf(db);
    const session = new NodePgSession(client, dialect, schema, {});
    tx = new NodePgTransaction(dialect, session, schema) as unknown as Db;
    clientTx.set(client, tx);
  }
  return tx;
}

const clientOf = (db: Db) => (db as unknown as { $client?: unknown }).$client;

/**
 * Run `steps` in one transaction with as few round trips as the driver allows: BEGIN and
 * `open` share a round trip (the pool's clients pipeline), and the `close` statements and
 * COMMIT share another. A COMMIT after a failed statement is a ROLLBACK, so the failure is
 * thrown and nothing of the transaction is kept.
 */
export async function callTransaction<O, T>(db: Db, steps: CallSteps<O, T>): Promise<T> {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool)) throw new Error('callTransaction needs a node-postgres pool');
  return onPool(db, client, steps);
}

/** One row when the transaction has written nothing, which then commits without a disk wait. */
const READ_CHECK = {
  name: 'wms_call_read_check',
  text: `SELECT set_config('synchronous_commit', 'off', true) WHERE txid_current_if_assigned() IS NULL`,
};

/** What node-postgres keeps of its connection: the socket the statements are written to. */
type Corkable = { connection: { stream: { cork(): void; uncork(): void } } };

/**
 * The statements `send` sends leave in one write to the socket, not one write each. With
 * `alsoStarted`, so do those sent by what `send` starts, up to the end of this turn of the
 * event loop (a drizzle query reaches the client a few promise steps after it is called).
 */
function sentTogether<R>(client: pg.PoolClient, send: () => R, alsoStarted = false): R {
  const { stream } = (client as unknown as Corkable).connection;
  stream.cork();
  try {
    return send();
  } finally {
    if (alsoStarted) setImmediate(() => stream.uncork());
    else stream.uncork();
  }
}

/** A prepared statement of our own: a fixed text, parsed once per connection. */
type Statement = { text: string; values: unknown[] };

/** A COMMIT answered ROLLBACK (a statement before it failed); the connection is usable. */
class RolledBack extends Error {
  constructor() {
    super('The transaction was rolled back');
  }
}

/** Closing statements with their COMMIT, sent together: the promise of each. */
function sendCommit(client: pg.PoolClient, statements: Statement[]) {
  return sentTogether(client, () => [
    ...statements.map((s) => client.query(s)),
    client.query('commit'),
  ]);
}

/** Wait for every statement sent by `sendCommit`; throws on a failure or a rolled-back COMMIT. */
async function settled(sent: Promise<pg.QueryResult>[]): Promise<void> {
  const outcomes = await Promise.allSettled(sent);
  const failed = outcomes.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const committed = outcomes.at(-1) as PromiseFulfilledResult<pg.QueryResult>;
  if (committed.value.command !== 'COMMIT') throw new RolledBack();
}

/** Reads answered before their COMMIT, until it has settled. */
const lateCommits = new Set<Promise<void>>();

/**
 * Wait until every read answered before its COMMIT (`answerReadsBeforeCommit`) so far has
 * committed or failed: after it, a query sees the activity log record of every call answered
 * before. Reads answered meanwhile are not waited for.
 */
export async function settleLateCommits(): Promise<void> {
  await Promise.allSettled([...lateCommits]);
}

async function onPool<O, T>(db: Db, pool: pg.Pool, steps: CallSteps<O, T>): Promise<T> {
  const client = await pool.connect();
  const tx = pgTxOver(db, client);
  let ended = false;
  let handedOver = false;
  let broken: Error | undefined;
  try {
    const [, opened] = await sentTogether(
      client,
      () => Promise.all([client.query('begin'), steps.open(tx)]),
      true,
    );
    const value = await steps.run(tx, opened);
    // The check goes first, on its own: the closing statements are built while it travels.
    const check = steps.answerReadsBeforeCommit ? client.query(READ_CHECK) : undefined;
    void check?.catch(() => undefined); // awaited below, unless building them fails
    const { dialect } = schemaOf(db);
    const statements = (steps.close?.(value) ?? []).map((statement): Statement => {
      const query = dialect.sqlToQuery(statement);
      return { text: query.sql, values: query.params };
    });
    ended = true;
    const sent = [...(check ? [check] : []), ...sendCommit(client, statements)];
    if (steps.answerReadsBeforeCommit) {
      // The check is answered a round trip after the handler, before the record and COMMIT
      // sent behind it have run: a read is answered then, and they settle on their own.
      const read = await check!.catch(() => null);
      if (read?.rowCount === 1) {
        handedOver = true;
        const late = settled(sent).then(
          () => client.release(),
          (error: unknown) => {
            // A failed statement leaves the connection usable (its COMMIT rolled back); a
            // broken socket does not, and is dropped.
            client.release(isConnectionError(error) ? toError(error) : undefined);
            steps.lateFailure?.(error);
          },
        );
        lateCommits.add(late);
        void late.finally(() => lateCommits.delete(late));
        return value;
      }
    }
    await settled(sent);
    return value;
  } catch (error) {
    if (!ended) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = toError(rollbackError);
      });
    }
    throw error;
  } finally {
    // A client whose rollback failed is dropped, not handed to the next call.
    if (!handedOver) client.release(broken);
  }
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The error is the connection's own, not a statement's (which PostgreSQL answered). */
const isConnectionError = (error: unknown) =>
  !(error instanceof pg.DatabaseError) && !(error instanceof RolledBack);
