import { bodyRoute, isFields, queryFields, type RestRoute } from '../rest-route';

const ENTITY = 'label';
const PATHS = ['/api/label'];

/**
 * The data of a save: the body's `data`, else its `labels`, else its `label` record, else the
 * body's other fields as one label (`label` then being the label's code).
 */
function saveData(fields: Record<string, unknown>): unknown {
  const { data, labels, label, ...rest } = fields;
  if (data !== undefined) return data;
  if (labels !== undefined) return { labels };
  if (isFields(label)) return { labels: [label] };
  return { labels: [{ label, ...rest }] };
}

/**
 * The older label service (document 3 section 7 "Older label service GET, PUT list, POST
 * save"; path not given: /api/label): GET ?site_id&label (one, label_format ZEBRA unless
 * given; the list without a label), PUT list (search_term), POST save (a `label` record, a
 * `labels` list or the label's own fields). Each is a `printing` envelope for entity `label`
 * (get, list, check), so it is checked, answered and logged as those are.
 */
export const labelRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: PATHS,
    service: 'printing',
    envelope: ({ query }) => {
      const { site_id, user_id, label, label_format, warehouse, search_term } = queryFields(query);
      return typeof label === 'string' && label !== ''
        ? {
            site_id,
            user_id,
            entity: ENTITY,
            action: 'get',
            data: { label, label_format: label_format || undefined, warehouse },
          }
        : { site_id, user_id, entity: ENTITY, action: 'list', data: { search_term } };
    },
  },
  bodyRoute('PUT', PATHS, 'printing', ENTITY, 'list'),
  {
    method: 'POST',
    paths: PATHS,
    service: 'printing',
    envelope: ({ body }) => {
      if (!isFields(body)) return body;
      const { site_id, user_id, request_id, ...fields } = body;
      return {
        site_id,
        user_id,
        request_id,
        entity: ENTITY,
        action: 'check',
        data: saveData(fields),
      };
    },
  },
];
