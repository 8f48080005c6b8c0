import { sql } from 'drizzle-orm';
import { READ_REPLICA_MESSAGES, REPLICA_LAG_SHOWN_SECONDS } from '../../src/contract';
import { rows } from './sql';
import type { Db } from './types';

/*
 * Reads that may lag behind the last write (report runs, exports, SQL tool selects) go to the
 * read replica when the server has one (DATABASE_REPLICA_URL); they run there exactly as on
 * the primary: as the query role, under the site's row-level security and the statement
 * limits (server/sql/run-query.ts). A physical standby has the primary's roles, grants and
 * policies; a logical replica must be given them (the migrations and row security) itself.
 */

/**
 * How far the replica's replay is behind, in seconds: 0 when it has replayed all it received,
 * else the age of the last transaction it replayed; null when it is not a standby (a logical
 * replica, or the primary itself), whose lag this cannot tell.
 */
export async function replicaLagSeconds(replica: Db): Promise<number | null> {
  const [row] = await rows<{ lag: string | number | null }>(
    replica,
    sql`SELECT CASE
          WHEN NOT pg_is_in_recovery() THEN NULL
          WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
          ELSE extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp())
        END AS lag`,
  );
  return row?.lag === null || row?.lag === undefined ? null : Number(row.lag);
}

export type LaggingRead = {
  /** Where the read goes. */
  db: Db;
  /** Whole seconds the replica is behind, when that is REPLICA_LAG_SHOWN_SECONDS or more. */
  behindSeconds: number | null;
  /** The message saying so, for the answer's info. */
  notice: string | null;
};

/**
 * Where a read that may lag goes: the replica when there is one (with its lag), else
 * `primary`; also the primary while the replica does not answer (it is down or restarting),
 * so the office's reports keep working.
 */
export async function readsFrom(primary: Db, replica: Db | undefined): Promise<LaggingRead> {
  if (!replica) return { db: primary, behindSeconds: null, notice: null };
  let lag: number | null;
  try {
    lag = await replicaLagSeconds(replica);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    console.warn('Read replica unavailable, reading from the primary:', String(cause));
    return { db: primary, behindSeconds: null, notice: null };
  }
  if (lag === null || lag < REPLICA_LAG_SHOWN_SECONDS)
    return { db: replica, behindSeconds: null, notice: null };
  const seconds = Math.round(lag);
  return { db: replica, behindSeconds: seconds, notice: READ_REPLICA_MESSAGES.behind(seconds) };
}
