import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { URL_WEB_METHODS } from './scripts';

/*
 * URL endpoints (document 3 "URL (script endpoint)"): a site's URL record maps an endpoint and
 * a web method to an action (entity + action) of the product, or, for entity `script`, to the
 * saved script named by its action. `GET|POST|PUT /api/url/<endpoint>?site_id=<site>` runs it
 * as the caller at that site, through the envelope (service `script`, entity `url`, action
 * `call`): token, membership, the mapped action's own permission and input checks, one
 * transaction under the site's row-level security, and the activity log.
 */

/** Where a site's URL endpoints are served (followed by the endpoint). */
export const URL_ENDPOINT_PREFIX = '/api/url/';

export const URL_ENDPOINT_MESSAGES = {
  unknownEndpoint: (endpoint: string) => `There is no URL endpoint '${endpoint}' at this site`,
  wrongMethod: (endpoint: string, method: string, allowed: string) =>
    `URL endpoint '${endpoint}' answers ${allowed}, not ${method}`,
} as const;

export const URL_ENDPOINT_CALLS = {
  call: actionContract({
    service: 'script',
    entity: 'url',
    action: 'call',
    input: z.object({
      endpoint: fields.text(120).trim().min(1),
      method: z.enum(URL_WEB_METHODS),
      data: z.record(z.string(), z.unknown()).nullish(),
    }),
    /** The mapped action's results (checked by its own output schema), or a script's run. */
    output: z.unknown(),
  }),
};
