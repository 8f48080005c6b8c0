import type { z } from 'zod';
import type { TDocumentItem, ZStoredDocument } from '../../src/contract';
import type { ActionContext } from './action-types';

/** Columns a document-store list expression may name. */
export const EXPRESSION_FIELDS = [
  'site_document',
  'document_id',
  'document_type',
  'lookup_key_1',
  'lookup_key_2',
  'lookup_key_3',
] as const;
export type ExpressionField = (typeof EXPRESSION_FIELDS)[number];

/** One clause of a list expression: `field = :v` or `begins_with(field, :v)`. */
export type DocumentCondition = {
  field: ExpressionField;
  op: 'eq' | 'begins_with';
  value: string;
};

/**
 * A document type the generic store (service `document`, entity `dynamodb`) answers from an
 * area's own tables instead of its JSON documents: users, their sites and permissions, the
 * task master. The store hands such a call over whole; the adapter checks the caller's
 * permission itself (the store only checked membership of the site) and answers items in the
 * store's shape (site_document, document_id, document_type and the record's fields).
 */
/**
 * A record as the store answers it: site_id, site_document, document_id, document_type,
 * lookup keys (null when none), created_at / updated_at, then the record's own fields.
 */
export type AdaptedDocument = z.input<typeof ZStoredDocument>;

export type DocumentAdapter = {
  /** The document_type it answers. */
  type: string;
  /** Whether a site_document names records of this type (e.g. `u1-USER_SITE`). */
  ownsSiteDocument(siteDocument: string): boolean;
  list(ctx: ActionContext, conditions: DocumentCondition[]): Promise<AdaptedDocument[]>;
  /** Undefined when there is none. */
  get(
    ctx: ActionContext,
    siteDocument: string,
    documentId: string,
  ): Promise<AdaptedDocument | undefined>;
  /** `add` creates or replaces; `update` must find the record (404 otherwise). */
  save(ctx: ActionContext, item: TDocumentItem, mode: 'add' | 'update'): Promise<AdaptedDocument>;
  /** The deleted records; a missing record is refused (the store's "not found"). */
  remove(ctx: ActionContext, siteDocument: string, documentId: string): Promise<AdaptedDocument[]>;
};

const adapters: DocumentAdapter[] = [];

/** Called once by the registry with every area's adapters. */
export function registerDocumentAdapters(list: readonly DocumentAdapter[]): void {
  for (const adapter of list) {
    if (!adapters.some((a) => a.type === adapter.type)) adapters.push(adapter);
  }
}

/** The adapter for a call naming this type or site_document, if an area registered one. */
export function documentAdapterFor(key: {
  site_document?: string | undefined;
  document_type?: string | undefined;
}): DocumentAdapter | undefined {
  if (key.document_type) {
    const byType = adapters.find((a) => a.type === key.document_type);
    if (byType) return byType;
  }
  const siteDocument = key.site_document;
  return siteDocument ? adapters.find((a) => a.ownsSiteDocument(siteDocument)) : undefined;
}

/** The types answered by adapters, for the store's description. */
export const adaptedDocumentTypes = () => adapters.map((a) => a.type);
