import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';
import { queryFields, restEnvelope } from '../../http/rest-envelope';

/**
 * The REST alternative for storage (document 3 section 7): GET /api/storage?site_id&storage
 * (one, or the list without `storage`), PUT /api/storage/ list, POST /api/storage/ save,
 * DELETE /api/storage/ delete. Each becomes an `admin` envelope for entity `storage` and runs
 * through the envelope pipeline: the same sign-in, site, permission and data checks, the same
 * queries, the same activity log.
 */
export function registerStorageRestRoutes(app: FastifyInstance, db: Db): void {
  const run = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    runEnvelope(db, request, reply, 'admin', body);

  const get = (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryFields(request.query);
    const { site_id, user_id, storage, search_term } = query;
    const body =
      typeof storage === 'string' && storage !== ''
        ? { site_id, user_id, entity: 'storage', action: 'get', data: { storage } }
        : { site_id, user_id, entity: 'storage', action: 'list', data: { search_term } };
    return run(request, reply, body);
  };
  const list = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, 'storage', 'list'));
  const save = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, 'storage', 'check'));
  const remove = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, 'storage', 'delete'));

  for (const url of ['/api/storage', '/api/storage/']) {
    app.get(url, get);
    app.put(url, list);
    app.post(url, save);
    app.delete(url, remove);
  }
}
