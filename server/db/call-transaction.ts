import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './types';

export type CallSteps<O, T> = {
  /** The first statement: on PostgreSQL it goes in the same round trip as BEGIN. */
  open(tx: Db): Promise<O>;
  /** The work, given what `open` read. */
  run(tx: Db, opened: O): Promise<T>;
  /** The last statements (no result read), sent with the COMMIT: one round trip on PostgreSQL. */
  close?(value: T): SQL[];
  /**
   * When the transaction wrote nothing before the `close` statements (a read whose only write
   * is its activity log record), its COMMIT does not wait for the write-ahead log to reach the
   * disk (`synchronous_commit` off for this transaction alone): the record is visible at once
   * and kept by a normal shutdown; only a crash of the database server within a fraction of a
   * second could lose it. A transaction that wrote commits durably. PostgreSQL only.
   */
  commitLightlyIfRead?: boolean;
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

/**
 * PGlite runs one transaction at a time (its `transaction` holds a lock), so one drizzle
 * transaction object per database serves them all, each statement going to the transaction
 * open at that moment; built once, as on PostgreSQL.
 */
type PgliteCalls = { tx: Db; current: { open: Transaction | null } };
const pgliteCalls = new WeakMap<PGlite, PgliteCalls>();

function pgliteTxOf(db: Db, client: PGlite): PgliteCalls {
  let calls = pgliteCalls.get(client);
  if (!calls) {
    const current: PgliteCalls['current'] = { open: null };
    const openTransaction = () => {
      if (!current.open) throw new Error('No call transaction is open');
      return current.open;
    };
    const proxy = {
      query: (...args: Parameters<Transaction['query']>) => openTransaction().query(...args),
      exec: (...args: Parameters<Transaction['exec']>) => openTransaction().exec(...args),
    };
    const { dialect, schema } = schemaOf(db);
    const session = new PgliteSession(proxy as never, dialect, schema, {});
    calls = { tx: new PgliteTransaction(dialect, session, schema) as unknown as Db, current };
    pgliteCalls.set(client, calls);
  }
  return calls;
}

const clientOf = (db: Db) => (db as unknown as { $client?: unknown }).$client;

/**
 * Run `steps` in one transaction with as few round trips as the driver allows. On PostgreSQL
 * (the pool's clients pipeline) BEGIN and `open` share a round trip, and the `close`
 * statements and COMMIT share another: a COMMIT after a failed statement is a ROLLBACK, so
 * the failure is thrown and nothing of the transaction is kept. On PGlite (in-process, one
 * connection) the same statements run one after another in one `transaction`.
 */
export async function callTransaction<O, T>(db: Db, steps: CallSteps<O, T>): Promise<T> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return onPool(db, client, steps);
  const calls = pgliteTxOf(db, client as PGlite);
  return (client as PGlite).transaction(async (open) => {
    calls.current.open = open;
    try {
      const value = await steps.run(calls.tx, await steps.open(calls.tx));
      for (const statement of steps.close?.(value) ?? []) await calls.tx.execute(statement);
      return value;
    } finally {
      calls.current.open = null;
    }
  });
}

const LIGHT_COMMIT_IF_READ = sql`SELECT set_config('synchronous_commit', 'off', true) WHERE txid_current_if_assigned() IS NULL`;

async function onPool<O, T>(db: Db, pool: pg.Pool, steps: CallSteps<O, T>): Promise<T> {
  const client = await pool.connect();
  const tx = pgTxOver(db, client);
  let ended = false;
  let broken: Error | undefined;
  try {
    const [, opened] = await Promise.all([client.query('begin'), steps.open(tx)]);
    const value = await steps.run(tx, opened);
    // Sent in order, each queued on the client at once (no await between), the COMMIT last.
    const { dialect } = schemaOf(db);
    const closing = [
      ...(steps.commitLightlyIfRead ? [LIGHT_COMMIT_IF_READ] : []),
      ...(steps.close?.(value) ?? []),
    ].map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return client.query(query.sql, query.params);
    });
    const commit = client.query('commit');
    const settled = await Promise.allSettled([...closing, commit]);
    ended = true;
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const committed = settled.at(-1) as PromiseFulfilledResult<pg.QueryResult>;
    if (committed.value.command !== 'COMMIT') throw new Error('The transaction was rolled back');
    return value;
  } catch (error) {
    if (!ended) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    // A client whose rollback failed is dropped, not handed to the next call.
    client.release(broken);
  }
}
