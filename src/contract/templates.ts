import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { rules } from './form-rules';
import { LABEL_ENTITIES } from './labels';
import { MESSAGES } from './messages';

/**
 * Jinja templates (document 3 "Template (Jinja)", "Template rendering"; document 2 "Fish
 * labels", service `template`): a site's print, label and e-mail templates, rendered by the
 * server's template sandbox with the caller's data plus printed_time and printed_user. The
 * document store answers the same records as document_type JINJA_TEMPLATE.
 */

export const JINJA_TEMPLATE_TYPE = 'JINJA_TEMPLATE';
/** The site_document the store answers a site's templates under. */
export const templateSiteDocument = (siteId: string) => `${siteId}-${JINJA_TEMPLATE_TYPE}`;

/** printed_time as a template receives it, in the site's zone (e.g. 24-11-26 @ 3:07:09 PM). */
export const PRINTED_TIME_FORMAT = 'DD-MM-YY @ h:mm:ss A';

/** The parts of a template that are rendered, as error messages name them. */
export const TEMPLATE_PARTS = {
  jinja_template: 'Template',
  email_subject: 'Email subject',
  email_body: 'Email body',
} as const;
export type TTemplatePart = keyof typeof TEMPLATE_PARTS;

export const TEMPLATE_MESSAGES = {
  listFailed: 'Hmmm ... cannot get the templates, if the problem persists please call support',
  getFailed: 'TEMPLATE - Something went wrong!...',
  save: (detail: string) => `TEMPLATE UPDATE - This failed for some reason (${detail})`,
  remove: (detail: string) => `Failed to delete the template (${detail})`,
  renderFailed: (detail: string) => `The template could not be rendered (${detail})`,
  notFound: (id: string) => `Template '${id}' was not found`,
  printerSetNotFound: (set: string) => `Printer set '${set}' was not found`,
  entity: 'Choose an entity',
  sampleData: 'The sample data must be a JSON object, e.g. {"required_date": "2026-11-24"}',
  templateOrDraft: 'Name a template or send a draft to render',
  /** "Line 3: unexpected token: }}" for the template body, the part's name first otherwise. */
  renderError: (part: TTemplatePart, message: string, line?: number) => {
    const where = line === undefined ? '' : `Line ${line}: `;
    return part === 'jinja_template'
      ? `${where}${message}`
      : `${TEMPLATE_PARTS[part]}: ${where}${message}`;
  },
} as const;

const id = () =>
  rules
    .required()
    .max(60, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_.-]*$/u, MESSAGES.alphaDash);
const optionalText = (max: number) =>
  fields
    .text(max)
    .nullish()
    .transform((v) => v ?? '');
const trimmed = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v ?? '');

/** The entity a template renders a record of; '' for none (e.g. an e-mail of its own). */
export const ZTemplateEntity = fields
  .oneOf(['', ...LABEL_ENTITIES], TEMPLATE_MESSAGES.entity)
  .nullish()
  .transform((v) => v ?? '');

/** A template as the editor saves it. */
export const ZTemplate = z.object({
  template_id: id(),
  description: rules.required().max(200, MESSAGES.max),
  entity: ZTemplateEntity,
  jinja_template: fields.text(100_000).refine((v) => v.trim() !== '', MESSAGES.required),
  email_subject: optionalText(400),
  email_body: optionalText(50_000),
  label: trimmed(40),
  button_text: trimmed(40),
});
export type TTemplate = z.output<typeof ZTemplate>;
export const BLANK_TEMPLATE: TTemplate = {
  template_id: '',
  description: '',
  entity: '',
  jinja_template: '',
  email_subject: '',
  email_body: '',
  label: '',
  button_text: '',
};

export const ZTemplateRow = z.object({
  template_id: z.string(),
  description: z.string(),
  entity: z.string(),
  jinja_template: z.string(),
  email_subject: z.string(),
  email_body: z.string(),
  label: z.string(),
  button_text: z.string(),
});
export type TTemplateRow = z.output<typeof ZTemplateRow>;

export const ZTemplateList = z.object({ search_term: fields.text(80).trim().nullish() });
export const ZTemplateKey = z.object({ template_id: fields.text(60).trim().min(1) });

/** What is rendered in place of a stored template (the editor's Try it, before it is saved). */
export const ZTemplateDraft = z.object({
  jinja_template: fields.text(100_000),
  email_subject: optionalText(400),
  email_body: optionalText(50_000),
  label: trimmed(40),
  entity: ZTemplateEntity,
});
export type TTemplateDraft = z.output<typeof ZTemplateDraft>;

/** `template template create`: render a template with the caller's data. */
export const ZTemplateRender = z
  .object({
    /** The template_id of a stored template. */
    template: fields.text(60).trim().nullish(),
    printer_set: fields.text(20).trim().nullish(),
    data: z.record(z.string(), z.unknown()).default({}),
    draft: ZTemplateDraft.optional(),
  })
  .refine((d) => Boolean(d.template) || d.draft !== undefined, {
    message: fields.answered(TEMPLATE_MESSAGES.templateOrDraft),
  });
export type TTemplateRenderInput = z.input<typeof ZTemplateRender>;

export const ZTemplateRendered = z.object({
  print_string: z.string(),
  email_subject: z.string(),
  email_body: z.string(),
  label: z.string(),
  entity: z.string(),
});
export type TTemplateRendered = z.output<typeof ZTemplateRendered>;

/** Sample data of the editor's Try it: what the fish labels send (document 2). */
export const sampleTemplateData = (today: string) =>
  JSON.stringify({ required_date: today }, null, 2);

/** The Try it data as typed: a JSON object, or the message why not. */
export function parseSampleData(
  text: string,
): { ok: true; data: Record<string, unknown> } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, data: value as Record<string, unknown> };
    }
  } catch {
    // Reported below.
  }
  return { ok: false, message: TEMPLATE_MESSAGES.sampleData };
}

const call = <E extends string, A extends string, I extends z.ZodType, O extends z.ZodType>(
  entity: E,
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'template', entity, action, input, output });

export const TEMPLATE_CALLS = {
  list: call('template', 'list', ZTemplateList, ZTemplateRow),
  get: call('template', 'get', ZTemplateKey, ZTemplateRow),
  check: call('template', 'check', ZTemplate, ZTemplateRow),
  delete: call('template', 'delete', ZTemplateKey, ZTemplateRow),
  create: call('template', 'create', ZTemplateRender, ZTemplateRendered),
};
