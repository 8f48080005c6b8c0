import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryFor } from './schema-arbitrary';

/**
 * The date fields of an action's input (a key naming a date or day, at any depth) and data
 * that is valid but for an impossible date put in one of them, so the date itself reaches
 * whatever the action does with it.
 */

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Keys of date fields: a word `date` or `day` (date, from_date, date_part, date_code), not an id. */
const isDateKey = (key: string) => {
  const words = key.toLowerCase().split('_');
  return words.at(-1) !== 'id' && (words.includes('date') || words.includes('day'));
};

/** Impossible dates: a month and day out of range, and a day past the end of its month. */
export const IMPOSSIBLE_DATES = ['2026-13-45', '2026-02-30'] as const;

export type FieldPath = (string | number)[];

/** The paths of every date field of `schema` (an array's element as index 0). */
export function datePaths(schema: z.ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return datePaths(def.innerType as z.ZodType, path, depth);
    case 'pipe':
      return defOf(def.in).type === 'transform'
        ? datePaths(def.out as z.ZodType, path, depth)
        : datePaths(def.in as z.ZodType, path, depth);
    case 'union':
      return [
        ...new Map(
          (def.options as z.ZodType[])
            .flatMap((o) => datePaths(o, path, depth + 1))
            .map((p) => [p.join('.'), p]),
        ).values(),
      ];
    case 'array':
      return datePaths(def.element as z.ZodType, [...path, 0], depth + 1);
    case 'lazy':
      return datePaths((def.getter as () => z.ZodType)(), path, depth + 1);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        isDateKey(key)
          ? [[...path, key], ...datePaths(value, [...path, key], depth + 1)]
          : datePaths(value, [...path, key], depth + 1),
      );
    default:
      return [];
  }
}

/** A copy of `base` with `value` at `path` (objects and arrays made where missing). */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const fields =
    typeof base === 'object' && base !== null && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  fields[head!] = withValueAt(fields[head!], rest, value);
  return fields;
}

/** Data `schema` takes, generated with `seed` (an empty object when none of the tries is). */
export function validSample(schema: z.ZodType, seed: number, tries = 40): unknown {
  const samples = fc.sample(arbitraryFor(schema), { seed, numRuns: tries });
  return samples.find((s) => schema.safeParse(s).success) ?? {};
}

/** `data` without each top-level field `schema` takes it without (what is left is needed). */
export function minimal(schema: z.ZodType, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const fields: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const key of Object.keys(fields)) {
    const { [key]: dropped, ...rest } = fields;
    if (schema.safeParse(rest).success) delete fields[key];
    else fields[key] = dropped;
  }
  return fields;
}

/**
 * Valid data of `schema` with one impossible date in one date field, for every field and date:
 * in a generated sample, and in that sample with only the fields it needs (so no other field
 * is refused before the date is used).
 */
export function impossibleDateData(schema: z.ZodType, seed: number): unknown[] {
  const paths = datePaths(schema);
  if (paths.length === 0) return [];
  const base = validSample(schema, seed);
  const bases = [base, minimal(schema, base)];
  return bases.flatMap((b) =>
    paths.flatMap((path) => IMPOSSIBLE_DATES.map((d) => withValueAt(b, path, d))),
  );
}
