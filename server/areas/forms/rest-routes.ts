import { bodyRoute, queryFields, type RestRoute } from '../rest-route';

const PATHS = ['/api/wms_form'];

/**
 * The form REST API (document 3 section 7, `/{product}_form`): GET ?site_id&form_name (one;
 * the list without a name), PUT list, POST save (service `form`), DELETE delete (service
 * `admin`, entity `forms`).
 */
export const formRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'form',
    envelope: ({ query }) => {
      const { site_id, user_id, form_name } = queryFields(query);
      return typeof form_name === 'string' && form_name !== ''
        ? { site_id, user_id, entity: 'form', action: 'get', data: { form_name } }
        : { site_id, user_id, entity: 'form', action: 'list', data: {} };
    },
  },
  bodyRoute('PUT', PATHS, 'form', 'form', 'list'),
  bodyRoute('POST', PATHS, 'form', 'form', 'check'),
  bodyRoute('DELETE', PATHS, 'admin', 'forms', 'delete'),
];
