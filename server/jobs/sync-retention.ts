import { sql } from 'drizzle-orm';
import { SYNC_DEFAULTS } from '../../src/contract';
import { rows } from '../db/sql';
import type { Db } from '../db/types';

/*
 * Retention of the offline floor's server-side records: the stored answers of
 * request_ids (idempotency keys, kept at least SYNC_DEFAULTS.idempotencyRetentionDays so an
 * outbox replayed after a week away still gets its answer) and the mirror's change log.
 * Both are kept one day longer than promised. Pruning the change log of a site records how
 * far it was pruned (wms.sync_prunes): a device whose cursor is below that missed changes,
 * and its next pull answers `reset`.
 */

/** Days kept: the promise plus one. */
export const RETENTION_DAYS = SYNC_DEFAULTS.idempotencyRetentionDays + 1;
export const DEFAULT_PRUNE_INTERVAL_MS = 60 * 60_000;

export type PruneResult = {
  idempotencyKeys: number;
  syncChanges: number;
  sites: string[];
  /** Another process was pruning at that moment: this one did nothing. */
  skipped: boolean;
};

/**
 * The transaction-level advisory lock a prune holds: one process prunes at a time, the others
 * find it taken and skip their turn instead of deleting the same rows behind it.
 */
export const SYNC_PRUNE_LOCK_KEY = 7_244_271_655_002n;

/**
 * Delete idempotency keys and change log rows older than `days` (default 8) before `now`,
 * recording per site the transaction id the change log is now kept from, in one transaction
 * claimed with an advisory lock (SYNC_PRUNE_LOCK_KEY): with several processes on one database
 * one prunes and the others skip. Runs as the owner (across sites), like the other
 * background jobs.
 */
export async function pruneSyncData(
  db: Db,
  options: { now?: Date; days?: number } = {},
): Promise<PruneResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.days ?? RETENTION_DAYS) * 86_400_000);
  const cutoffIso = cutoff.toISOString();
  return db.transaction(async (tx) => {
    const [claim] = await rows<{ mine: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(CAST(${SYNC_PRUNE_LOCK_KEY.toString()} AS bigint)) AS mine`,
    );
    if (!claim?.mine) return { idempotencyKeys: 0, syncChanges: 0, sites: [], skipped: true };
    const keys = await rows<{ n: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM wms.idempotency_keys WHERE created_at < ${cutoffIso}::timestamptz
          RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    // Per site: the highest transaction id whose changes go; devices below it must reload.
    // Only changes of transactions older than every one still running go (the snapshot's
    // xmin): a device's cursor is such an xmin too, so a cursor taken after this prune is
    // never below what it pruned, even while a long transaction holds xmin back.
    const pruned = await rows<{ site_id: string; below: string; n: number }>(
      tx,
      sql`WITH gone AS (
            DELETE FROM wms.sync_changes WHERE changed_at < ${cutoffIso}::timestamptz
              AND xid < CAST(pg_snapshot_xmin(pg_current_snapshot())::text AS bigint)
            RETURNING site_id, xid)
          SELECT site_id, (max(xid) + 1)::text AS below, count(*)::int AS n
          FROM gone GROUP BY site_id ORDER BY site_id`,
    );
    for (const p of pruned) {
      await tx.execute(
        sql`INSERT INTO wms.sync_prunes (site_id, pruned_below_xid, pruned_at)
            VALUES (${p.site_id}, CAST(${p.below} AS bigint), now())
            ON CONFLICT (site_id) DO UPDATE SET
              pruned_below_xid = greatest(wms.sync_prunes.pruned_below_xid, excluded.pruned_below_xid),
              pruned_at = excluded.pruned_at`,
      );
    }
    return {
      idempotencyKeys: keys[0]?.n ?? 0,
      syncChanges: pruned.reduce((sum, p) => sum + p.n, 0),
      sites: pruned.map((p) => p.site_id),
      skipped: false,
    };
  });
}

export type SyncRetentionJob = { start(): void; stop(): Promise<void> };

/** SYNC_PRUNE_INTERVAL_MS (default one hour, 0 = off). */
export function pruneIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SYNC_PRUNE_INTERVAL_MS;
  if (value === undefined || value.trim() === '') return DEFAULT_PRUNE_INTERVAL_MS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error('SYNC_PRUNE_INTERVAL_MS must be a whole number of ms');
  return n;
}

/** Prune shortly after start, then every `intervalMs`; stop waits for a prune in hand. */
export function createSyncRetentionJob(
  db: Db,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): SyncRetentionJob {
  const onError = options.onError ?? ((e) => console.error('sync retention job:', e));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = pruneSyncData(db)
        .catch(onError)
        .finally(() => {
          running = undefined;
          schedule(options.intervalMs);
        });
    }, delay);
    timer.unref?.();
  };
  return {
    start() {
      if (!stopped || options.intervalMs <= 0) return;
      stopped = false;
      schedule(Math.min(options.intervalMs, 60_000));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
