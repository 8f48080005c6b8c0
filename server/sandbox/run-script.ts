import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten';
import { shouldInterruptAfterDeadline } from 'quickjs-emscripten';
import { warmTemplateSandbox } from './render-template';

/**
 * Scripts (document 3: scripts, entity scripts) are JavaScript written by site administrators
 * and run on a server every site shares, so they never run in Node: each call gets a fresh
 * QuickJS runtime compiled to WebAssembly, with a deadline, a memory ceiling, a cap on what it
 * may log and answer, and nothing in its global scope but the JSON `data` it is given, `log`
 * and, when the caller allows it, `call(entity, action, data)` back into the product's actions
 * (the host decides what that reaches). No process, require, fetch, timers or file system.
 *
 * The script is the body of an async function of `data`: it may `await call(...)`, `return` a
 * JSON value (its result) and `throw` to fail with its own message.
 */

export interface TScriptLimits {
  /** Wall time for the whole run, host calls included. */
  timeMs: number;
  /** Heap of the interpreter. */
  memoryBytes: number;
  /** Size of the result and of all log lines together. */
  maxOutputChars: number;
  /** Host calls one run may make. */
  maxCalls: number;
}

export const DEFAULT_SCRIPT_LIMITS: TScriptLimits = {
  timeMs: 2_000,
  memoryBytes: 32 * 1024 * 1024,
  maxOutputChars: 256 * 1024,
  maxCalls: 50,
};

/** What the script may reach outside the interpreter. */
export interface TScriptHost {
  /** `call(entity, action, data)`: answered with results (JSON), or rejected with a message. */
  call?: (entity: string, action: string, data: unknown) => Promise<unknown>;
}

export type TScriptFailureKind = 'error' | 'timeout' | 'memory' | 'output';
export type TScriptResult =
  | { ok: true; result: unknown; logs: string[]; ms: number }
  | { ok: false; kind: TScriptFailureKind; message: string; logs: string[]; ms: number };

/** The user's code as the body of an async function, its answer as JSON text. */
function wrap(source: string, input: unknown): string {
  const json = JSON.stringify(input ?? null);
  return `(async function (data) {
${source}
})(JSON.parse(${JSON.stringify(json)})).then(function (r) {
  return r === undefined ? 'null' : JSON.stringify(r);
})`;
}

/** The text of a thrown value (an Error's message, else the value itself). */
function errorText(ctx: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = ctx.dump(handle);
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    return String((dumped as { message: unknown }).message);
  }
  return typeof dumped === 'string' ? dumped : JSON.stringify(dumped);
}

/** One log argument as text: strings as they are, everything else as JSON. */
function logText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

type Stopped = { kind: TScriptFailureKind; message: string };

function classify(raw: string, lim: TScriptLimits): { kind: TScriptFailureKind; message: string } {
  if (/interrupted/i.test(raw)) {
    return {
      kind: 'timeout',
      message: `The script ran for more than ${lim.timeMs / 1000} s and was stopped`,
    };
  }
  if (/out of memory|stack overflow|string too long|invalid array length/i.test(raw)) {
    return {
      kind: 'memory',
      message: `The script used more than ${Math.round(lim.memoryBytes / 1024 / 1024)} MB and was stopped`,
    };
  }
  return { kind: 'error', message: raw.trim() || 'The script failed' };
}

/**
 * Run one script with `input` as its `data`. Never throws for the script's sake: a syntax
 * error, a thrown error, a loop that does not end or a script that eats memory each answer
 * `{ ok: false, kind, message }` with what it logged until then.
 */
