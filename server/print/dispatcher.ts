import { sql } from 'drizzle-orm';
import { PRINT_MESSAGES as M } from '../../src/contract';
import { inSite } from '../db/rls';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { finishJobs, type PrintJobRow } from './jobs';
import { sendJobs } from './send-jobs';

/**
 * The print dispatcher: sends the jobs another write queued (a pack's label when the pack is
 * saved), after that write has committed. Each tick claims queued jobs with FOR UPDATE SKIP
 * LOCKED, stamping claimed_at in its own statement, so two servers never take the same job.
 * A committed insert of a queued job wakes it (LISTEN/NOTIFY, server/print/print-wake.ts);
 * the poll is the fallback, and a tick that found jobs is followed by another at once;
 * the printer is spoken to with no transaction open, and each outcome is saved in a short
 * site-scoped transaction. A job claimed by a server that stopped mid-send is not sent again
 * by itself (it may have printed): once its claim is STALE_CLAIM_MS old, a tick marks it
 * failed with that said, to retry from the print history.
 */

export type PrintDispatcherOptions = {
  /** Milliseconds between ticks; 0 turns it off. */
  pollMs: number;
  /** Jobs claimed per tick. */
  batch?: number;
  onError?: (error: unknown) => void;
};

export const DEFAULT_PRINT_POLL_MS = 500;
/** The poll when a committed job wakes the dispatcher (LISTEN/NOTIFY): only a fallback. */
export const WOKEN_PRINT_POLL_MS = 5000;

/**
 * PRINT_DISPATCH_POLL_MS (0 = off); by default 500 ms, or WOKEN_PRINT_POLL_MS when queued
 * jobs wake the dispatcher.
 */
export function dispatcherOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, woken = false) {
  const raw = env.PRINT_DISPATCH_POLL_MS?.trim();
  const n = raw ? Number(raw) : woken ? WOKEN_PRINT_POLL_MS : DEFAULT_PRINT_POLL_MS;
  if (!Number.isInteger(n) || n < 0)
    throw new Error('PRINT_DISPATCH_POLL_MS must be a whole number of ms');
  return { pollMs: n };
}

/** A claim this old belongs to a server that stopped mid-send (sends last seconds). */
export const STALE_CLAIM_MS = 10 * 60_000;

type Claimed = Omit<PrintJobRow, 'created_at' | 'end_time' | 'claimed_at'> & {
  created_at: string | Date;
  end_time: string | Date | null;
  claimed_at: string | Date | null;
};

/** Jobs a stopped server left claimed become failed: retryable, saying what happened. */
async function releaseStale(db: Db): Promise<void> {
  await db.execute(
    sql`UPDATE wms.print_jobs SET status = 'failed', failure_reason = ${M.interrupted},
          claimed_at = NULL
        WHERE status = 'queued'
          AND claimed_at < clock_timestamp() - make_interval(secs => ${STALE_CLAIM_MS / 1000})`,
  );
}

/** Claim up to `limit` queued, unclaimed jobs (oldest first). */
async function claim(db: Db, limit: number): Promise<PrintJobRow[]> {
  // A read first: an idle tick writes nothing (not even a statement that updates no row).
  const waiting = await rows<{ id: string; stale: boolean }>(
    db,
    sql`SELECT id, claimed_at IS NOT NULL AS stale FROM wms.print_jobs
        WHERE status = 'queued'
          AND (claimed_at IS NULL
            OR claimed_at < clock_timestamp() - make_interval(secs => ${STALE_CLAIM_MS / 1000}))
        ORDER BY claimed_at IS NOT NULL DESC LIMIT 1`,
  );
  if (waiting.length === 0) return [];
  if (waiting.some((w) => w.stale)) await releaseStale(db);
  const found = await rows<Claimed>(
    db,
    sql`UPDATE wms.print_jobs j SET claimed_at = clock_timestamp()
        FROM (
          SELECT id FROM wms.print_jobs
          WHERE status = 'queued' AND claimed_at IS NULL
          ORDER BY created_at, seq LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ) next
        WHERE j.id = next.id
        RETURNING j.*`,
  );
  return found.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    end_time: r.end_time ? new Date(r.end_time) : null,
    claimed_at: r.claimed_at ? new Date(r.claimed_at) : null,
  }));
}

export type PrintDispatcher = {
  start(): void;
  /** Look for jobs now (a job was queued), not at the next poll. */
  wake(): void;
  /** Stop claiming; resolves once the jobs in hand are sent and their outcomes saved. */
  stop(): Promise<void>;
  /** One pass: claim and send. Answers the jobs sent (printed or failed). */
  tick(): Promise<number>;
};

export function createPrintDispatcher(db: Db, options: PrintDispatcherOptions): PrintDispatcher {
  const onError = options.onError ?? ((e) => console.error('print dispatcher:', e));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function tick(): Promise<number> {
    const jobs = await claim(db, options.batch ?? 100);
    const bySite = new Map<string, PrintJobRow[]>();
    for (const job of jobs) bySite.set(job.site_id, [...(bySite.get(job.site_id) ?? []), job]);
    for (const [siteId, siteJobs] of bySite) {
      await sendJobs(siteJobs, (ids, outcome) =>
        inSite(db, siteId, (tx) => finishJobs(tx, ids, outcome)),
      );
    }
    return jobs.length;
  }

  let wanted = false;

  const run = () => {
    timer = undefined;
    wanted = false;
    running = tick()
      .then((sent) => sent > 0)
      .catch((error: unknown) => {
        onError(error);
        return false;
      })
      .then((more) => {
        running = undefined;
        // A tick that found jobs, or a wake that came meanwhile: look again at once.
        schedule(more || wanted ? 0 : options.pollMs);
      });
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
  };

  return {
    start() {
      if (options.pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule(options.pollMs);
    },
    wake() {
      if (stopped) return;
      if (running) {
        wanted = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
