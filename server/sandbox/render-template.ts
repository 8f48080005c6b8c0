import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  getQuickJS,
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';

/**
 * Jinja templates (labels, print templates, e-mails) are written by site administrators and
 * rendered on a server every site shares. nunjucks compiles a template to JavaScript, and a
 * template can reach that JavaScript (`{{ range.constructor("...")() }}`), so it never runs in
 * Node: it runs inside a QuickJS interpreter compiled to WebAssembly, with a fresh runtime per
 * call, a deadline, a memory ceiling and nothing in its global scope but nunjucks and the data
 * passed in as JSON. What the template can reach is that interpreter, nothing of the server.
 */

export interface TRenderLimits {
  /** Wall time for the whole call, compiling and every render included. */
  timeMs: number;
  /** Heap of the interpreter. */
  memoryBytes: number;
  /** Size of all outputs together. */
  maxOutputChars: number;
}

export const DEFAULT_RENDER_LIMITS: TRenderLimits = {
  timeMs: 2_000,
  memoryBytes: 48 * 1024 * 1024,
  maxOutputChars: 8 * 1024 * 1024,
};

export interface TRenderError {
  ok: false;
  /** What went wrong, in words a template author can act on. */
  message: string;
  /** 1-based line and column of the template where nunjucks placed the error, when it did. */
  line?: number;
  column?: number;
}
export type TRenderResult = { ok: true; outputs: string[] } | TRenderError;

let quickJs: Promise<QuickJSWASMModule> | undefined;
let nunjucksSource: string | undefined;

function loadNunjucks(): string {
  if (nunjucksSource === undefined) {
    const require = createRequire(import.meta.url);
    nunjucksSource = readFileSync(require.resolve('nunjucks/browser/nunjucks.min.js'), 'utf8');
  }
  return nunjucksSource;
}

/** Starts the interpreter ahead of the first render (the server calls it at start). */
export function warmTemplateSandbox(): Promise<QuickJSWASMModule> {
  quickJs ??= getQuickJS();
  loadNunjucks();
  return quickJs;
}

/** The script run inside the sandbox: compile once, render each data item, answer JSON. */
function renderScript(source: string, data: readonly unknown[], maxOutputChars: number): string {
  return `(function () {
  var env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
  var template;
  try { template = nunjucks.compile(${JSON.stringify(source)}, env, null, true); }
  catch (e) { return JSON.stringify({ error: String(e && e.message || e) }); }
  var items = ${JSON.stringify(data)};
  var outputs = [], size = 0;
  for (var i = 0; i < items.length; i++) {
    var text;
    try { text = template.render(items[i]); }
    catch (e) { return JSON.stringify({ error: String(e && e.message || e) }); }
    size += text.length;
    if (size > ${maxOutputChars}) return JSON.stringify({ error: 'TOO_LONG' });
    outputs.push(text);
  }
  return JSON.stringify({ outputs: outputs });
})()`;
}

const POSITION = /\[Line (\d+), Column (\d+)\]/;

/** nunjucks' "(unknown path) [Line 2, Column 9]\n  unexpected token: }}" as line, column, message. */
export function describeTemplateError(raw: string, limits: TRenderLimits): TRenderError {
  const position = POSITION.exec(raw);
  const detail =
    raw
      .replace(/^\(unknown path\)\s*/, '')
      .replace(POSITION, '')
      .replace(/^Error: /, '')
      .trim() || 'The template could not be rendered';
  if (/interrupted/i.test(detail)) {
    return {
      ok: false,
      message: `The template ran for more than ${limits.timeMs / 1000} s and was stopped`,
    };
  }
  if (/out of memory|string too long|stack overflow|TOO_LONG/i.test(detail)) {
    return {
      ok: false,
      message: `The template used more than ${Math.round(limits.memoryBytes / 1024 / 1024)} MB and was stopped`,
    };
  }
  const message = detail.replace(/^(Template render error:\s*)/i, '').replace(/\s+/g, ' ');
  return position
    ? { ok: false, message, line: Number(position[1]), column: Number(position[2]) }
    : { ok: false, message };
}

/** The error of an evalCode result, as a string. */
function errorText(ctx: QuickJSContext, error: Parameters<QuickJSContext['dump']>[0]): string {
  const dumped: unknown = ctx.dump(error);
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    return String((dumped as { message: unknown }).message);
  }
  return String(dumped);
}

/**
 * Renders one template once per data item (JSON only: dates as ISO strings, no functions).
 * Never throws for the template's sake: a syntax error, a runtime error, a loop that does not end
 * or a template that eats memory each answer `{ ok: false, message }`.
 */
export async function renderTemplate(
  source: string,
  data: readonly unknown[],
  limits: Partial<TRenderLimits> = {},
): Promise<TRenderResult> {
  const lim: TRenderLimits = { ...DEFAULT_RENDER_LIMITS, ...limits };
  const qjs = await warmTemplateSandbox();
  const runtime = qjs.newRuntime();
  runtime.setMemoryLimit(lim.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + lim.timeMs));
  const ctx = runtime.newContext();
  try {
    const loaded = ctx.evalCode(loadNunjucks(), 'nunjucks.js');
    if (loaded.error) {
      const text = errorText(ctx, loaded.error);
      loaded.error.dispose();
      return describeTemplateError(text, lim);
    }
    loaded.value.dispose();
    const result = ctx.evalCode(renderScript(source, data, lim.maxOutputChars), 'render.js');
    if (result.error) {
      const text = errorText(ctx, result.error);
      result.error.dispose();
      return describeTemplateError(text, lim);
    }
    const answer = JSON.parse(ctx.getString(result.value)) as {
      outputs?: string[];
      error?: string;
    };
    result.value.dispose();
    if (answer.error !== undefined) return describeTemplateError(answer.error, lim);
    return { ok: true, outputs: answer.outputs ?? [] };
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}
