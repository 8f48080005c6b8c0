import { API_MESSAGES } from '../../../src/contract';
import { badRequest } from '../../errors';
import {
  EXPRESSION_FIELDS,
  type DocumentCondition,
  type ExpressionField,
} from '../document-adapters';

export type Condition = DocumentCondition;

/**
 * The supported subset of the Dynamo-style key condition expressions of the document store:
 *
 *   clause [AND clause ...]
 *   clause := field = :name | begins_with(field, :name)
 *
 * where field is one of EXPRESSION_FIELDS and every :name is given in `values` (a string or
 * number). Anything else is refused with a 400 naming what was not understood.
 */
export function parseExpression(
  expression: string,
  values: Record<string, unknown> = {},
): Condition[] {
  const fail = (detail: string) => badRequest(API_MESSAGES.unsupportedExpression(detail));
  const value = (name: string): string => {
    const v = values[name];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw fail(`no string value given for ${name}`);
  };
  const field = (name: string): ExpressionField => {
    if ((EXPRESSION_FIELDS as readonly string[]).includes(name)) return name as ExpressionField;
    throw fail(`field '${name}' (allowed: ${EXPRESSION_FIELDS.join(', ')})`);
  };
  const clauses = expression.trim().split(/\s+and\s+/i);
  if (!expression.trim()) return [];
  return clauses.map((clause) => {
    const eq = /^([A-Za-z_][\w]*)\s*=\s*(:[\w]+)$/.exec(clause.trim());
    if (eq) return { field: field(eq[1]!), op: 'eq', value: value(eq[2]!) };
    const begins = /^begins_with\s*\(\s*([A-Za-z_][\w]*)\s*,\s*(:[\w]+)\s*\)$/i.exec(clause.trim());
    if (begins) return { field: field(begins[1]!), op: 'begins_with', value: value(begins[2]!) };
    throw fail(`'${clause.trim()}'`);
  });
}
