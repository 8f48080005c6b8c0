/**
 * The condition of an SQL list is user text put after WHERE. Before it runs (under the
 * confined role, see sql-list.ts) it must be one expression: no statement separator, no
 * comment, no dollar or escape-string quoting, balanced parentheses, and no function call but
 * the plain ones below (so nothing can change the role or the site setting, sleep, or call a
 * function of the schema). Tables it reads are left to the role and row-level security.
 */

const FUNCTIONS = new Set([
  'lower',
  'upper',
  'trim',
  'ltrim',
  'rtrim',
  'btrim',
  'coalesce',
  'nullif',
  'length',
  'char_length',
  'substr',
  'substring',
  'left',
  'right',
  'replace',
  'concat',
  'abs',
  'round',
  'floor',
  'ceil',
  'greatest',
  'least',
  'date_trunc',
  'to_char',
  'count',
  'sum',
  'min',
  'max',
  'avg',
]);

/** Words that may stand before "(" without being a call. */
const KEYWORDS = new Set([
  'and',
  'or',
  'not',
  'in',
  'exists',
  'any',
  'some',
  'all',
  'select',
  'from',
  'where',
  'on',
  'as',
  'case',
  'when',
  'then',
  'else',
  'between',
  'like',
  'ilike',
  'is',
  'distinct',
  'cast',
  'array',
  'by',
  'having',
  'join',
  'using',
]);

type Token = { kind: 'word' | 'quoted' | 'string' | 'number' | 'symbol'; text: string };

const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMBER = /^\d+(\.\d+)?([eE][+-]?\d+)?/;
const SYMBOLS = /^(::|<>|<=|>=|!=|\|\||[=<>+\-*/%(),.])/;

/** The tokens of the condition, or why it cannot be read. */
function tokens(text: string): Token[] | string {
  const out: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    if (rest.startsWith('--') || rest.startsWith('/*')) return 'comments are not allowed';
    const word = WORD.exec(rest);
    if (word) {
      const after = rest[word[0].length];
      if (after === "'" || after === '&' || after === '$')
        return `'${word[0]}${after}' is not allowed`;
      out.push({ kind: 'word', text: word[0] });
      rest = rest.slice(word[0].length);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      out.push({ kind: 'number', text: number[0] });
      rest = rest.slice(number[0].length);
      continue;
    }
    if (rest[0] === "'" || rest[0] === '"') {
      const quote = rest[0];
      let i = 1;
      for (;;) {
        const at = rest.indexOf(quote, i);
        if (at < 0) return 'a quote is not closed';
        if (rest[at + 1] === quote) {
          i = at + 2;
          continue;
        }
        i = at + 1;
        break;
      }
      out.push({ kind: quote === "'" ? 'string' : 'quoted', text: rest.slice(0, i) });
      rest = rest.slice(i);
      continue;
    }
    const symbol = SYMBOLS.exec(rest);
    if (symbol) {
      out.push({ kind: 'symbol', text: symbol[0] });
      rest = rest.slice(symbol[0].length);
      continue;
    }
    return `'${rest[0]}' is not allowed`;
  }
  return out;
}

/** Why the condition may not run, or null when it may. */
export function conditionProblem(condition: string): string | null {
  const list = tokens(condition);
  if (typeof list === 'string') return list;
  let depth = 0;
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    if (t.text === '(') {
      depth += 1;
      const before = list[i - 1];
      if (before && (before.kind === 'word' || before.kind === 'quoted')) {
        const name = before.kind === 'word' ? before.text.toLowerCase() : before.text;
        const qualified = list[i - 2]?.text === '.';
        if (!KEYWORDS.has(name) && (qualified || !FUNCTIONS.has(name)))
          return `the function ${before.text} is not allowed`;
      }
    } else if (t.text === ')') {
      depth -= 1;
      if (depth < 0) return 'a parenthesis is not opened';
    }
  }
  if (depth !== 0) return 'a parenthesis is not closed';
  return null;
}