export async function runScript(
  source: string,
  input: unknown,
  host: TScriptHost = {},
  limits: Partial<TScriptLimits> = {},
): Promise<TScriptResult> {
  const lim: TScriptLimits = { ...DEFAULT_SCRIPT_LIMITS, ...limits };
  const started = Date.now();
  const deadline = started + lim.timeMs;
  const qjs = await warmTemplateSandbox();
  const runtime: QuickJSRuntime = qjs.newRuntime();
  runtime.setMemoryLimit(lim.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const ctx = runtime.newContext();
  const logs: string[] = [];
  let output = 0;
  let calls = 0;
  let overflow: Stopped | undefined;
  const pending = new Set<{ dispose(): void; alive: boolean }>();
  type Outcome =
    { ok: true; result: unknown } | { ok: false; kind: TScriptFailureKind; message: string };
  const done = (r: Outcome): TScriptResult =>
    ({ ...r, logs, ms: Date.now() - started }) as TScriptResult;

  try {
    const log = ctx.newFunction('log', (...args) => {
      const line = args.map((a) => logText(ctx.dump(a))).join(' ');
      output += line.length;
      if (output > lim.maxOutputChars) {
        overflow ??= {
          kind: 'output',
          message: `The script wrote more than ${lim.maxOutputChars} characters`,
        };
        throw new Error(overflow.message);
      }
      logs.push(line);
    });
    ctx.setProp(ctx.global, 'log', log);
    log.dispose();

    if (host.call) {
      const hostCall = host.call;
      const call = ctx.newFunction('call', (entityH, actionH, dataH) => {
        const entity: unknown = entityH ? ctx.dump(entityH) : undefined;
        const action: unknown = actionH ? ctx.dump(actionH) : undefined;
        const data: unknown = dataH ? ctx.dump(dataH) : {};
        const deferred = ctx.newPromise();
        pending.add(deferred);
        calls += 1;
        const answer =
          typeof entity !== 'string' || typeof action !== 'string'
            ? Promise.reject(new Error('call(entity, action, data) needs an entity and an action'))
            : calls > lim.maxCalls
              ? Promise.reject(new Error(`The script made more than ${lim.maxCalls} calls`))
              : hostCall(entity, action, data ?? {});
        answer.then(
          (value) => {
            if (!deferred.alive) return;
            const text = JSON.stringify(value ?? null);
            const parsed = ctx.evalCode(`(${text})`);
            if (parsed.error) {
              deferred.reject(parsed.error);
              parsed.error.dispose();
            } else {
              deferred.resolve(parsed.value);
              parsed.value.dispose();
            }
            pending.delete(deferred);
            deferred.dispose();
            runtime.executePendingJobs();
          },
          (error: unknown) => {
            if (!deferred.alive) return;
            const message = ctx.newError(error instanceof Error ? error.message : String(error));
            deferred.reject(message);
            message.dispose();
            pending.delete(deferred);
            deferred.dispose();
            runtime.executePendingJobs();
          },
        );
        return deferred.handle;
      });
      ctx.setProp(ctx.global, 'call', call);
      call.dispose();
    }

    const evaluated = ctx.evalCode(wrap(source, input), 'script.js');
    if (evaluated.error) {
      const raw = errorText(ctx, evaluated.error);
      evaluated.error.dispose();
      return done({ ok: false, ...(overflow ?? classify(raw, lim)) });
    }
    const promiseHandle = evaluated.value;
    const settled = ctx.resolvePromise(promiseHandle);
    promiseHandle.dispose();
    runtime.executePendingJobs();

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const outcome = await Promise.race([settled, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      return done({ ok: false, ...classify('interrupted', lim) });
    }
    if (outcome.error) {
      const raw = errorText(ctx, outcome.error);
      outcome.error.dispose();
      return done({ ok: false, ...(overflow ?? classify(raw, lim)) });
    }
    const text = ctx.getString(outcome.value);
    outcome.value.dispose();
    if (overflow) return done({ ok: false, ...overflow });
    output += text.length;
    if (output > lim.maxOutputChars) {
      return done({
        ok: false,
        kind: 'output',
        message: `The script wrote more than ${lim.maxOutputChars} characters`,
      });
    }
    return done({ ok: true, result: JSON.parse(text) as unknown });
  } finally {
    for (const deferred of pending) if (deferred.alive) deferred.dispose();
    ctx.dispose();
    runtime.dispose();
  }
}
