import { ERROR_CODES, OUTSIDE_MESSAGES } from '../src/contract';
import { AppError } from './errors';
import { Outside, type ActionContext, type OutsideStep } from './areas/action-types';

/**
 * Run a step's outside call with no transaction open: its signal aborts after `timeoutMs`,
 * and a call that has not settled by then is abandoned with OUTSIDE_MESSAGES.timedOut (504).
 */
export async function callOutside<A, R>(step: OutsideStep<A, R>): Promise<A> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      const seconds = Math.round(step.timeoutMs / 100) / 10;
      reject(new AppError(ERROR_CODES.BAD_REQUEST, OUTSIDE_MESSAGES.timedOut(seconds), 504));
    }, step.timeoutMs);
  });
  try {
    return await Promise.race([step.call(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A handler's answer where no second transaction can follow (an action called from a user
 * script, inside the script's own transaction): an outside step runs there and then.
 */
export async function settleInline<R>(ctx: ActionContext, result: R[] | Outside<R>): Promise<R[]> {
  if (!(result instanceof Outside)) return result;
  const { step } = result;
  const outcome = await callOutside(step);
  try {
    return await step.finish(ctx, outcome);
  } catch (error) {
    const { undo } = step;
    if (undo) await callOutside({ ...step, call: (signal) => undo(outcome, signal) });
    throw error;
  }
}
