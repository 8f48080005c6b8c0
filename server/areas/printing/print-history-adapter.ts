import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_MESSAGES,
  ERROR_CODES,
  PRINT_DOCUMENT_TYPE as TYPE,
  PRINT_KEY_PREFIX,
  PRINT_MESSAGES as M,
  printLookupKey,
  printSiteDocument,
  type TPrintDocument,
} from '../../../src/contract';
import { printJobs } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import { AppError, badRequest } from '../../errors';
import { findJob, jobResult, type PrintJobRow } from '../../print/jobs';
import type { ActionContext } from '../action-types';
import type { DocumentAdapter, DocumentCondition } from '../document-adapters';

/** At most this many print jobs in one list. */
const LIST_LIMIT = 1000;

/** The print history is read as `print_job list` is: the warehouse module's view flag. */
function requireView(ctx: ActionContext): void {
  if (!ctx.can('wh', 'view')) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(TYPE, 'view'),
      403,
    );
  }
}

const never = sql`false`;
const always = sql`true`;
const startsLike = (value: string) => `${escapeLike(value)}%`;

/** A text the condition's value equals (eq) or starts (begins_with). */
const matchesText = (c: DocumentCondition, text: string) =>
  c.op === 'eq' ? text === c.value : text.startsWith(c.value);

/**
 * lookup_key_1 = PRINT-{entity}-{entity_key}: the label's entity and the record's key (an
 * entity never holds a '-'), so the list reads the (site, entity, wms_reference) index.
 */
function lookupCondition(c: DocumentCondition): SQL {
  if (!c.value.startsWith(PRINT_KEY_PREFIX)) {
    return c.op === 'begins_with' && PRINT_KEY_PREFIX.startsWith(c.value) ? always : never;
  }
  const rest = c.value.slice(PRINT_KEY_PREFIX.length);
  const dash = rest.indexOf('-');
  if (dash < 0) {
    return c.op === 'eq' ? never : sql`${printJobs.entity} LIKE ${startsLike(rest)}`;
  }
  const entity = eq(printJobs.entity, rest.slice(0, dash));
  const key = rest.slice(dash + 1);
  return c.op === 'eq'
    ? and(entity, eq(printJobs.wms_reference, key))!
    : and(entity, sql`${printJobs.wms_reference} LIKE ${startsLike(key)}`)!;
}

/** One condition of a store expression on the site's print jobs. */
function condition(siteId: string, c: DocumentCondition): SQL {
  switch (c.field) {
    case 'site_document':
      return c.value === TYPE || matchesText(c, printSiteDocument(siteId)) ? always : never;
    case 'document_type':
      return matchesText(c, TYPE) ? always : never;
    case 'document_id':
      if (c.op === 'begins_with') return sql`${printJobs.id}::text LIKE ${startsLike(c.value)}`;
      return z.uuid().safeParse(c.value).success ? eq(printJobs.id, c.value) : never;
    case 'lookup_key_1':
      return lookupCondition(c);
    case 'lookup_key_2':
    case 'lookup_key_3':
      return never;
  }
}

/** A print job as a store document: its log item's fields under the store's keys. */
function toDocument(row: PrintJobRow): TPrintDocument {
  return {
    ...jobResult(row),
    site_id: row.site_id,
    site_document: printSiteDocument(row.site_id),
    document_id: row.id,
    document_type: TYPE,
    lookup_key_1: printLookupKey(row.entity, row.wms_reference),
    lookup_key_2: null,
    lookup_key_3: null,
    updated_at: (row.end_time ?? row.created_at).toISOString(),
  };
}

/**
 * document_type PRINT of the document store (document 3 section 7: "Print history listed via
 * index on lookup_key_1 equal to PRINT-{entity}-{entity_key}"), answered from the request
 * site's print jobs, newest first: lookup_key_1 is PRINT-{label_type}-{wms_reference}, so
 * `lookup_key_1 = PRINT-sales_order-SO-10042` (or begins_with) lists that record's labels.
 * The warehouse module's view flag to read, as `print_job list`; the history is written only
 * by printing, so add, update and delete are refused.
 */
export const printHistoryAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => siteDocument === TYPE || siteDocument.endsWith(`-${TYPE}`),
  ownsLookupKey: (value) => value.startsWith(PRINT_KEY_PREFIX),
  async list(ctx, conditions) {
    requireView(ctx);
    const found = await ctx.db
      .select()
      .from(printJobs)
      .where(
        and(eq(printJobs.site_id, ctx.siteId), ...conditions.map((c) => condition(ctx.siteId, c))),
      )
      .orderBy(desc(printJobs.created_at), asc(printJobs.seq))
      .limit(LIST_LIMIT);
    return found.map(toDocument);
  },
  async get(ctx, siteDocument, documentId) {
    requireView(ctx);
    if (siteDocument !== TYPE && siteDocument !== printSiteDocument(ctx.siteId)) return undefined;
    if (!z.uuid().safeParse(documentId).success) return undefined;
    const row = await findJob(ctx.db, ctx.siteId, documentId);
    if (!row) return undefined;
    ctx.logRecord(row.wms_reference || row.id, TYPE, row.label);
    return toDocument(row);
  },
  save() {
    return Promise.reject(badRequest(M.historyReadOnly));
  },
  remove() {
    return Promise.reject(badRequest(M.historyReadOnly));
  },
};
