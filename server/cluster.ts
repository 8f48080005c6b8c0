import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config';
import { startEmbeddedPostgres } from './db/embedded-postgres';

/*
 * `npm run serve:cluster`: N server processes (node:cluster workers running server/main.ts)
 * on one address, one PostgreSQL. The primary starts the embedded PostgreSQL unless
 * DATABASE_URL is set and hands its URL to the workers; the workers take turns at start-up
 * work (the start-up lock) and share the listening socket. A worker that dies is replaced;
 * SIGTERM / SIGINT stop every worker gracefully (each drains its calls and background work),
 * then the embedded PostgreSQL.
 */

/** CLUSTER_WORKERS or WEB_CONCURRENCY; by default one per core. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = (env.CLUSTER_WORKERS ?? env.WEB_CONCURRENCY)?.trim();
  if (!raw) return availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`CLUSTER_WORKERS must be a whole number of at least 1, not '${raw}'`);
  return n;
}

/** A worker that dies this soon after it was started is not started again (a start-up fault). */
const QUICK_DEATH_MS = 10_000;

async function primary(): Promise<void> {
  const config = loadConfig();
  const count = workerCount();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'wms' });
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  cluster.setupPrimary({
    exec: new URL('./main.ts', import.meta.url).pathname,
    execArgv: ['--import', 'tsx'],
  });
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: databaseUrl, CLUSTER_WORKER: '1' });
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} ended (${signal ?? code}).`);
    if (lived < QUICK_DEATH_MS) {
      console.error('It ended during start-up: not started again.');
      if (startedAt.size === 0) void stop('no workers', 1);
      return;
    }
    fork();
  });

  const stop = async (why: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: stopping ${startedAt.size} workers`);
    const gone = [...startedAt.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    await Promise.all(gone);
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  console.log(`WMS cluster: ${count} workers on port ${config.port}`);
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    console.error('WMS cluster failed to start:', error);
    process.exit(1);
  });
}
