/*
 * The REST alternatives of the specification (e.g. PUT /api/storage/, GET /api/document)
 * become envelopes: an area declares each as a RestRoute, and the HTTP layer runs the envelope
 * it builds through the envelope pipeline, so it is checked, answered and logged exactly as
 * `POST /api/<service>/` is.
 */

/** The parts of a request a REST route reads to build its envelope. */
export type RestRequest = { query: unknown; body: unknown; params?: unknown };

/** One REST alternative: these paths (each also with a trailing slash) stand for an envelope. */
export type RestRoute = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  paths: readonly string[];
  /** The service the envelope is sent to (as in `POST /api/<service>/`). */
  service: string;
  /** The envelope the request stands for; anything malformed is left for the envelope's parse. */
  envelope: (request: RestRequest) => unknown;
};

/** The usual REST route: the body's fields as the envelope of `entity` / `action`. */
export const bodyRoute = (
  method: RestRoute['method'],
  paths: readonly string[],
  service: string,
  entity: string,
  action: string,
): RestRoute => ({
  method,
  paths,
  service,
  envelope: ({ body }) => restEnvelope(body, entity, action),
});

export type Fields = Record<string, unknown>;

export const isFields = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The request's query string fields ({} when none). */
export const queryFields = (query: unknown): Fields => (isFields(query) ? query : {});

/**
 * A query-string number as a number for the action's data (which takes no numeric strings):
 * '' and missing stay missing, anything else goes through Number() (NaN is then refused).
 */
export const queryNumber = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/**
 * site_id, user_id and request_id from the fields; the action's data from `data` when given,
 * else every other field. Anything that isn't an object is passed on for the envelope's own
 * parse to refuse.
 */
export function restEnvelope(source: unknown, entity: string, action: string): unknown {
  if (!isFields(source)) return source;
  const { site_id, user_id, request_id, data, ...rest } = source;
  return { site_id, user_id, request_id, entity, action, data: data ?? rest };
}
