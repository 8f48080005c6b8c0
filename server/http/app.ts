import { sql } from 'drizzle-orm';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  BODY_LIMIT_BYTES,
  ERROR_CODES,
  LOGIN_ATTEMPTS_PER_MINUTE,
  MESSAGES,
} from '../../src/contract';
import type { Db, DbKind } from '../db/types';
import { LoginRateLimiter } from '../areas/auth/rate-limiter';
import { authenticate } from '../areas/auth/sessions';
import { ACTIONS, REST_ROUTES } from '../areas/registry';
import { describeActions } from './action-schema';
import { registerAuthRoutes } from './auth-routes';
import { answer, errorAnswer } from './envelope-answer';
import { registerBatchRoute } from './batch-route';
import { registerEnvelopeRoute, registerRestRoutes } from './envelope-route';
import { toErrorReply } from './errors';
import { errorForLog } from './redact';
import { notFound } from '../errors';
import { registerCompression } from './compression';
import { registerJsonParser } from './json-parser';
import { buildOpenApi } from './openapi';
import { hasBuiltApp, registerStatic, sendIndex, wantsSpaFallback } from './static';
import { createLocationImportWorker, workerOptionsFromEnv } from '../jobs/location-import-worker';
import { createPrintDispatcher, dispatcherOptionsFromEnv } from '../print/dispatcher';
import { createSyncRetentionJob, pruneIntervalFromEnv } from '../jobs/sync-retention';
import { registerReportExportRoute } from '../areas/reports/export-route';
import { holdSandboxPool, warmSandboxPool } from '../sandbox/pool';
import { listenForPrintJobs } from '../print/print-wake';
import { createReadiness, registerReadyRoute, type Readiness } from './readiness';
import { registerReadReplica } from './read-replica';

export type AppOptions = {
  db: Db;
  /** The read replica (DATABASE_REPLICA_URL): report runs, exports and SQL tool selects. */
  replica?: Db | undefined;
  kind: DbKind;
  /** Sign-in attempts allowed per account per minute, from any address (LOGIN_RATE_LIMIT). */
  loginRateLimit?: number;
  /** Folder of the built app; served when it holds an index.html. */
  distDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For and X-Forwarded-Proto (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Image sources allowed besides 'self', data: and blob: (IMG_SRC). */
  imgSrc?: readonly string[];
  /**
   * `postgres://…` of the database: queued print jobs then wake the dispatcher at once
   * (LISTEN on a connection of its own), and its poll slows to a fallback.
   */
  databaseUrl?: string;
  /** Whether the process takes calls (GET /api/ready); the caller sets `draining` on stop. */
  readiness?: Readiness;
  /** The location import job's tick in ms (default LOCATION_IMPORT_POLL_MS or 2000; 0 = off). */
  locationImportPollMs?: number;
};

/** helmet's default HSTS: a year, subdomains included. */
const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** Build the Fastify app: security headers, API routes, the built app, one error handler. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // The label editor's ZPL worker compiles WebAssembly (no eval of JavaScript).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])],
        workerSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Served on plain http inside warehouses too: do not force https sub-requests.
        upgradeInsecureRequests: null,
      },
    },
    // Strict-Transport-Security only on answers sent over HTTPS (below).
    strictTransportSecurity: false,
  });
  // HTTPS as the client sees it: the connection's own, or X-Forwarded-Proto from a trusted
  // proxy (request.protocol follows trustProxy). Over plain http HSTS would pin a warehouse
  // device to an https the server does not serve.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_HEADER);
  });

  await registerCompression(app);
  registerJsonParser(app);

  app.setErrorHandler((error, request, reply) => {
    const { status, message, messages } = toErrorReply(error, request.log);
    return reply
      .status(status)
      .send(messages ? answer([], { errors: messages }) : errorAnswer(message));
  });

  app.get('/api/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true, database: options.kind };
    } catch (error) {
      request.log.error({ err: errorForLog(error) }, 'health check failed');
      return reply.status(503).send({ ok: false, database: options.kind });
    }
  });

  registerReadyRoute(app, db, options.readiness ?? createReadiness());

  const limiter = new LoginRateLimiter(db, options.loginRateLimit ?? LOGIN_ATTEMPTS_PER_MINUTE);
  registerAuthRoutes(app, db, limiter);

  app.get('/api/actions', async (request) => {
    await authenticate(db, request.headers.authorization);
    return answer(describeActions(ACTIONS));
  });

  // The whole API with its permissions: for signed-in callers only, as /api/actions.
  const openApi = buildOpenApi(ACTIONS);
  app.get('/api/docs', async (request) => {
    await authenticate(db, request.headers.authorization);
    return openApi;
  });
  app.get('/api/docs/*', async (request) => {
    await authenticate(db, request.headers.authorization);
    throw notFound(MESSAGES.notFoundApi);
  });

  registerReadReplica(app, options.replica);
  registerEnvelopeRoute(app, db);
  registerBatchRoute(app, db);
  registerRestRoutes(app, db, REST_ROUTES);
  registerReportExportRoute(app, db, options.replica);

  const serveApp = options.distDir !== undefined && hasBuiltApp(options.distDir);
  if (serveApp) await registerStatic(app, options.distDir!);

  app.setNotFoundHandler((request, reply) => {
    if (serveApp && wantsSpaFallback(request)) return sendIndex(reply);
    return reply
      .status(404)
      .send(errorAnswer({ message: MESSAGES.notFoundApi, code: ERROR_CODES.NOT_FOUND }));
  });

  // Background jobs: start when the app is ready, stop (finishing the batch in hand) on close.
  const importJob = createLocationImportWorker(db, {
    ...workerOptionsFromEnv(),
    ...(options.locationImportPollMs !== undefined ? { pollMs: options.locationImportPollMs } : {}),
    onError: (error) => app.log.error({ err: errorForLog(error) }, 'location import job failed'),
  });
  app.addHook('onReady', async () => importJob.start());
  app.addHook('onClose', async () => importJob.stop());
  const retentionJob = createSyncRetentionJob(db, {
    intervalMs: pruneIntervalFromEnv(),
    onError: (error) => app.log.error({ err: errorForLog(error) }, 'sync retention job failed'),
  });
  app.addHook('onReady', async () => retentionJob.start());
  app.addHook('onClose', async () => retentionJob.stop());
  const { databaseUrl } = options;
  const printJob = createPrintDispatcher(db, {
    ...dispatcherOptionsFromEnv(process.env, databaseUrl !== undefined),
    onError: (error) => app.log.error({ err: errorForLog(error) }, 'print dispatcher failed'),
  });
  let printWake: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    printJob.start();
    if (databaseUrl)
      printWake = listenForPrintJobs(databaseUrl, () => printJob.wake(), {
        onError: (error) =>
          app.log.warn({ err: errorForLog(error) }, 'print queue listener dropped; reconnecting'),
      });
  });
  app.addHook('onClose', async () => {
    await printWake?.stop();
    await printJob.stop();
  });
  // User code runs in a shared pool of worker threads: started once the server listens (the
  // first task starts it otherwise), destroyed when the last app using it closes.
  const releaseSandbox = holdSandboxPool();
  app.addHook('onListen', async () => {
    warmSandboxPool().catch((error: unknown) =>
      app.log.error({ err: errorForLog(error) }, 'sandbox workers failed to start'),
    );
  });
  app.addHook('onClose', releaseSandbox);

  return app;
}
