import { bodyRoute, queryFields, type RestRoute } from '../rest-route';

const PATHS = ['/api/storage'];

/**
 * The REST alternative for storage (document 3 section 7): GET /api/storage?site_id&storage
 * (one; the list without it), PUT list, POST save, DELETE delete; each an `admin` envelope for
 * entity `storage`.
 */
export const storageRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'admin',
    envelope: ({ query }) => {
      const { site_id, user_id, storage, search_term } = queryFields(query);
      return typeof storage === 'string' && storage !== ''
        ? { site_id, user_id, entity: 'storage', action: 'get', data: { storage } }
        : { site_id, user_id, entity: 'storage', action: 'list', data: { search_term } };
    },
  },
  bodyRoute('PUT', PATHS, 'admin', 'storage', 'list'),
  bodyRoute('POST', PATHS, 'admin', 'storage', 'check'),
  bodyRoute('DELETE', PATHS, 'admin', 'storage', 'delete'),
];
