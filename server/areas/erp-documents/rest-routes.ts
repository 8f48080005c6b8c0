import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';
import { queryFields, restEnvelope } from '../../http/rest-envelope';

/**
 * The REST form of the documents calls (document 2 section 7): PUT /api/documents with
 * site_id, search_term, action_date, search_type, warehouse (or `data`) searches; GET
 * /api/document?site_id&document_type&document_reference answers one. Each becomes a
 * `documents` envelope for entity `document` and runs through the envelope pipeline (sign-in,
 * site, permission, data checks, the same queries, the activity log).
 */
export function registerErpDocumentRestRoutes(app: FastifyInstance, db: Db): void {
  const search = (request: FastifyRequest, reply: FastifyReply) => {
    const body = restEnvelope(request.body, 'document', 'list');
    return runEnvelope(db, request, reply, 'documents', body);
  };
  const get = (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryFields(request.query);
    const { site_id, user_id, document_type, document_reference } = query;
    return runEnvelope(db, request, reply, 'documents', {
      site_id,
      user_id,
      entity: 'document',
      action: 'get',
      data: { document_type, document_reference },
    });
  };
  for (const url of ['/api/documents', '/api/documents/']) app.put(url, search);
  for (const url of ['/api/document', '/api/document/']) app.get(url, get);
}
