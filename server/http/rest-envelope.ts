/*
 * The REST alternatives of the specification (e.g. PUT /api/storage/, GET /api/document)
 * become envelopes and run through runEnvelope, so they are checked, answered and logged
 * exactly as `POST /api/<service>/` is. This builds the envelope from a REST body or query.
 */

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
