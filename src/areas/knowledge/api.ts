import { callResults } from '../../api';
import {
  DOCUMENT_CALLS,
  KNOWLEDGE_DOCUMENT_TYPE,
  KNOWLEDGE_MESSAGES as M,
  KNOWLEDGE_SITE,
  KNOWLEDGE_SITE_DOCUMENT,
  KNOWLEDGE_VIEWS,
  type TKnowledgeAnswer,
  type TKnowledgeArticleInput,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The knowledge base's calls: the generic document store (service document, entity dynamodb),
 * documents of type KNOWLEDGE kept at site GLOBAL. Every user reads them at their own site
 * (the store answers GLOBAL's articles there); the help editors write them at GLOBAL.
 */

const read = { quietErrors: true } as const;
const write = { siteId: KNOWLEDGE_SITE, quietErrors: true, blocking: true } as const;

export async function fetchArticles(): Promise<TKnowledgeAnswer[]> {
  try {
    const list = await callResults(
      KNOWLEDGE_VIEWS.list,
      {
        expression: 'site_document = :s AND document_type = :t',
        values: { ':s': KNOWLEDGE_SITE_DOCUMENT, ':t': KNOWLEDGE_DOCUMENT_TYPE },
      },
      read,
    );
    return [...list].sort((a, b) => a.title.localeCompare(b.title));
  } catch (e) {
    throw new Error(M.listFailed(errorText(e)), { cause: e });
  }
}

export async function fetchArticle(id: string): Promise<TKnowledgeAnswer | null> {
  try {
    const [found] = await callResults(
      KNOWLEDGE_VIEWS.get,
      { site_document: KNOWLEDGE_SITE_DOCUMENT, document_id: id },
      read,
    );
    return found ?? null;
  } catch (e) {
    throw new Error(M.loadFailed(errorText(e)), { cause: e });
  }
}

export async function saveArticle(article: TKnowledgeArticleInput): Promise<TKnowledgeAnswer> {
  try {
    const [saved] = await callResults(
      KNOWLEDGE_VIEWS.add,
      {
        item: {
          ...article,
          document_type: KNOWLEDGE_DOCUMENT_TYPE,
          site_document: KNOWLEDGE_SITE_DOCUMENT,
        },
      },
      write,
    );
    if (!saved) throw new Error('no answer');
    return saved;
  } catch (e) {
    throw new Error(M.saveFailed(errorText(e)), { cause: e });
  }
}

export async function deleteArticle(id: string): Promise<void> {
  try {
    await callResults(
      DOCUMENT_CALLS.delete,
      { site_document: KNOWLEDGE_SITE_DOCUMENT, document_id: id },
      write,
    );
  } catch (e) {
    throw new Error(M.saveFailed(errorText(e)), { cause: e });
  }
}
