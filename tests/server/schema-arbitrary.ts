import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries built from a zod 4 schema's definition (`schema._zod.def`): values
 * shaped as the schema asks (lengths, bounds, enums, formats honoured where cheap) with
 * hostile leaves mixed in, and the same shape with every leaf set to one hostile value. A
 * schema kind not handled here throws, naming it, so an action added later with a new kind
 * is flagged rather than silently skipped.
 */

type Check = { _zod: { def: Record<string, unknown> & { check: string } } };
type Def = Record<string, unknown> & { type: string; checks?: Check[] };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const inner = (def: Def, key: string): z.ZodType => def[key] as z.ZodType;

/** Values no input should turn into a 5xx. */
export const HOSTILE_LEAVES: readonly unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  1e20,
  -1e20,
  1.5,
  'NaN',
  'Infinity',
  '12',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  'a\u0000b',
  'a\uD800b',
  '\uDC00',
  'x'.repeat(100_000),
  '',
  true,
  null,
  [],
  { junk: { nested: [1, 'two', { three: null }] } },
];

/** Known demo values, so generated calls sometimes reach real rows. */
const DEMO_STRINGS = ['DC1', 'SXD', 'A', 'SEARCH', 'admin', ''];

function stringBounds(def: Def): { min: number; max: number; pattern?: RegExp } {
  let min = 0;
  let max = 20;
  let pattern: RegExp | undefined;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') min = Math.max(min, d.minimum as number);
    if (d.check === 'max_length') max = Math.min(max, d.maximum as number);
    if (d.check === 'length_equals') min = max = d.length as number;
    if (d.check === 'string_format' && d.pattern instanceof RegExp) pattern = d.pattern;
  }
  return { min, max: Math.max(min, max), pattern };
}

function numberBounds(def: Def): { min: number; max: number; int: boolean } {
  let min = -1e6;
  let max = 1e6;
  let int = false;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'greater_than')
      min = Math.max(min, (d.value as number) + (d.inclusive ? 0 : 1));
    if (d.check === 'less_than') max = Math.min(max, (d.value as number) - (d.inclusive ? 0 : 1));
    if (d.check === 'number_format') int = d.format !== 'float32' && d.format !== 'float64';
  }
  return { min, max: Math.max(min, max), int };
}

const isoDay = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  if (def.format === 'email') return fc.emailAddress();
  const { min, max, pattern } = stringBounds(def);
  if (pattern) {
    const matching = fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
    return pattern.source.includes('\\d{4}-\\d{2}-\\d{2}') ? fc.oneof(isoDay, matching) : matching;
  }
  const fitting = DEMO_STRINGS.filter((s) => s.length >= min && s.length <= max);
  const free = fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' });
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), free) : free;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = numberBounds(def);
  if (int) {
    const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, Math.max(min, 0) + 20) });
    return fc.oneof(small, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values for `schema`: each leaf mostly valid, sometimes (1 in `hostileWeight + 1`) a
 * hostile value; optional keys sometimes left out.
 */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hostile = fc.constantFrom(...HOSTILE_LEAVES);
  const leaf = (valid: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 });
  switch (def.type) {
    case 'string':
      return leaf(stringArbitrary(def));
    case 'number':
      return leaf(numberArbitrary(def));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'literal':
      return leaf(fc.constantFrom(...(def.values as unknown[])));
    case 'null':
      return leaf(fc.constant(null));
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return depth > 3 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(
        { arbitrary: arbitraryFor(inner(def, 'innerType'), depth), weight: 4 },
        { arbitrary: fc.constant(def.type === 'nullable' ? null : undefined), weight: 1 },
      );
    case 'pipe':
      // A preprocess (transform -> schema) takes what its output schema takes.
      return defOf(def.in).type === 'transform'
        ? arbitraryFor(inner(def, 'out'), depth)
        : arbitraryFor(inner(def, 'in'), depth);
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryFor(o, depth)));
    case 'array': {
      const { min, max } = stringBounds(def);
      return fc.array(arbitraryFor(inner(def, 'element'), depth + 1), {
        minLength: min,
        maxLength: Math.min(Math.max(min, 3), max),
      });
    }
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        arbitraryFor(inner(def, 'valueType'), depth + 1),
        { maxKeys: 3 },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, arbitraryFor(v, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'lazy':
      return depth > 3
        ? fc.constant(null)
        : arbitraryFor((def.getter as () => z.ZodType)(), depth + 1);
    default:
      throw new Error(`schema-arbitrary: no generator for zod kind '${def.type}'`);
  }
}

/** `schema`'s shape with every leaf set to `value` (arrays of one, records of one key). */
export function fillLeaves(schema: z.ZodType, value: unknown, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fillLeaves(inner(def, 'innerType'), value, depth);
    case 'pipe':
      return defOf(def.in).type === 'transform'
        ? fillLeaves(inner(def, 'out'), value, depth)
        : fillLeaves(inner(def, 'in'), value, depth);
    case 'union':
      return fillLeaves((def.options as z.ZodType[])[0]!, value, depth);
    case 'array':
      return [fillLeaves(inner(def, 'element'), value, depth + 1)];
    case 'record':
      return { key: fillLeaves(inner(def, 'valueType'), value, depth + 1) };
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [
          k,
          fillLeaves(v, value, depth + 1),
        ]),
      );
    case 'lazy':
      return depth > 3 ? value : fillLeaves((def.getter as () => z.ZodType)(), value, depth + 1);
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'unknown':
    case 'any':
    case 'transform':
      return value;
    default:
      throw new Error(`schema-arbitrary: no filler for zod kind '${def.type}'`);
  }
}
