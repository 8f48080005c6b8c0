import { z } from 'zod';
import { callView } from './action-contract';
import { GLOBAL_SITE } from './envelope';
import { text } from './fields';
import { DOCUMENT_CALLS, ZStoredDocument } from './help';
import { MESSAGES } from './messages';

/*
 * The knowledge base (/knowledge, /knowledge/article; document 3 "Knowledge article",
 * section 7 "Knowledge (document service)"): articles are documents of type KNOWLEDGE in the
 * generic document store at site GLOBAL, site_document wms-KNOWLEDGE. Their content is rich
 * text, sanitised on save (server) and on display (app) to the tags of the help text.
 */

export const KNOWLEDGE_DOCUMENT_TYPE = 'KNOWLEDGE';
export const KNOWLEDGE_SITE_DOCUMENT = 'wms-KNOWLEDGE';
/**
 * Articles are kept at the provider's pseudo-site and written there: one knowledge base for
 * every site, read by every signed-in user at their own site.
 */
export const KNOWLEDGE_SITE = GLOBAL_SITE;
export const KNOWLEDGE_CONTENT_MAX = 200_000;

export const KNOWLEDGE_MESSAGES = {
  titleRequired: MESSAGES.required,
  idFormat: 'Use letters, numbers, dashes and underscores',
  saved: (title: string) => `The article '${title}' was saved`,
  deleted: (title: string) => `The article '${title}' was deleted`,
  listFailed: (detail: string) =>
    `Something went wrong listing the knowledge articles! Please contact support if it persists - ${detail}`,
  loadFailed: (detail: string) =>
    `There was a problem loading this article. If the problem persists, please contact support - ${detail}`,
  saveFailed: (detail: string) =>
    `There was a problem updating the article, if the problem persists please contact support - ${detail}`,
  notFound: MESSAGES.helpMissing,
  writeAtGlobal: 'Knowledge articles are written at site GLOBAL',
} as const;

const short = (max: number) => text(max).trim().default('');

/** An article as saved (document 3: document_id, content, title, short_description, tags, group, category, sub_category). */
export const ZKnowledgeArticle = z.object({
  document_type: z.literal(KNOWLEDGE_DOCUMENT_TYPE).default(KNOWLEDGE_DOCUMENT_TYPE),
  site_document: z.literal(KNOWLEDGE_SITE_DOCUMENT).default(KNOWLEDGE_SITE_DOCUMENT),
  document_id: text(80)
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[A-Za-z0-9_-]+$/, KNOWLEDGE_MESSAGES.idFormat),
  title: text(200).trim().min(1, KNOWLEDGE_MESSAGES.titleRequired),
  short_description: short(500),
  content: text(KNOWLEDGE_CONTENT_MAX).default(''),
  tags: z.array(text(40).trim().min(1)).max(30).default([]),
  group: short(80),
  category: short(80),
  sub_category: short(80),
});
export type TKnowledgeArticleInput = z.input<typeof ZKnowledgeArticle>;
export type TKnowledgeArticle = z.output<typeof ZKnowledgeArticle>;

/** An article as the store answers it (with the store's key columns and times). */
export const ZKnowledgeAnswer = ZStoredDocument.extend({
  title: z.string(),
  short_description: z.string().default(''),
  content: z.string().default(''),
  tags: z.array(z.string()).default([]),
  group: z.string().default(''),
  category: z.string().default(''),
  sub_category: z.string().default(''),
});
export type TKnowledgeAnswer = z.output<typeof ZKnowledgeAnswer>;

/** The document store's calls read as knowledge articles. */
export const KNOWLEDGE_VIEWS = {
  list: callView(DOCUMENT_CALLS.list, ZKnowledgeAnswer),
  get: callView(DOCUMENT_CALLS.get, ZKnowledgeAnswer),
  add: callView(DOCUMENT_CALLS.add, ZKnowledgeAnswer),
};

/** A document id from a title: lower case words joined by dashes. */
export function knowledgeIdFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Does the article match a search (title, description, tags, group, category)? */
export function knowledgeMatches(a: TKnowledgeAnswer, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [a.title, a.short_description, a.group, a.category, a.sub_category, ...a.tags].some((v) =>
    v.toLowerCase().includes(t),
  );
}
