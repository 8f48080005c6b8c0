import {
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
} from 'quickjs-emscripten';
import { crashOf, limitOf, type TScriptAnswer, type TScriptLimits } from '../tasks';
import { freshQuickJs } from './quickjs-module';

/** `call(entity, action, data)` as the worker forwards it to the server's thread. */
export type THostCall = (entity: string, action: string, data: unknown) => Promise<unknown>;

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

type Outcome =
  | { ok: true; result: unknown }
  | { ok: false; kind: 'error' | 'output'; message: string }
  | { ok: false; limit: ReturnType<typeof crashOf> };

const failure = (raw: string, memoryFull: boolean): Outcome => {
  const limit = memoryFull ? 'memory' : limitOf(raw);
  return limit
    ? { ok: false, limit }
    : { ok: false, kind: 'error', message: raw.trim() || 'The script failed' };
};

/**
 * Run one script in a QuickJS module of this run's own, with `input` as its `data`, `log`, and
 * `call` when `hostCall` is given. A syntax error, a thrown error, a loop that does not end or
 * a script that eats memory each answer `{ ok: false }` with what it logged until then. The
 * module is dropped afterwards rather than disposed (see renderInSandbox).
 */
export async function runInSandbox(
  source: string,
  input: unknown,
  lim: TScriptLimits,
  deadline: number,
  hostCall: THostCall | undefined,
): Promise<TScriptAnswer> {
  const started = Date.now();
  const logs: string[] = [];
  const done = (r: Outcome): TScriptAnswer => ({ ...r, logs, ms: Date.now() - started });
  try {
    const code = wrap(source, input);
    const { qjs, memoryFull } = await freshQuickJs(lim.memoryBytes, code.length);
    const failed = (raw: string) => failure(raw, memoryFull());
    const runtime = qjs.newRuntime();
    runtime.setMemoryLimit(lim.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const ctx = runtime.newContext();
    let output = 0;
    let calls = 0;
    let overflow: Outcome | undefined;
    const outputLimit = `The script wrote more than ${lim.maxOutputChars} characters`;

    const log = ctx.newFunction('log', (...args) => {
      const line = args.map((a) => logText(ctx.dump(a))).join(' ');
      output += line.length;
      if (output > lim.maxOutputChars) {
        overflow ??= { ok: false, kind: 'output', message: outputLimit };
        throw new Error(outputLimit);
      }
      logs.push(line);
    });
    ctx.setProp(ctx.global, 'log', log);
    log.dispose();

    if (hostCall) {
      const call = ctx.newFunction('call', (entityH, actionH, dataH) => {
        const entity: unknown = entityH ? ctx.dump(entityH) : undefined;
        const action: unknown = actionH ? ctx.dump(actionH) : undefined;
        const data: unknown = dataH ? ctx.dump(dataH) : {};
        const deferred = ctx.newPromise();
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
            const parsed = ctx.evalCode(`(${JSON.stringify(value ?? null)})`);
            if (parsed.error) deferred.reject(parsed.error);
            else deferred.resolve(parsed.value);
            runtime.executePendingJobs();
          },
          (error: unknown) => {
            if (!deferred.alive) return;
            deferred.reject(ctx.newError(error instanceof Error ? error.message : String(error)));
            runtime.executePendingJobs();
          },
        );
        return deferred.handle;
      });
      ctx.setProp(ctx.global, 'call', call);
      call.dispose();
    }

    const evaluated = ctx.evalCode(code, 'script.js');
    if (evaluated.error) return done(overflow ?? failed(errorText(ctx, evaluated.error)));
    const settled = ctx.resolvePromise(evaluated.value);
    runtime.executePendingJobs();

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const outcome = await Promise.race([settled, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') return done({ ok: false, limit: 'time' });
    if (outcome.error) return done(overflow ?? failed(errorText(ctx, outcome.error)));
    const text = ctx.getString(outcome.value);
    if (overflow) return done(overflow);
    output += text.length;
    if (output > lim.maxOutputChars)
      return done({ ok: false, kind: 'output', message: outputLimit });
    return done({ ok: true, result: JSON.parse(text) as unknown });
  } catch (error) {
    return done({ ok: false, limit: crashOf(error) });
  }
}
