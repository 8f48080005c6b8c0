import { bodyRoute, isFields, queryFields, type RestRoute } from '../rest-route';

const ENTITY = 'user';
/** Document 3 section 7 ("same for /user"): the path may also be /{product}_user. */
const PATHS = ['/api/user', '/api/wms_user'];
/**
 * `POST /api/user/` is already the envelope of service `user` (the user's own settings), so
 * the REST save is served at /api/wms_user/ only.
 */
const SAVE_PATHS = ['/api/wms_user'];

/**
 * The REST alternative for site users, each a `site` envelope for entity `user`: GET
 * ?site_id&user_id (one; the list without user_id, include_inactive=true for inactive users
 * too), PUT list, POST save (check, body { site_id, user }; at /api/wms_user only), DELETE
 * { site_id, user }.
 */
export const siteUserRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'site',
    envelope: ({ query }) => {
      const { site_id, user_id, include_inactive } = queryFields(query);
      // The query's user_id is the user asked for, not the caller (the token says who calls).
      return typeof user_id === 'string' && user_id !== ''
        ? { site_id, entity: ENTITY, action: 'get', data: { user_id } }
        : {
            site_id,
            entity: ENTITY,
            action: 'list',
            data: { include_inactive: include_inactive === 'true' },
          };
    },
  },
  bodyRoute('PUT', PATHS, 'site', ENTITY, 'list'),
  bodyRoute('POST', SAVE_PATHS, 'site', ENTITY, 'check'),
  {
    // The body carries the user ({ site_id, user: { user_id } }), or the envelope's data.
    method: 'DELETE',
    paths: PATHS,
    service: 'site',
    envelope: ({ body }) => {
      if (!isFields(body)) return body;
      const { site_id, user_id, request_id, user, data } = body;
      const target = isFields(user) ? { user_id: user.user_id } : data;
      return { site_id, user_id, request_id, entity: ENTITY, action: 'delete', data: target };
    },
  },
];
