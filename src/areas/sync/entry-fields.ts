/**
 * An outbox entry's data as a form: its leaf fields (text, numbers, yes/no) by path, and back.
 * Arrays and nested objects are walked; only the leaves are editable, so a correction can
 * never change the write's shape.
 */
export type TEntryField = {
  /** Dotted path into the data ("movement.quantity", "lines.0.quantity"). */
  path: string;
  /** The last part of the path, for the label ("quantity" → "Quantity"). */
  label: string;
  kind: 'number' | 'text' | 'boolean';
  value: string;
};

function labelOf(path: string): string {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  const last = parts[parts.length - 1] ?? path;
  const words = last.replace(/_/g, ' ');
  const index = path.match(/\.(\d+)\./)?.[1];
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return index !== undefined ? `${text} (${Number(index) + 1})` : text;
}

/** The editable leaves of `data`, in order. */
export function entryFields(data: unknown, prefix = ''): TEntryField[] {
  if (data === null || data === undefined) {
    return prefix ? [{ path: prefix, label: labelOf(prefix), kind: 'text', value: '' }] : [];
  }
  if (typeof data === 'number')
    return [{ path: prefix, label: labelOf(prefix), kind: 'number', value: String(data) }];
  if (typeof data === 'boolean')
    return [{ path: prefix, label: labelOf(prefix), kind: 'boolean', value: String(data) }];
  if (typeof data !== 'object')
    return [{ path: prefix, label: labelOf(prefix), kind: 'text', value: String(data) }];
  const children = Array.isArray(data)
    ? data.map((v, i) => [String(i), v] as const)
    : Object.entries(data as Record<string, unknown>);
  return children.flatMap(([key, value]) => entryFields(value, prefix ? `${prefix}.${key}` : key));
}

function parseValue(field: TEntryField, text: string): unknown {
  if (field.kind === 'number') {
    const n = Number(text.trim());
    return text.trim() === '' || Number.isNaN(n) ? text : n;
  }
  if (field.kind === 'boolean') return text === 'true';
  return text;
}

/** `data` with the edited leaves put back (a copy; the original is untouched). */
export function applyEntryFields(
  data: unknown,
  fields: TEntryField[],
  values: Record<string, string>,
): unknown {
  const copy: unknown = structuredClone(data ?? {});
  for (const field of fields) {
    if (!(field.path in values)) continue;
    const parts = field.path.split('.');
    const value = parseValue(field, values[field.path] ?? '');
    if (parts.length === 0 || field.path === '') continue;
    let node = copy as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return copy;
}
