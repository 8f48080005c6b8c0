import { TASK_LAMBDAS, type TTaskLambda } from '../../src/contract';
import type { Db } from '../db/types';
import { DEFAULT_STALE_MS, createLocationImportWorker } from './location-import-worker';
import { pruneSyncData } from './sync-retention';
import { runScriptTask } from '../areas/scripts/task';
import { runErpQueue } from '../areas/erp-actions/queue-worker';
import { refreshConsignmentTracking } from './consignment-tracking';
import { runScheduledReport } from '../areas/reports/scheduled-report';

/** What a lambda is given: the owner connection, the task's site and its checked payload. */
export type TaskLambdaInput = {
  db: Db;
  /** The read replica (DATABASE_REPLICA_URL), when the server has one: scheduled reports read there. */
  replica?: Db | undefined;
  siteId: string;
  payload: Record<string, unknown>;
  now: Date;
};
/** A lambda answers a one-line summary of what it did (kept with the run). */
export type TaskLambdaRun = (input: TaskLambdaInput) => Promise<string>;

/**
 * What each lambda of TASK_LAMBDAS runs: the product's own background jobs, run once per
 * due time of the task naming them.
 */
export const TASK_LAMBDA_RUNS: Record<TTaskLambda, TaskLambdaRun> = {
  async location_import({ db, payload }) {
    const { imports } = TASK_LAMBDAS.location_import.payload.parse(payload);
    const worker = createLocationImportWorker(db, {
      pollMs: 0,
      staleMs: DEFAULT_STALE_MS,
      ...(imports ? { importsPerTick: imports } : {}),
    });
    const batches = await worker.tick();
    return `${batches} location import batch(es) saved`;
  },
  async sync_prune({ db, payload, now }) {
    const { days } = TASK_LAMBDAS.sync_prune.payload.parse(payload);
    const pruned = await pruneSyncData(db, { now, ...(days ? { days } : {}) });
    if (pruned.skipped) return 'Another server process was pruning: nothing pruned by this one';
    return `${pruned.idempotencyKeys} stored answers and ${pruned.syncChanges} changes pruned`;
  },
  async script({ db, siteId, payload }) {
    const { script, data } = TASK_LAMBDAS.script.payload.parse(payload);
    return runScriptTask(db, siteId, script, data ?? {});
  },
  async erp_queue({ db, siteId, payload }) {
    const { limit, attempts, base_delay_ms } = TASK_LAMBDAS.erp_queue.payload.parse(payload);
    const done = await runErpQueue(db, siteId, {
      ...(limit ? { limit } : {}),
      ...(attempts ? { attempts } : {}),
      ...(base_delay_ms !== undefined ? { baseDelayMs: base_delay_ms } : {}),
    });
    return `${done.sent} document(s) sent to the ERP, ${done.failed} failed, ${done.resumed} resumed`;
  },
  async consignment_tracking({ db, siteId, payload }) {
    const { limit } = TASK_LAMBDAS.consignment_tracking.payload.parse(payload);
    const t = await refreshConsignmentTracking(db, siteId, limit ? { limit } : {});
    return `${t.checked} consignment(s) tracked: ${t.updated} updated, ${t.completed} complete, ${t.failed} failed`;
  },
  report_export: ({ db, replica, siteId, payload, now }) =>
    runScheduledReport({
      db,
      replica,
      siteId,
      payload,
      now,
      smtpUrl: process.env.SMTP_URL?.trim() || undefined,
      from: process.env.MAIL_FROM?.trim() || undefined,
    }),
};
