import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The envelope for a REST call: site_id, user_id and request_id from the body (or query),
 * the data from `data` when given, else every other field.
 */
function envelopeOf(source: unknown, action: string): unknown {
  if (!isObject(source)) return source;
  const { site_id, user_id, request_id, data, ...rest } = source;
  return { site_id, user_id, request_id, entity: 'storage', action, data: data ?? rest };
}

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
    const query = isObject(request.query) ? request.query : {};
    const { site_id, user_id, storage, search_term } = query;
    const body =
      typeof storage === 'string' && storage !== ''
        ? { site_id, user_id, entity: 'storage', action: 'get', data: { storage } }
        : { site_id, user_id, entity: 'storage', action: 'list', data: { search_term } };
    return run(request, reply, body);
  };
  const list = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, envelopeOf(request.body, 'list'));
  const save = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, envelopeOf(request.body, 'check'));
  const remove = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, envelopeOf(request.body, 'delete'));

  for (const url of ['/api/storage', '/api/storage/']) {
    app.get(url, get);
    app.put(url, list);
    app.post(url, save);
    app.delete(url, remove);
  }
}
