import { bodyRoute, queryFields, queryNumber, type RestRoute } from '../rest-route';

const ENTITY = 'delivery_lead_time';
const PATHS = ['/api/delivery_lead_time'];

/**
 * The REST lead time API (document 1 section 7): GET ?site_id&from_state&to_state (one lead
 * time, or by lead_day_id; the list without either), PUT list, POST save, DELETE delete; each
 * an `admin` envelope for entity `delivery_lead_time`.
 */
export const leadDayRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'admin',
    envelope: ({ query }) => {
      const { site_id, user_id, from_state, to_state, lead_day_id } = queryFields(query);
      const given = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
      const one = given(lead_day_id) ?? (given(from_state) && given(to_state));
      return one
        ? {
            site_id,
            user_id,
            entity: ENTITY,
            action: 'get',
            data: {
              lead_day_id: queryNumber(lead_day_id),
              from_state: given(from_state),
              to_state: given(to_state),
            },
          }
        : { site_id, user_id, entity: ENTITY, action: 'list', data: {} };
    },
  },
  bodyRoute('PUT', PATHS, 'admin', ENTITY, 'list'),
  bodyRoute('POST', PATHS, 'admin', ENTITY, 'check'),
  bodyRoute('DELETE', PATHS, 'admin', ENTITY, 'delete'),
];
