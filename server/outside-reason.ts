/*
 * What a user is shown of an outside system's (carrier, ERP connector) error answer: a short,
 * clean reason, never its whole body. Markup, scripts and styles are dropped, a JSON answer
 * gives its message field when it has one, control characters go, whitespace is collapsed,
 * and the text is cut to REASON_MAX characters.
 */

export const REASON_MAX = 200;

/** Control characters, and invisible or direction-changing marks. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]+/g;

const MESSAGE_FIELDS = ['message', 'error_description', 'error', 'detail', 'title', 'reason'];

/** The first string message field of a JSON answer, when it has one. */
function jsonMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const name of MESSAGE_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim()) return value;
    if (value && typeof value === 'object') {
      const inner = jsonMessage(value);
      if (inner) return inner;
    }
  }
  return undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of a markup body: the title when it has one, else its text without tags. */
function textOfMarkup(text: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
  const source = title?.trim() ? title : text;
  return source
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 31 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** A short clean reason from an error answer's body (text, or parsed JSON). */
export function shortReason(body: unknown, max = REASON_MAX): string {
  let text: string;
  if (typeof body === 'string') {
    let parsed: unknown;
    try {
      parsed = body.trim() ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    text = jsonMessage(parsed) ?? (/<[a-z!/][^>]*>/i.test(body) ? textOfMarkup(body) : body);
  } else if (body === null || body === undefined) {
    text = '';
  } else {
    text = jsonMessage(body) ?? JSON.stringify(body);
  }
  const clean = text.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** "HTTP 500: reason" (or "HTTP 500" alone when the body says nothing). */
export function httpFailure(status: number, body: unknown): string {
  const reason = shortReason(body);
  return reason ? `HTTP ${status}: ${reason}` : `HTTP ${status}`;
}
