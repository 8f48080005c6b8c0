const SECRET_KEY = /pass(word)?|token|secret|api[_-]?key|authori[sz]ation/i;
export const REDACTED = '[redacted]';

/** A copy of `value` with every field whose name looks secret replaced by '[redacted]'. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1),
      ]),
    );
  }
  return value;
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
  if (!Array.isArray(results) || results.length <= MAX_LOGGED_RESULTS) return answer;
  return {
    ...answer,
    results: results.slice(0, MAX_LOGGED_RESULTS),
    results_total: results.length,
  };
}
