import { z } from 'zod';
import {
  ERROR_CODES,
  KNOWLEDGE_DOCUMENT_TYPE,
  MESSAGES,
  ZKnowledgeArticle,
} from '../../../src/contract';
import { AppError } from '../../errors';
import { sanitizeRichText } from './help';
import type { DocumentItem } from './queries';

const KNOWLEDGE_SUFFIX = /(^|-)KNOWLEDGE$/;

export const isKnowledge = (item: { document_type?: string | undefined }) =>
  item.document_type === KNOWLEDGE_DOCUMENT_TYPE;

/** Keys naming the knowledge base: its type, or a site_document {product}-KNOWLEDGE. */
export const isKnowledgeKey = (d: {
  site_document?: string | undefined;
  document_type?: string | undefined;
}) => isKnowledge(d) || (d.site_document !== undefined && KNOWLEDGE_SUFFIX.test(d.site_document));

/**
 * A knowledge article checked against its schema, its content sanitised to the rich-text tags
 * (the app sanitises again on display). Unknown fields are dropped.
 */
export function knowledgeItem(item: DocumentItem): DocumentItem {
  const parsed = ZKnowledgeArticle.safeParse(item);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError(
      ERROR_CODES.VALIDATION,
      first ? `${first.path.join('.')}: ${first.message}` : MESSAGES.invalidData,
      400,
      z.prettifyError(parsed.error),
    );
  }
  const article = parsed.data;
  return {
    ...article,
    content: sanitizeRichText(article.content),
    lookup_key_1: article.group || undefined,
    lookup_key_2: article.category || undefined,
    lookup_key_3: article.sub_category || undefined,
  } as DocumentItem;
}
