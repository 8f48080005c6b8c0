import { URL_SET_DOCUMENT_TYPE } from '../../src/contract/consign';

/** Field names whose values never reach the activity log: credentials, and a key's alarm code. */
const SECRET_KEY = /pass(word)?|token|secret|api[_-]?key|authori[sz]ation|alarm/i;

/**
 * Does this object speak of a carrier URL set, whose `key` is its API secret? An envelope of
 * entity url_set, a document of type OPENFREIGHT_URL_SET, or anything with a base_url or a
 * url_set field; whatever it holds (a save's data, its items) is then a URL set too. A save
 * refused for a missing base_url still has its key redacted.
 */
const speaksOfUrlSet = (owner: Record<string, unknown>): boolean =>
  owner.entity === 'url_set' ||
  owner.document_type === URL_SET_DOCUMENT_TYPE ||
  'base_url' in owner ||
  'url_set' in owner;

export const REDACTED = '[redacted]';

/** A copy of `value` with every field whose name looks secret replaced by '[redacted]'. */
export function redact(value: unknown, depth = 0, inUrlSet = false): unknown {
  if (depth > 20) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, inUrlSet));
  if (value && typeof value === 'object') {
    const owner = value as Record<string, unknown>;
    const urlSet = inUrlSet || speaksOfUrlSet(owner);
    return Object.fromEntries(
      Object.entries(owner).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) || (urlSet && k === 'key') ? REDACTED : redact(v, depth + 1, urlSet),
      ]),
    );
  }
  return value;
}

/**
 * Queries whose parameters may hold a secret: the sign-in and session queries (token hashes,
 * password hashes) and anything else on the users or sessions tables.
 */
const SECRET_QUERY = /"(sessions|users)"|password|token/i;

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };

/**
 * What the server log keeps of a thrown error: a failed query on the sign-in or session
 * tables (drizzle's DrizzleQueryError, whose message and stack repeat the parameters) becomes
 * its SQL text, its parameters redacted, the database's own message and code, and the stack
 * frames; anything else is logged as it is.
 */
export function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as QueryError;
  if (typeof e.query !== 'string' || !Array.isArray(e.params) || !SECRET_QUERY.test(e.query))
    return error;
  const cause =
    e.cause instanceof Error
      ? {
          type: e.cause.name,
          message: e.cause.message,
          code: (e.cause as { code?: unknown }).code,
        }
      : undefined;
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: e.name,
    message: `Failed query: ${e.query}`,
    query: e.query,
    params: e.params.map(() => REDACTED),
    ...(cause ? { cause } : {}),
    stack: [`${e.name}: Failed query: ${e.query}`, ...frames].join('\n'),
  };
}

export const MAX_LOGGED_RESPONSE = 64 * 1024;

/**
 * The JSON text of an answer as logged, stringified once: whole when small, else a marker with
 * its size and a prefix.
 */
export function jsonForLog(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  if (text.length <= MAX_LOGGED_RESPONSE) return text;
  return JSON.stringify({
    truncated: true,
    size: text.length,
    preview: text.slice(0, MAX_LOGGED_RESPONSE),
  });
}

/** At most this many result rows of an answer are logged; the count says how many there were. */
export const MAX_LOGGED_RESULTS = 50;

/**
 * What the log keeps of an answer: a long list (the On Hand Explorer's 2,000 rows) is cut to
 * its first rows plus `results_total`, before it is redacted and stringified, so logging a
 * big read costs no more than logging a small one.
 */
export function answerForLog(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object') return answer;
  const results = (answer as { results?: unknown }).results;
  if (!Array.isArray(results)) return answer;
  const kept = results.slice(0, MAX_LOGGED_RESULTS).map(capListsOf);
  if (results.length <= MAX_LOGGED_RESULTS) {
    return kept.every((r, i) => r === results[i]) ? answer : { ...answer, results: kept };
  }
  return { ...answer, results: kept, results_total: results.length };
}

/**
 * A result whose fields hold long lists (a mirror page's 5,000 rows, an order's lines) keeps
 * the first MAX_LOGGED_RESULTS of each, with `<field>_total`, for the same reason.
 */
function capListsOf(result: unknown): unknown {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return result;
  let capped: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value) && value.length > MAX_LOGGED_RESULTS) {
      capped ??= { ...(result as Record<string, unknown>) };
      capped[key] = value.slice(0, MAX_LOGGED_RESULTS);
      capped[`${key}_total`] = value.length;
    }
  }
  return capped ?? result;
}
