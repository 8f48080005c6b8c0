import {
  PRINTED_TIME_FORMAT,
  TEMPLATE_MESSAGES as M,
  formatInZone,
  type TTemplatePart,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { renderTemplate } from '../../sandbox/render-template';
import type { ActionContext } from '../action-types';

export type TemplateSources = Record<TTemplatePart, string>;
export type RenderedParts = Record<TTemplatePart, string>;

const PARTS: readonly TTemplatePart[] = ['jinja_template', 'email_subject', 'email_body'];

/**
 * Render each non-empty part of a template in the template sandbox with `data`. The first part
 * that fails refuses the call (400) with its line and nunjucks' message; nothing of the host is
 * reachable from a template, and a loop that does not end is stopped by the sandbox's deadline.
 */
export async function renderParts(
  sources: TemplateSources,
  data: Record<string, unknown>,
): Promise<RenderedParts> {
  const out: RenderedParts = { jinja_template: '', email_subject: '', email_body: '' };
  for (const part of PARTS) {
    const source = sources[part];
    if (source.trim() === '') continue;
    const result = await renderTemplate(source, [data]);
    if (!result.ok) throw badRequest(M.renderError(part, result.message, result.line));
    out[part] = result.outputs[0] ?? '';
  }
  return out;
}

/** A template must render with empty data before it is saved (its syntax, its loops). */
export async function checkCompiles(sources: TemplateSources): Promise<void> {
  await renderParts(sources, {});
}

/** The caller's data with the print stamp: printed_time in the site's zone and printed_user. */
export function withPrintStamp(
  ctx: ActionContext,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Record<string, unknown> {
  return {
    ...data,
    printed_time: formatInZone(
      now.toISOString(),
      ctx.site.local_zone || 'UTC',
      PRINTED_TIME_FORMAT,
    ),
    printed_user: ctx.user.display_name,
  };
}
