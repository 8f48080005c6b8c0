/**
 * A ZPL label template made ready for escaped values: every field's data (`^FD`, `^FV`) is
 * read with `^FH_` hex escapes, so a value rendered as `_5E` prints `^` instead of starting a
 * command. A field without its own `^FH` gets `^FH_` in front of its data command, and the `_`
 * of its fixed text becomes `_5F` so it prints as written. A field with its own `^FH` is left
 * as the author wrote it (values are escaped with `_`, the default indicator).
 *
 * Template tags (`{{ }}`, `{% %}`, `{# #}`) are copied unchanged; their output is escaped by the
 * renderer (render-template's 'zpl' escape).
 */
export function withHexFields(source: string): string {
  let out = '';
  let fieldHasHex = false;
  let inData = false;
  let escapeText = false;
  let last = 0;
  const text = (chunk: string) => {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (c === '^' || c === '~') {
        inData = false;
        const command = chunk.slice(i + 1, i + 3).toUpperCase();
        if (c === '^' && (command === 'FS' || command === 'XA' || command === 'XZ'))
          fieldHasHex = false;
        else if (c === '^' && command === 'FH') fieldHasHex = true;
        else if (c === '^' && (command === 'FD' || command === 'FV')) {
          escapeText = !fieldHasHex;
          if (escapeText) out += '^FH_';
          fieldHasHex = true;
          inData = true;
          out += chunk.slice(i, i + 3);
          i += 2;
          continue;
        }
        out += c;
      } else out += inData && escapeText && c === '_' ? '_5F' : c;
    }
  };
  for (const tag of source.matchAll(TAGS)) {
    text(source.slice(last, tag.index));
    out += tag[0];
    last = tag.index + tag[0].length;
  }
  text(source.slice(last));
  return out;
}

const TAGS = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;
