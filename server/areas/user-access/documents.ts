import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  USER_ACCESS_MESSAGES as M,
  isAnsweredMessage,
} from '../../../src/contract';
import { AppError, badRequest } from '../../errors';
import type { AdaptedDocument, DocumentCondition } from '../document-adapters';

/** A record in the document store's shape: its keys, then its own fields. */
export function asDocument(
  key: { site_id: string; site_document: string; document_id: string; document_type: string },
  stamps: { created_at: Date | string; updated_at: Date | string },
  fields: Record<string, unknown>,
): AdaptedDocument {
  return {
    ...fields,
    ...key,
    id: key.document_id,
    lookup_key_1: null,
    lookup_key_2: null,
    lookup_key_3: null,
    created_at: stamps.created_at,
    updated_at: stamps.updated_at,
  };
}

/** The user a `{user_id}-{TYPE}` site_document names. */
export function userOfSiteDocument(siteDocument: string, type: string): string | undefined {
  const suffix = `-${type}`;
  if (!siteDocument.endsWith(suffix)) return undefined;
  const user = siteDocument.slice(0, -suffix.length);
  return user || undefined;
}

/** The values the conditions require of a field (equality) and prefixes (begins_with). */
export function conditionsOf(conditions: DocumentCondition[]) {
  const eq = (field: string) => conditions.find((c) => c.field === field && c.op === 'eq')?.value;
  const prefix = (field: string) =>
    conditions.find((c) => c.field === field && c.op === 'begins_with')?.value;
  /** Does a record's value of `field` satisfy every condition on it? */
  const matches = (field: string, value: string) =>
    conditions
      .filter((c) => c.field === field)
      .every((c) => (c.op === 'eq' ? value === c.value : value.startsWith(c.value)));
  return { eq, prefix, matches };
}

/**
 * Parse a record's own fields with its schema; a bad field is a 400 naming it (the schema's own
 * message when it is one the contract answers, e.g. a zone not in the list).
 */
export function parseFields<S extends z.ZodType>(schema: S, item: unknown): z.output<S> {
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    const own = parsed.error.issues.find((issue) => isAnsweredMessage(issue.message));
    throw new AppError(
      ERROR_CODES.VALIDATION,
      own?.message ?? MESSAGES.invalidData,
      400,
      z.prettifyError(parsed.error),
    );
  }
  return parsed.data;
}

/** A body field that names a key must agree with the key the site_document/document_id give. */
export function sameKey(field: string, given: string | undefined, key: string) {
  if (given !== undefined && given !== key) throw badRequest(M.keyMismatch(field));
}
