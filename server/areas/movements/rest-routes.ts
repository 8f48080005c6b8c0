import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';
import { restEnvelope } from '../../http/rest-envelope';

/**
 * PUT /api/transactions/ (document 2 section 7: "PUT /transactions/ with site_id fetches
 * transaction history"): site_id, user_id and request_id from the body, the filters from
 * `data` when given, else every other field. It becomes a `movement` envelope for entity
 * `transaction`, action `list`, and runs through the envelope pipeline (sign-in, site,
 * permission mo view, data checks, the same query, the activity log).
 */
export function registerTransactionRestRoutes(app: FastifyInstance, db: Db): void {
  const list = (request: FastifyRequest, reply: FastifyReply) => {
    const body = restEnvelope(request.body, 'transaction', 'list');
    return runEnvelope(db, request, reply, 'movement', body);
  };
  for (const url of ['/api/transactions', '/api/transactions/']) app.put(url, list);
}
