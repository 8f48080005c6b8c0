import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';
import { queryFields, queryNumber, restEnvelope } from '../../http/rest-envelope';

const ENTITY = 'load_object_type';

/**
 * The REST alternative for load object types (document 3 section 7): GET
 * /api/lot?site_id&load_object_type (one, by code or load_object_type_id; the list without
 * either), PUT /api/lot/ list, POST /api/lot/ save, DELETE /api/lot/ delete. Each becomes an
 * `admin` envelope for entity `load_object_type` and runs through the envelope pipeline:
 * the same sign-in, site, permission and data checks, the same queries, the same log.
 */
export function registerLoadObjectTypeRestRoutes(app: FastifyInstance, db: Db): void {
  const run = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    runEnvelope(db, request, reply, 'admin', body);

  const get = (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryFields(request.query);
    const { site_id, user_id, load_object_type, load_object_type_id, search_term } = query;
    const one =
      (typeof load_object_type === 'string' && load_object_type !== '') ||
      (typeof load_object_type_id === 'string' && load_object_type_id !== '');
    const body = one
      ? {
          site_id,
          user_id,
          entity: ENTITY,
          action: 'get',
          data: {
            load_object_type: load_object_type || undefined,
            load_object_type_id: queryNumber(load_object_type_id),
          },
        }
      : { site_id, user_id, entity: ENTITY, action: 'list', data: { search_term } };
    return run(request, reply, body);
  };
  const list = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, ENTITY, 'list'));
  const save = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, ENTITY, 'check'));
  const remove = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, ENTITY, 'delete'));

  for (const url of ['/api/lot', '/api/lot/']) {
    app.get(url, get);
    app.put(url, list);
    app.post(url, save);
    app.delete(url, remove);
  }
}
