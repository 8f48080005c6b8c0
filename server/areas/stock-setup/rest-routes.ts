import { bodyRoute, queryFields, queryNumber, type RestRoute } from '../rest-route';

const ENTITY = 'load_object_type';
const PATHS = ['/api/lot'];

/**
 * The REST alternative for load object types (document 3 section 7): GET
 * /api/lot?site_id&load_object_type (one, by code or load_object_type_id; the list without
 * either), PUT /api/lot/ list, POST /api/lot/ save, DELETE /api/lot/ delete; each an `admin`
 * envelope for entity `load_object_type`.
 */
export const loadObjectTypeRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'admin',
    envelope: ({ query }) => {
      const fields = queryFields(query);
      const { site_id, user_id, load_object_type, load_object_type_id, search_term } = fields;
      const one =
        (typeof load_object_type === 'string' && load_object_type !== '') ||
        (typeof load_object_type_id === 'string' && load_object_type_id !== '');
      return one
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
    },
  },
  bodyRoute('PUT', PATHS, 'admin', ENTITY, 'list'),
  bodyRoute('POST', PATHS, 'admin', ENTITY, 'check'),
  bodyRoute('DELETE', PATHS, 'admin', ENTITY, 'delete'),
];
