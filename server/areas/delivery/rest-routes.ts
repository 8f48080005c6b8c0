import { isFields, queryFields, restEnvelope, type RestRoute } from '../rest-route';

/**
 * The despatch REST calls (document 2 section 7): PUT /api/despatch/ with site_id and the
 * filters lists despatches; GET /api/despatch?site_id&despatch_number answers one. Each is a
 * `despatch` envelope for entity `despatch`.
 */
export const despatchRestRoutes: RestRoute[] = [
  {
    method: 'PUT',
    paths: ['/api/despatch'],
    service: 'despatch',
    // The filters come as `filters` (document 2) or as fields of the body itself.
    envelope: ({ body }) => {
      if (!isFields(body) || !isFields(body.filters)) return restEnvelope(body, 'despatch', 'list');
      const { filters, ...rest } = body;
      return restEnvelope({ ...rest, ...filters }, 'despatch', 'list');
    },
  },
  {
    method: 'GET',
    paths: ['/api/despatch'],
    service: 'despatch',
    envelope: ({ query }) => {
      const { site_id, user_id, despatch_number } = queryFields(query);
      return { site_id, user_id, entity: 'despatch', action: 'get', data: { despatch_number } };
    },
  },
];
