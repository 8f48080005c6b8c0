import { z } from 'zod';
import type { AnyAction } from '../areas/action-types';

type JsonSchema = Record<string, unknown>;

/** The action's input as JSON Schema (what the caller sends as `data`). */
export function inputJsonSchema(action: AnyAction): JsonSchema {
  const schema = z.toJSONSchema(action.input, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete schema.$schema;
  return schema;
}

/** One row of the action's results as JSON Schema. */
export function outputJsonSchema(action: AnyAction): JsonSchema {
  const schema = z.toJSONSchema(action.output, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete schema.$schema;
  return schema;
}

/**
 * The permission as data: `{module, flag}`, `{anyOf}`, `{member: reason}` (membership alone, and
 * why), or `'depends on data'`.
 */
export function permissionOf(action: AnyAction) {
  return typeof action.permission === 'function' ? 'depends on data' : action.permission;
}

/** `GET /api/actions` rows. */
export function describeActions(actions: readonly AnyAction[]) {
  return actions.map((a) => ({
    service: a.service,
    entity: a.entity,
    action: a.action,
    path: `/api/${a.service}/`,
    permission: permissionOf(a),
    description: a.description,
    input: inputJsonSchema(a),
    output: outputJsonSchema(a),
    source: a.source,
  }));
}
