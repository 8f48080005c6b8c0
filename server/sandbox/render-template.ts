import { limitError } from './limit-error';
import { runSandboxTask } from './pool';
import {
  DEFAULT_RENDER_LIMITS,
  type TLimitAnswer,
  type TRenderLimits,
  type TTemplateAnswer,
  type TTemplateEscape,
} from './tasks';

export { DEFAULT_RENDER_LIMITS, type TRenderLimits } from './tasks';

/**
 * Jinja templates (labels, print templates, e-mails) are written by site administrators and
 * rendered on a server every site shares. nunjucks compiles a template to JavaScript, and a
 * template can reach that JavaScript (`{{ range.constructor("...")() }}`), so it never runs in
 * Node: it runs in a sandbox worker thread, inside a QuickJS interpreter compiled to
 * WebAssembly (a module of its own per call), with a deadline, a memory ceiling and nothing in
 * its global scope but nunjucks and the data passed in as JSON (engine/template.ts).
 */

export interface TRenderError {
  ok: false;
  /** What went wrong, in words a template author can act on. */
  message: string;
  /** 1-based line and column of the template where nunjucks placed the error, when it did. */
  line?: number;
  column?: number;
}
export type TRenderResult = { ok: true; outputs: string[] } | TRenderError;

/**
 * Renders one template once per data item (JSON only: dates as ISO strings, no functions).
 * The template's own errors (syntax, a failed expression) answer `{ ok: false, message }`; a
 * template that runs past its time, memory or stack limit refuses the call: it throws the
 * AppError naming the limit (429 when its time passed waiting for a free worker). `escape`
 * 'zpl' writes every output value with ZPL hex escapes (a template's `| safe` opts out).
 */
export async function renderTemplate(
  source: string,
  data: readonly unknown[],
  limits: Partial<TRenderLimits> = {},
  escape: TTemplateEscape = 'none',
): Promise<TRenderResult> {
  const lim: TRenderLimits = { ...DEFAULT_RENDER_LIMITS, ...limits };
  const answer = (await runSandboxTask({ kind: 'template', source, data, limits: lim, escape })) as
    TTemplateAnswer | TLimitAnswer;
  if ('limit' in answer) throw limitError('template', answer.limit, lim);
  return answer;
}
