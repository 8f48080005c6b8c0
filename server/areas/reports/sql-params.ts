/**
 * A report's SQL names its parameters `:name` (e.g. `WHERE m.created_at >= :from_date`). They
 * become positional placeholders ($1, $2 …) bound to the values, never text spliced into the
 * SQL. Quoted strings, quoted identifiers, dollar-quoted bodies, comments and `::` casts are
 * left as they are.
 */

export type CompiledSql = { text: string; names: string[] };

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

export function compileNamedSql(source: string): CompiledSql {
  const names: string[] = [];
  const index = new Map<string, number>();
  let out = '';
  let i = 0;
  const n = source.length;
  const copyUntil = (end: number) => {
    out += source.slice(i, end);
    i = end;
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (source[j] === c) {
          if (source[j + 1] === c) j += 2;
          else break;
        } else j += 1;
      }
      copyUntil(Math.min(j + 1, n));
    } else if (c === '-' && next === '-') {
      const end = source.indexOf('\n', i);
      copyUntil(end === -1 ? n : end);
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      copyUntil(end === -1 ? n : end + 2);
    } else if (c === '$') {
      const tag = /\$[A-Za-z_]?[A-Za-z0-9_]*\$/y;
      tag.lastIndex = i;
      const m = tag.exec(source);
      if (m) {
        const end = source.indexOf(m[0], i + m[0].length);
        copyUntil(end === -1 ? n : end + m[0].length);
      } else copyUntil(i + 1);
    } else if (c === ':' && next === ':') {
      copyUntil(i + 2);
    } else if (c === ':') {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(source);
      if (m) {
        const name = m[0];
        let at = index.get(name);
        if (at === undefined) {
          names.push(name);
          at = names.length;
          index.set(name, at);
        }
        out += `$${at}`;
        i += 1 + name.length;
      } else copyUntil(i + 1);
    } else {
      copyUntil(i + 1);
    }
  }
  return { text: out, names };
}
