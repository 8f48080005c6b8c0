import {
  getQuickJS,
  shouldInterruptAfterDeadline,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';
import { REPORT_TRANSFORM_LIMITS } from '../../../src/contract';

/**
 * A report's transform snippet is code a site administrator wrote, run on a server every site
 * shares: it never runs in Node. It runs in a QuickJS interpreter compiled to WebAssembly, a
 * fresh runtime per call with a deadline and a memory ceiling, its global scope holding only
 * the JSON it is given. The snippet is a function body: it reads `rows` (the data it
 * transforms), `data` (every data set made so far, by name), `params` and `import_data`, and
 * returns an array of row objects.
 */

export type TransformLimits = { timeMs: number; memoryBytes: number };
export type TransformResult =
  { ok: true; rows: Record<string, unknown>[] } | { ok: false; message: string };

let quickJs: Promise<QuickJSWASMModule> | undefined;
const loadQuickJs = () => (quickJs ??= getQuickJS());

function script(snippet: string, input: unknown): string {
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

function describe(raw: string, limits: TransformLimits): string {
  if (/interrupted/i.test(raw))
    return `it ran for more than ${limits.timeMs / 1000} s and was stopped`;
  if (/out of memory|stack overflow/i.test(raw))
    return `it used more than ${Math.round(limits.memoryBytes / 1024 / 1024)} MB and was stopped`;
  return raw.replace(/^Error: /, '');
}

export async function runTransform(
  snippet: string,
  input: {
    rows: unknown[];
    data: Record<string, unknown[]>;
    params: Record<string, unknown>;
    import_data: unknown[] | null;
  },
  limits: TransformLimits = REPORT_TRANSFORM_LIMITS,
): Promise<TransformResult> {
  const qjs = await loadQuickJs();
  const runtime = qjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeMs));
  const ctx = runtime.newContext();
  try {
    const result = ctx.evalCode(script(snippet, input), 'transform.js');
    if (result.error) {
      const dumped: unknown = ctx.dump(result.error);
      result.error.dispose();
      const text =
        dumped && typeof dumped === 'object' && 'message' in dumped
          ? String((dumped as { message: unknown }).message)
          : String(dumped);
      return { ok: false, message: describe(text, limits) };
    }
    const answer = JSON.parse(ctx.getString(result.value)) as {
      rows?: unknown[];
      error?: string;
    };
    result.value.dispose();
    if (answer.error !== undefined) return { ok: false, message: describe(answer.error, limits) };
    const rows = (answer.rows ?? []).map((r) =>
      r && typeof r === 'object' && !Array.isArray(r)
        ? (r as Record<string, unknown>)
        : { value: r },
    );
    return { ok: true, rows };
  } catch (error) {
    return {
      ok: false,
      message: describe(error instanceof Error ? error.message : String(error), limits),
    };
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}
