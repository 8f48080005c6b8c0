import { shouldInterruptAfterDeadline, type QuickJSContext } from 'quickjs-emscripten';
import {
  crashOf,
  limitOf,
  type TRenderLimits,
  type TTemplateAnswer,
  type TTemplateEscape,
} from '../tasks';
import { freshQuickJs, nunjucksCode } from './quickjs-module';

/**
 * nunjucks' autoescape calls `lib.escape` on every output value that is not marked safe (the
 * `safe` filter marks one); for ZPL it writes the characters a printer would read as commands,
 * and the hex indicator itself, as `^FH_` hex escapes.
 */
const ESCAPES: Record<Exclude<TTemplateEscape, 'none'>, string> = {
  zpl: `nunjucks.lib.escape = function (s) {
    return String(s).replace(/[_^~]/g, function (c) {
      return c === '_' ? '_5F' : c === '^' ? '_5E' : '_7E';
    });
  };`,
};

/** The script run inside the sandbox: compile once, render each data item, answer JSON. */
function renderScript(
  source: string,
  data: readonly unknown[],
  maxOutputChars: number,
  escape: TTemplateEscape,
): string {
  const autoescape = escape !== 'none';
  return `(function () {
  ${autoescape ? ESCAPES[escape] : ''}
  var env = new nunjucks.Environment(null, { autoescape: ${autoescape}, throwOnUndefined: false });
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
export function describeTemplateError(raw: string): TTemplateAnswer {
  const position = POSITION.exec(raw);
  const detail =
    raw
      .replace(/^\(unknown path\)\s*/, '')
      .replace(POSITION, '')
      .replace(/^Error: /, '')
      .trim() || 'The template could not be rendered';
  const limit = limitOf(detail);
  if (limit) return { ok: false, limit };
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
 * Render one nunjucks template once per data item in a QuickJS module of this task's own, with
 * nothing in its global scope but nunjucks and the data (JSON). The module is dropped afterwards
 * rather than disposed: QuickJS may abort while freeing a runtime stopped mid-way.
 */
export async function renderInSandbox(
  source: string,
  data: readonly unknown[],
  lim: TRenderLimits,
  deadline: number,
  escape: TTemplateEscape = 'none',
): Promise<TTemplateAnswer> {
  try {
    const script = renderScript(source, data, lim.maxOutputChars, escape);
    const { qjs, memoryFull } = await freshQuickJs(
      lim.memoryBytes,
      script.length + nunjucksCode().length,
    );
    const failed = (raw: string): TTemplateAnswer =>
      memoryFull() ? { ok: false, limit: 'memory' } : describeTemplateError(raw);
    const runtime = qjs.newRuntime();
    runtime.setMemoryLimit(lim.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const ctx = runtime.newContext();
    const loaded = ctx.evalCode(nunjucksCode(), 'nunjucks.js');
    if (loaded.error) return failed(errorText(ctx, loaded.error));
    const result = ctx.evalCode(script, 'render.js');
    if (result.error) return failed(errorText(ctx, result.error));
    const answer = JSON.parse(ctx.getString(result.value)) as {
      outputs?: string[];
      error?: string;
    };
    if (answer.error !== undefined) return failed(answer.error);
    return { ok: true, outputs: answer.outputs ?? [] };
  } catch (error) {
    return { ok: false, limit: crashOf(error) };
  }
}
