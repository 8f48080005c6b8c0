import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read replica (DATABASE_REPLICA_URL), when the server has one. */
    readReplica: Db | undefined;
  }
}

/** Make the read replica known to the routes (request.server.readReplica). */
export function registerReadReplica(app: FastifyInstance, replica: Db | undefined): void {
  app.decorate('readReplica', replica);
}
