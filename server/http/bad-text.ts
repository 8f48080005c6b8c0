/*
 * Text the database cannot keep: NUL (PostgreSQL text and jsonb refuse it) and lone UTF-16
 * surrogates (not Unicode; jsonb refuses their escapes). The envelope route refuses a request
 * holding either, anywhere, before any handler runs, naming where it was found.
 */
import { BAD_TEXT } from '../../src/contract';

const BAD_TEXT_ALL = new RegExp(BAD_TEXT.source, 'g');

/** The log's copy (withoutBadText) is made to this depth; deeper values are kept as they are. */
const MAX_DEPTH = 64;

export const hasBadText = (text: string): boolean => BAD_TEXT.test(text);

/** The text with each bad character written as its \uXXXX escape (for messages and logs). */
export function showBadText(text: string): string {
  return text.replace(
    BAD_TEXT_ALL,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

/** A field path as `data.items[2].name`; keys that are not plain names are quoted. */
function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const shown = showBadText(key);
  if (/^[A-Za-z_$][\w$]*$/.test(shown)) return path ? `${path}.${shown}` : shown;
  return `${path}["${shown.replace(/"/g, '\\"')}"]`;
}

/**
 * The path of the first string or key holding bad text in `value` (depth first, in order), or
 * null when there is none. Walked with its own stack, so no nesting depth is too deep.
 */
export function findBadText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasBadText(item)) return path || '(request)';
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const children: [unknown, string][] = [];
    if (Array.isArray(item)) {
      item.forEach((child: unknown, i) => children.push([child, childPath(path, i)]));
    } else {
      for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
        if (hasBadText(key)) return childPath(path, key);
        children.push([child, childPath(path, key)]);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** A copy of `value` whose strings and keys have each bad character escaped (for the log). */
export function withoutBadText<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return showBadText(value) as T;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => withoutBadText(v, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      showBadText(k),
      withoutBadText(v, depth + 1),
    ]),
  ) as T;
}
