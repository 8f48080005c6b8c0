import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { errorForLog } from './redact';

/**
 * Whether this process takes calls, for a load balancer: ready once start-up has finished
 * (the app is built after it), not ready again once a stop has begun draining it.
 */
export type Readiness = { draining: boolean };

export const createReadiness = (): Readiness => ({ draining: false });

/**
 * GET /api/ready: 200 when the database answers and the process is not draining, else 503
 * (with the reason), so a load balancer sends calls elsewhere. Answers given while draining
 * close their connection.
 */
export function registerReadyRoute(app: FastifyInstance, db: Db, readiness: Readiness): void {
  // While draining, each answer closes its connection: a kept-alive one would hold the stop
  // until its idle time-out.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) void reply.header('connection', 'close');
  });
  app.get('/api/ready', async (request, reply) => {
    if (readiness.draining) return reply.status(503).send({ ready: false, reason: 'draining' });
    try {
      await db.execute(sql`select 1`);
      return { ready: true };
    } catch (error) {
      request.log.error({ err: errorForLog(error) }, 'readiness check failed');
      return reply.status(503).send({ ready: false, reason: 'database' });
    }
  });
}
