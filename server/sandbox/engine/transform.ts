import { shouldInterruptAfterDeadline } from 'quickjs-emscripten';
import {
  crashOf,
  limitOf,
  type TTransformAnswer,
  type TTransformInput,
  type TTransformLimits,
} from '../tasks';
import { freshQuickJs } from './quickjs-module';

/** The snippet as a function body of `rows`, `data`, `params` and `import_data`, answering JSON. */
function script(snippet: string, input: TTransformInput): string {
  return `(function () {
  var input = ${JSON.stringify(input)};
  var out;
  try {
    out = (function (rows, data, params, import_data) {
${snippet}
    })(input.rows, input.data, input.params, input.import_data);
  } catch (e) { return JSON.stringify({ error: String(e && e.message || e) }); }
  if (!Array.isArray(out)) return JSON.stringify({ error: 'The snippet must return an array of rows' });
  return JSON.stringify({ rows: out });
})()`;
}

const failure = (raw: string, memoryFull: boolean): TTransformAnswer => {
  const limit = memoryFull ? 'memory' : limitOf(raw);
  return limit ? { ok: false, limit } : { ok: false, message: raw.replace(/^Error: /, '') };
};

/**
 * Run a report's transform snippet in a QuickJS module of its own, its global scope holding
 * only the JSON it is given; it answers the array of rows the snippet returned. The module is
 * dropped afterwards rather than disposed (see renderInSandbox).
 */
export async function transformInSandbox(
  snippet: string,
  input: TTransformInput,
  limits: TTransformLimits,
  deadline: number,
): Promise<TTransformAnswer> {
  try {
    const code = script(snippet, input);
    const { qjs, memoryFull } = await freshQuickJs(limits.memoryBytes, code.length);
    const failed = (raw: string) => failure(raw, memoryFull());
    const runtime = qjs.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const ctx = runtime.newContext();
    const result = ctx.evalCode(code, 'transform.js');
    if (result.error) {
      const dumped: unknown = ctx.dump(result.error);
      return failed(
        dumped && typeof dumped === 'object' && 'message' in dumped
          ? String((dumped as { message: unknown }).message)
          : String(dumped),
      );
    }
    const answer = JSON.parse(ctx.getString(result.value)) as { rows?: unknown[]; error?: string };
    if (answer.error !== undefined) return failed(answer.error);
    return { ok: true, rows: answer.rows ?? [] };
  } catch (error) {
    return { ok: false, limit: crashOf(error) };
  }
}
