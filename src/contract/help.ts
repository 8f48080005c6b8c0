import { z } from 'zod';
import { text } from './fields';

export const HELP_DOCUMENT_TYPE = 'HELP';
export const HELP_SITE_DOCUMENT = 'wms-HELP';

export const ZHelpItem = z.object({
  document_type: z.literal(HELP_DOCUMENT_TYPE),
  site_document: text().default(HELP_SITE_DOCUMENT),
  document_id: text().min(1).max(200),
  help_context: text().min(1).max(200),
  title: text().max(200).default(''),
  help_text: text().max(200_000),
});
export type THelpItem = z.infer<typeof ZHelpItem>;

/** Tags and attributes help and knowledge HTML may keep (sanitised on save and on display). */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
];
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'];
