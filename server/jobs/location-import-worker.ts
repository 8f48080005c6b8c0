import { sql } from 'drizzle-orm';
import type { TLocationImportError } from '../../src/contract';
import { checkLocationRow } from '../areas/locations/queries';
import { inSite } from '../db/rls';
import { rows } from '../db/sql';
import type { Db } from '../db/types';

/**
 * The location import job: works through the queued batches of `location_import queue`.
 *
 * Each tick takes at most ONE batch per import (so a big file never holds the database for
 * long), claiming it with FOR UPDATE SKIP LOCKED (two servers on one PostgreSQL never take
 * the same batch). The batch's rows are saved by `checkLocationRow`, the code of
 * `location check`, inside one site-scoped transaction (row-level security, as a request)
 * that also marks the batch DONE with its row errors and bumps the import's counts; the
 * import is DONE when its last batch is. A crash mid-batch rolls that transaction back: the
 * batch stays PROCESSING and is queued again once it has been so for `staleMs` (checked on
 * start and on every tick), so no row is lost.
 */

export type LocationImportWorkerOptions = {
  /** Milliseconds between ticks; 0 turns the job off. */
  pollMs: number;
  /** A batch PROCESSING for longer than this is taken to be abandoned and queued again. */
  staleMs: number;
  /** Imports served per tick (one batch each). */
  importsPerTick?: number;
  onError?: (error: unknown) => void;
};

export const DEFAULT_POLL_MS = 2000;
export const DEFAULT_STALE_MS = 15 * 60_000;

