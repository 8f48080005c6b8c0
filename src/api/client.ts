import {
  ZEnvelopeAnswer,
  type ActionContract,
  type ActionInput,
  type ActionResult,
  type TEnvelopeAnswer,
  SHELL_MESSAGES,
} from '../contract';
import { ApiError } from './api-error';
import { apiEvents } from './events';
import { messagesOf, requestJson, type RequestOptions } from './http';
import { getSession } from './session';
import { getWorkContext } from './work-context';

export type CallRequest = { entity: string; action: string; data?: unknown; request_id?: string };

export type CallOptions = Pick<RequestOptions, 'blocking' | 'signal' | 'background'> & {
  /** The site to call for (default: the current context's site). */
  siteId?: string;
  /** Do not raise the answer's errors as alerts: the caller shows its own message. */
  quietErrors?: boolean;
  /**
   * Do not raise the answer's warnings and info as alerts either: the caller shows them where
   * the work is (the dock's scan answers, which toasts would pile over).
   */
  quietMessages?: boolean;
};

function raiseAlerts(answer: TEnvelopeAnswer, quietErrors: boolean, quietMessages: boolean) {
  if (!quietErrors) {
    for (const e of answer.errors) apiEvents.emit('alert', { kind: 'error', ...e });
  }
  if (quietMessages) return;
  for (const w of answer.warnings) apiEvents.emit('alert', { kind: 'warning', message: w.message });
  for (const i of answer.info) apiEvents.emit('alert', { kind: 'info', message: i.message });
}

/**
 * One envelope call: `POST /api/<service>/` with site_id and user_id from the current
 * context and session. Resolves with the answer when it succeeded; otherwise raises its
 * errors as alerts (unless quiet) and throws ApiError. Its results are untyped: screens call
 * through a contract (callAction / callResults), which types them.
 */
export async function call(
  service: string,
  request: CallRequest,
  opts: CallOptions = {},
): Promise<TEnvelopeAnswer<unknown>> {
  const siteId = opts.siteId ?? getWorkContext()?.site_id;
  const userId = getSession()?.user.user_id;
  if (!siteId) throw new ApiError(SHELL_MESSAGES.siteRequired, { status: 0, code: 'NO_SITE' });
  const envelope = { site_id: siteId, user_id: userId, ...request };
  let status: number;
  let body: unknown;
  try {
    ({ status, body } = await requestJson('POST', `/${service}/`, envelope, opts));
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork && opts.blocking) {
      apiEvents.emit('alert', { kind: 'error', message: SHELL_MESSAGES.offline });
    }
    throw error;
  }
  const parsed = ZEnvelopeAnswer.safeParse(body);
  if (!parsed.success) {
    const errors = messagesOf(body);
    const message = errors[0]?.message ?? SHELL_MESSAGES.somethingWentWrong;
    if (!opts.quietErrors) {
      if (errors.length === 0) apiEvents.emit('alert', { kind: 'error', message });
      for (const e of errors) apiEvents.emit('alert', { kind: 'error', ...e });
    }
    throw new ApiError(message, { status, errors });
  }
  const answer = parsed.data as TEnvelopeAnswer<unknown>;
  raiseAlerts(answer, Boolean(opts.quietErrors), Boolean(opts.quietMessages));
  if (!answer.success || status >= 400) {
    const first = answer.errors[0];
    throw new ApiError(first?.message ?? SHELL_MESSAGES.somethingWentWrong, {
      status,
      code: first?.code,
      errors: answer.errors,
    });
  }
  return answer;
}

/**
 * One call of a contract (src/contract): its data is the contract's input, its results rows
 * of its output. `request_id` makes it idempotent (a replay answers the first answer).
 */
export function callAction<C extends ActionContract>(
  contract: C,
  data: ActionInput<C>,
  opts: CallOptions & { request_id?: string } = {},
): Promise<TEnvelopeAnswer<ActionResult<C>>> {
  const { request_id, ...options } = opts;
  const request = { entity: contract.entity, action: contract.action, data, request_id };
  // The server answers rows of the contract's output (its tests parse every answer).
  return call(contract.service, request, options) as Promise<TEnvelopeAnswer<ActionResult<C>>>;
}

/** The results of a contract's call. */
export async function callResults<C extends ActionContract>(
  contract: C,
  data: ActionInput<C>,
  opts?: CallOptions,
): Promise<ActionResult<C>[]> {
  return (await callAction(contract, data, opts)).results;
}
