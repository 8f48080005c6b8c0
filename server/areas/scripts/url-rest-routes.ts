import { URL_ENDPOINT_PREFIX, URL_WEB_METHODS } from '../../../src/contract';
import { isFields, queryFields, type RestRoute } from '../rest-route';

/** The endpoint named by the path after /api/url/ (without a trailing slash). */
const endpointOf = (params: unknown): string => {
  const rest = isFields(params) ? params['*'] : undefined;
  return typeof rest === 'string' ? rest.replace(/\/+$/, '') : '';
};

/**
 * `GET|POST|PUT /api/url/<endpoint>`: the envelope of `script url call`. site_id, user_id and
 * request_id come from the query string or the body; the action's data is the body's `data`,
 * else the body's other fields, else (GET) the query string's other fields.
 */
export const urlEndpointRestRoutes: RestRoute[] = URL_WEB_METHODS.map((method) => ({
  method,
  paths: [`${URL_ENDPOINT_PREFIX}*`],
  service: 'script',
  envelope: ({ query, body, params }) => {
    // A blank query-string field is a missing one (as in `?limit=`), not the text ''.
    const asked = Object.entries(queryFields(query)).filter(([, v]) => v !== '');
    const source = { ...Object.fromEntries(asked), ...(isFields(body) ? body : {}) };
    const { site_id, user_id, request_id, data, ...rest } = source;
    return {
      site_id,
      user_id,
      request_id,
      entity: 'url',
      action: 'call',
      data: { endpoint: endpointOf(params), method, data: data ?? rest },
    };
  },
}));