function envMs(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of ms`);
  return n;
}

/** LOCATION_IMPORT_POLL_MS (default 2000, 0 = off) and LOCATION_IMPORT_STALE_MS. */
export function workerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    pollMs: envMs(env.LOCATION_IMPORT_POLL_MS, DEFAULT_POLL_MS, 'LOCATION_IMPORT_POLL_MS'),
    staleMs: envMs(env.LOCATION_IMPORT_STALE_MS, DEFAULT_STALE_MS, 'LOCATION_IMPORT_STALE_MS'),
  };
}

type Claimed = {
  site_id: string;
  import_id: number;
  batch_no: number;
  first_row: number;
  rows: unknown[];
  claimed_at: string;
};

/** Queue again the batches left PROCESSING for longer than `staleMs`. */
export async function requeueStale(db: Db, staleMs: number): Promise<number> {
  const found = await rows<{ batch_no: number }>(
    db,
    sql`UPDATE wms.location_import_batches SET status = 'QUEUED'
        WHERE status = 'PROCESSING'
          AND (processed_at IS NULL OR processed_at < now() - make_interval(secs => ${staleMs / 1000}))
        RETURNING batch_no`,
  );
  return found.length;
}

/** Claim the first queued batch of one import (none when another worker holds it). */
async function claim(db: Db, siteId: string, importId: number): Promise<Claimed | undefined> {
  const [batch] = await rows<Claimed>(
    db,
    sql`UPDATE wms.location_import_batches b
        SET status = 'PROCESSING', processed_at = clock_timestamp()
        FROM (
          SELECT site_id, import_id, batch_no FROM wms.location_import_batches
          WHERE site_id = ${siteId} AND import_id = ${importId} AND status = 'QUEUED'
          ORDER BY batch_no LIMIT 1
          FOR UPDATE SKIP LOCKED
        ) next
        WHERE b.site_id = next.site_id AND b.import_id = next.import_id AND b.batch_no = next.batch_no
        RETURNING b.site_id, b.import_id, b.batch_no, b.first_row, b.rows,
          b.processed_at::text AS claimed_at`,
  );
  return batch;
}

/** The row of a stored batch entry: { row, location }, else its place in the batch. */
function entry(raw: unknown, fallbackRow: number): { row: number; location: unknown } {
  if (raw && typeof raw === 'object' && 'location' in raw) {
    const row = 'row' in raw ? Number(raw.row) : NaN;
    return { row: Number.isInteger(row) && row > 0 ? row : fallbackRow, location: raw.location };
  }
  return { row: fallbackRow, location: raw };
}

/** Save a claimed batch's rows and record the outcome, all in one site-scoped transaction. */
async function processBatch(db: Db, batch: Claimed): Promise<void> {
  await inSite(db, batch.site_id, async (tx) => {
    // The import's row is locked first: two jobs finishing the last two batches of one import
    // at once would otherwise each see the other's batch unfinished, and neither mark it DONE.
    const [header] = await rows<{ warehouse: string }>(
      tx,
      sql`SELECT warehouse FROM wms.location_imports
          WHERE site_id = ${batch.site_id} AND import_id = ${batch.import_id}
          FOR UPDATE`,
    );
    const errors: TLocationImportError[] = [];
    let saved = 0;
    for (const [i, raw] of batch.rows.entries()) {
      const { row, location } = entry(raw, batch.first_row + i);
      const pinned =
        location && typeof location === 'object' && header
          ? { ...location, warehouse: header.warehouse }
          : location;
      const result = await checkLocationRow(tx, batch.site_id, pinned, row);
      if (result.saved) saved += 1;
      else errors.push({ row, message: result.message });
    }
    const done = await rows<{ batch_no: number }>(
      tx,
      sql`UPDATE wms.location_import_batches
          SET status = 'DONE', errors = ${JSON.stringify(errors)}::jsonb, processed_at = now()
          WHERE site_id = ${batch.site_id} AND import_id = ${batch.import_id}
            AND batch_no = ${batch.batch_no} AND status = 'PROCESSING'
            AND processed_at = ${batch.claimed_at}::timestamptz
          RETURNING batch_no`,
    );
    // Requeued as stale and taken by another worker meanwhile: leave it to that one.
    if (done.length === 0) throw new StaleClaim();
    await tx.execute(
      sql`UPDATE wms.location_imports i SET
            processed_rows = processed_rows + ${batch.rows.length},
            saved_rows = saved_rows + ${saved},
            failed_rows = failed_rows + ${errors.length},
            status = CASE WHEN EXISTS (
              SELECT 1 FROM wms.location_import_batches b
              WHERE b.site_id = i.site_id AND b.import_id = i.import_id AND b.status <> 'DONE'
            ) THEN 'PROCESSING' ELSE 'DONE' END,
            finished_at = CASE WHEN EXISTS (
              SELECT 1 FROM wms.location_import_batches b
              WHERE b.site_id = i.site_id AND b.import_id = i.import_id AND b.status <> 'DONE'
            ) THEN NULL ELSE now() END
          WHERE i.site_id = ${batch.site_id} AND i.import_id = ${batch.import_id}`,
    );
  });
}

class StaleClaim extends Error {}

export type LocationImportWorker = {
  start(): void;
  /** Stop ticking and wait for the batch in hand. */
  stop(): Promise<void>;
  /** One pass: requeue stale batches, then one batch per import. Answers batches done. */
  tick(): Promise<number>;
};

export function createLocationImportWorker(
  db: Db,
  options: LocationImportWorkerOptions,
): LocationImportWorker {
  const onError = options.onError ?? ((e) => console.error('location import job:', e));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let closing = false;

  async function tick(): Promise<number> {
    await requeueStale(db, options.staleMs);
    const pending = await rows<{ site_id: string; import_id: number }>(
      db,
      sql`SELECT DISTINCT site_id, import_id FROM wms.location_import_batches
          WHERE status = 'QUEUED' ORDER BY import_id LIMIT ${options.importsPerTick ?? 20}`,
    );
    let processed = 0;
    for (const p of pending) {
      if (closing) break;
      const batch = await claim(db, p.site_id, p.import_id);
      if (!batch) continue;
      try {
        await processBatch(db, batch);
        processed += 1;
      } catch (e) {
        if (!(e instanceof StaleClaim)) onError(e);
      }
    }
    return processed;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = tick()
        .catch(onError)
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.pollMs);
  };

  return {
    tick,
    start() {
      if (options.pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
