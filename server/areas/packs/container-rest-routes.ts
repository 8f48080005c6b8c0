import { isFields, queryFields, restEnvelope, type RestRoute } from '../rest-route';

/**
 * Document 1 `{api}/container/`: POST saves a list of boxes, PUT searches, GET answers one
 * by site_id and container_number; PUT `{api}/container/print` prints containers' labels. Each is a `container` envelope of entity `box`, checked
 * (token, membership, permission) and logged as any envelope is. POST /api/container/ is also
 * the `container` service's envelope path: a body naming an entity is that envelope, as sent.
 */
export const containerRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    paths: ['/api/container'],
    service: 'container',
    envelope: ({ body }) =>
      isFields(body) && 'entity' in body ? body : restEnvelope(body, 'box', 'check'),
  },
  {
    method: 'PUT',
    paths: ['/api/container'],
    service: 'container',
    envelope: ({ body }) => restEnvelope(body, 'box', 'list'),
  },
  {
    method: 'PUT',
    paths: ['/api/container/print'],
    service: 'container',
    envelope: ({ body }) => restEnvelope(body, 'box', 'print'),
  },
  {
    method: 'GET',
    paths: ['/api/container'],
    service: 'container',
    envelope: ({ query }) => {
      const { site_id, user_id, container_number } = queryFields(query);
      return { site_id, user_id, entity: 'box', action: 'get', data: { container_number } };
    },
  },
];
