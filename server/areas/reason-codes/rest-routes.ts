import { bodyRoute, queryFields, queryNumber, type RestRoute } from '../rest-route';

const ENTITY = 'reason_code';
const PATHS = ['/api/reason_code'];

/**
 * The old reason code API (document 3 section 7, path not given: /api/reason_code): GET
 * ?site_id&reason_code (one, by code or reason_id; the list without either), PUT list, POST
 * save, DELETE delete; each an `admin` envelope for entity `reason_code`.
 */
export const reasonCodeRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'admin',
    envelope: ({ query }) => {
      const { site_id, user_id, reason_code, reason_id } = queryFields(query);
      const one =
        (typeof reason_code === 'string' && reason_code !== '') ||
        (typeof reason_id === 'string' && reason_id !== '');
      return one
        ? {
            site_id,
            user_id,
            entity: ENTITY,
            action: 'get',
            data: { reason_code: reason_code || undefined, reason_id: queryNumber(reason_id) },
          }
        : { site_id, user_id, entity: ENTITY, action: 'list', data: {} };
    },
  },
  bodyRoute('PUT', PATHS, 'admin', ENTITY, 'list'),
  bodyRoute('POST', PATHS, 'admin', ENTITY, 'check'),
  bodyRoute('DELETE', PATHS, 'admin', ENTITY, 'delete'),
];
