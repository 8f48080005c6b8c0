import {
  EXPRESSION_FIELDS,
  type DocumentCondition,
  type ExpressionField,
} from '../document-adapters';
import { parseKeyExpression } from '../../db/key-expression';

export type Condition = DocumentCondition;

/**
 * The document store's key condition expressions: `field = :name` and
 * `begins_with(field, :name)` clauses joined by AND, over EXPRESSION_FIELDS.
 */
export function parseExpression(
  expression: string,
  values: Record<string, unknown> = {},
): Condition[] {
  return parseKeyExpression<ExpressionField, 'eq' | 'begins_with'>(
    expression,
    values,
    EXPRESSION_FIELDS,
    ['eq', 'begins_with'],
  );
}
