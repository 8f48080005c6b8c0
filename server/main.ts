import { serverLoggerOptions } from './http/server-logger';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config';
import { startDatabase } from './db/start-database';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './http/app';
import { mailerFromEnv } from './jobs/task-mailer';
import { createTaskScheduler, schedulerEnabledFromEnv } from './jobs/task-scheduler';
import { withStartupLock } from './db/startup-lock';
import { createReadiness } from './http/readiness';
import { DEMO_SIGN_INS, hasUsers, seedBootstrap, seedDemo } from './seed';
import type { Config } from './config';
import type { DbHandle } from './db/types';

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Migrations, row-level security, roles and grants, and the first data (demo or the first
 * administrator) when there are no users. Processes starting together on one database take
 * turns (the start-up lock): the first does the work, the others find it done. Answers the
 * first-start message, if this process loaded the data.
 */
async function prepareOnce(handle: DbHandle, url: string, config: Config) {
  return withStartupLock(url, async () => {
    await prepareDatabase(handle);
    if (await hasUsers(handle.db)) return undefined;
    if (config.demo) {
      const summary = await seedDemo(handle.db, { scale: 1, now: config.demoNow });
      return `Demo data loaded: ${summary.sites} sites, ${summary.warehouses} warehouses, ${summary.users} users.`;
    }
    const bootstrap = await seedBootstrap(handle.db);
    return `No demo data (DEMO=0). Sign in as '${bootstrap.username}' with password '${bootstrap.password}' (shown once) and change it.`;
  });
}

/** Start: config, database, migrations, row-level security, demo data, HTTP server. */
async function main(): Promise<void> {
  const t0 = performance.now();
  const config = loadConfig();
  const { handle, where, url } = await startDatabase(config);
  let firstStart: string | undefined;
  try {
    firstStart = await prepareOnce(handle, url, config);
  } catch (error) {
    await handle.close();
    throw error;
  }

  const readiness = createReadiness();
  const app = await buildApp({
    db: handle.db,
    replica: handle.replica,
    kind: handle.kind,
    loginRateLimit: config.loginRateLimit,
    distDir: DIST_DIR,
    logger: serverLoggerOptions(process.env.LOG_LEVEL ?? 'warn'),
    trustProxy: config.trustProxy,
    imgSrc: config.imgSrc,
    databaseUrl: url,
    readiness,
  });

  // The task master's scheduler runs in the server process (TASK_SCHEDULER=0 turns it off).
  const scheduler = schedulerEnabledFromEnv()
    ? createTaskScheduler(handle.db, { mailer: mailerFromEnv(), replica: handle.replica })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    try {
      // Not ready (a load balancer stops sending calls), no new work claimed, the task in
      // hand finished; then the calls in flight are answered and the background jobs finish
      // their batch in hand before the database closes.
      readiness.draining = true;
      await scheduler?.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  scheduler?.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = ['', `WMS is running at http://${shownHost}:${config.port}/`, `Database: ${where}`];
  if (handle.replica)
    lines.push('Reports, exports and SQL tool selects read from DATABASE_REPLICA_URL');
  if (firstStart) lines.push(firstStart);
  if (config.demo) {
    lines.push('Demo sign-ins (password demo1234):');
    for (const s of DEMO_SIGN_INS)
      lines.push(`  ${s.username.padEnd(9)} ${s.display_name.padEnd(15)} ${s.about}`);
  }
  lines.push(`Started in ${Math.round(performance.now() - t0)} ms`, '');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('WMS failed to start:', error);
  process.exit(1);
});
