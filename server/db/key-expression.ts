import { API_MESSAGES } from '../../src/contract';
import { badRequest } from '../errors';

/** The comparisons a key expression may use. */
export type KeyOp = 'eq' | 'begins_with' | 'contains';

export type KeyCondition<F extends string, O extends KeyOp = KeyOp> = {
  field: F;
  op: O;
  value: string;
};

const FUNCTION_OPS: Record<string, KeyOp> = { begins_with: 'begins_with', contains: 'contains' };

/**
 * The supported subset of Dynamo-style condition expressions (document store key conditions,
 * the log's filter expression):
 *
 *   clause [AND clause ...]
 *   clause := field = :name | begins_with(field, :name) | contains(field, :name)
 *
 * where field is one of `fields`, the clause's comparison one of `ops`, and every :name is
 * given in `values` (a string or number). Anything else is refused with a 400 naming what was
 * not understood; nothing of the text reaches SQL but the values, as parameters.
 */
export function parseKeyExpression<F extends string, O extends KeyOp>(
  expression: string,
  values: Record<string, unknown>,
  fields: readonly F[],
  ops: readonly O[],
): KeyCondition<F, O>[] {
  const fail = (detail: string) => badRequest(API_MESSAGES.unsupportedExpression(detail));
  const value = (name: string): string => {
    const v = values[name];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw fail(`no string value given for ${name}`);
  };
  const field = (name: string): F => {
    if ((fields as readonly string[]).includes(name)) return name as F;
    throw fail(`field '${name}' (allowed: ${fields.join(', ')})`);
  };
  const op = (name: KeyOp, clause: string): O => {
    if ((ops as readonly string[]).includes(name)) return name as O;
    throw fail(`'${clause}'`);
  };
  if (!expression.trim()) return [];
  return expression
    .trim()
    .split(/\s+and\s+/i)
    .map((text) => {
      const clause = text.trim();
      const eq = /^([A-Za-z_][\w]*)\s*=\s*(:[\w]+)$/.exec(clause);
      if (eq) return { field: field(eq[1]!), op: op('eq', clause), value: value(eq[2]!) };
      const call = /^([A-Za-z_]+)\s*\(\s*([A-Za-z_][\w]*)\s*,\s*(:[\w]+)\s*\)$/.exec(clause);
      const named = call ? FUNCTION_OPS[call[1]!.toLowerCase()] : undefined;
      if (call && named)
        return { field: field(call[2]!), op: op(named, clause), value: value(call[3]!) };
      throw fail(`'${clause}'`);
    });
}
