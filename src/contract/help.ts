import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { instant } from './answer-fields';
import { decimal, text } from './fields';

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

// ---- the document store (service `document`, entity `dynamodb`) ---------------------------------

const ZDocumentKey = text().trim().min(1).max(200);
const ZLookupKey = text().max(500).nullable().optional();
/** A document as the client sends it: its keys plus any other fields (kept in its data). */
export const ZDocumentItem = z.looseObject({
  document_type: text().trim().min(1).max(80),
  site_document: ZDocumentKey,
  document_id: text().trim().max(200).optional(),
  lookup_key_1: ZLookupKey,
  lookup_key_2: ZLookupKey,
  lookup_key_3: ZLookupKey,
});
export type TDocumentItem = z.output<typeof ZDocumentItem>;
export const ZDocumentKeys = z.looseObject({
  site_document: ZDocumentKey,
  document_id: ZDocumentKey,
  document_type: text().max(80).optional(),
});
export const ZDocumentGet = ZDocumentKeys.extend({
  index: text().max(80).optional(),
  include_sub_documents: z.boolean().optional(),
});
export const ZDocumentAdd = z
  .object({
    item: ZDocumentItem.optional(),
    items: z.array(ZDocumentItem).min(1).max(500).optional(),
    record: ZDocumentItem.optional(),
  })
  .refine((d) => [d.item, d.items, d.record].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of item, items or record',
  });
export const ZDocumentUpdate = z
  .object({ record: ZDocumentItem.optional(), item: ZDocumentItem.optional() })
  .refine((d) => [d.record, d.item].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of record or item',
  });
export const ZDocumentList = z.object({
  site_document: ZDocumentKey.optional(),
  index: text().max(80).optional(),
  expression: text().max(2000).optional(),
  values: z.record(text(), z.union([text(), decimal(), z.boolean()])).optional(),
});

/** A help text as the document store answers it (document 3 "Help"). */
export const ZHelpAnswer = z.object({
  document_type: z.literal(HELP_DOCUMENT_TYPE),
  site_document: z.string(),
  document_id: z.string(),
  help_context: z.string(),
  title: z.string(),
  help_text: z.string(),
  updated_by: z.string().nullable(),
  updated_at: instant(),
});
export type THelpAnswer = z.output<typeof ZHelpAnswer>;
/** A stored document: its own fields, with the key columns over them. */
export const ZStoredDocument = z.looseObject({
  site_id: z.string(),
  site_document: z.string(),
  document_id: z.string(),
  document_type: z.string(),
  lookup_key_1: z.string().nullable(),
  lookup_key_2: z.string().nullable(),
  lookup_key_3: z.string().nullable(),
  created_at: instant(),
  updated_at: instant(),
});
export type TStoredDocument = z.output<typeof ZStoredDocument>;
/** What the document store answers: help texts (HELP) or stored documents. */
export const ZDocumentAnswer = z.union([ZHelpAnswer, ZStoredDocument]);

const documentCall = <const A extends string, I extends z.ZodType>(action: A, input: I) =>
  actionContract({
    service: 'document',
    entity: 'dynamodb',
    action,
    input,
    output: ZDocumentAnswer,
  });

export const DOCUMENT_CALLS = {
  get: documentCall('get', ZDocumentGet),
  add: documentCall('add', ZDocumentAdd),
  update: documentCall('update', ZDocumentUpdate),
  delete: documentCall('delete', ZDocumentKeys),
  list: documentCall('list', ZDocumentList),
};

/** The document store's calls read as help texts (site_document wms-HELP or type HELP). */
export const HELP_VIEWS = {
  get: callView(DOCUMENT_CALLS.get, ZHelpAnswer),
  add: callView(DOCUMENT_CALLS.add, ZHelpAnswer),
};
