import { z } from 'zod';
import { ERROR_CODES, actionKey } from '../../src/contract';
import type { AnyAction } from '../areas/action-types';
import { AppError } from '../errors';

/**
 * With CHECK_ACTION_OUTPUTS=1 (the server tests and the browser tests' server), every answer's
 * results are parsed against the action's output contract before they are sent, and a result
 * that drifts from it fails the call with a 500 naming the fields. Production skips it: the
 * contract is then held by the tests, not paid for on every call.
 */
const CHECKING = process.env.CHECK_ACTION_OUTPUTS === '1';

export function checkOutputs(def: AnyAction, results: readonly unknown[]): void {
  if (!CHECKING) return;
  // The contract describes the wire: what the caller reads after JSON (dates as text).
  const sent: unknown = JSON.parse(JSON.stringify(results));
  const parsed = z.array(def.output).safeParse(sent);
  if (parsed.success) return;
  throw new AppError(
    ERROR_CODES.INTERNAL,
    `${actionKey(def)} answered results outside its output contract`,
    500,
    z.prettifyError(parsed.error),
  );
}
