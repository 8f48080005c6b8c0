import { ERROR_CODES } from '../../src/contract';
import { AppError } from '../errors';
import { limitMessage } from './limit-error';
import { runSandboxTask } from './pool';
import {
  DEFAULT_SCRIPT_LIMITS,
  type TLimitAnswer,
  type TLimitHit,
  type TScriptAnswer,
  type TScriptLimits,
} from './tasks';

export { DEFAULT_SCRIPT_LIMITS, type TScriptLimits } from './tasks';

/**
 * Scripts (document 3: scripts, entity scripts) are JavaScript written by site administrators
 * and run on a server every site shares, so they never run in Node: each call runs in a sandbox
 * worker thread, in a QuickJS module of its own compiled to WebAssembly, with a deadline, a
 * memory ceiling, a cap on what it may log and answer, and nothing in its global scope but the
 * JSON `data` it is given, `log` and, when the caller allows it, `call(entity, action, data)`
 * back into the product's actions (answered on the server's thread; the host decides what that
 * reaches). No process, require, fetch, timers or file system.
 *
 * The script is the body of an async function of `data`: it may `await call(...)`, `return` a
 * JSON value (its result) and `throw` to fail with its own message.
 */

/** What the script may reach outside the interpreter. */
export interface TScriptHost {
  /** `call(entity, action, data)`: answered with results (JSON), or rejected with a message. */
  call?: (entity: string, action: string, data: unknown) => Promise<unknown>;
}

export type TScriptFailureKind = 'error' | 'timeout' | 'memory' | 'output';
export type TScriptResult =
  | { ok: true; result: unknown; logs: string[]; ms: number }
  | {
      ok: false;
      kind: TScriptFailureKind;
      message: string;
      logs: string[];
      ms: number;
      /** The limit that stopped it, when one did. */
      limit?: TLimitHit;
    };

const KIND_OF_LIMIT: Record<TLimitHit, TScriptFailureKind> = {
  time: 'timeout',
  late: 'timeout',
  memory: 'memory',
  stack: 'memory',
  crash: 'memory',
};

/**
 * Run one script with `input` as its `data`. Never throws for the script's sake: a syntax
 * error, a thrown error, a loop that does not end or a script that eats memory each answer
 * `{ ok: false, kind, message }` with what it logged until then (nothing when its worker had
 * to be terminated).
 */
export async function runScript(
  source: string,
  input: unknown,
  host: TScriptHost = {},
  limits: Partial<TScriptLimits> = {},
): Promise<TScriptResult> {
  const lim: TScriptLimits = { ...DEFAULT_SCRIPT_LIMITS, ...limits };
  const started = Date.now();
  const answer = (await runSandboxTask(
    {
      kind: 'script',
      source,
      input: input ?? null,
      limits: lim,
      canCall: host.call !== undefined,
    },
    host.call,
  )) as TScriptAnswer | TLimitAnswer;
  const logs = 'logs' in answer ? answer.logs : [];
  const ms = 'ms' in answer ? answer.ms : Date.now() - started;
  if (answer.ok) return { ...answer, logs, ms };
  if ('limit' in answer) {
    const message = limitMessage('script', answer.limit, lim);
    return { ok: false, kind: KIND_OF_LIMIT[answer.limit], message, logs, ms, limit: answer.limit };
  }
  return { ok: false, kind: answer.kind, message: answer.message, logs, ms };
}

/**
 * The refusal of a run a limit stopped: 400 naming the limit, 429 when its time passed while
 * it waited for a free worker. Undefined for a run that succeeded or failed on its own.
 */
export function scriptLimitError(run: TScriptResult): AppError | undefined {
  if (run.ok || !run.limit) return undefined;
  return run.limit === 'late'
    ? new AppError(ERROR_CODES.RATE_LIMITED, run.message, 429)
    : new AppError(ERROR_CODES.LIMIT_EXCEEDED, run.message, 400);
}
