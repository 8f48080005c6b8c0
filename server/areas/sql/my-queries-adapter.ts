import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  USER_SQL_COMMAND_TYPE,
  ZSqlCommandItem,
  userSqlCommandSiteDocument,
  type TPermissionFlag,
} from '../../../src/contract';
import { documents } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import { parseDocument, type DocumentAdapter } from '../document-adapters';

type Row = typeof documents.$inferSelect;

const own = (ctx: ActionContext) => userSqlCommandSiteDocument(ctx.siteId, ctx.user.user_id);

function requireQuery(ctx: ActionContext, flag: TPermissionFlag) {
  if (!ctx.can('query', flag))
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(USER_SQL_COMMAND_TYPE, flag),
      403,
    );
}

const toDocument = (row: Row) => ({
  ...row.data,
  site_id: row.site_id,
  site_document: row.site_document,
  document_id: row.document_id,
  document_type: row.document_type,
  lookup_key_1: row.lookup_key_1,
  lookup_key_2: row.lookup_key_2,
  lookup_key_3: row.lookup_key_3,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const mine = (ctx: ActionContext, documentId?: string) =>
  and(
    eq(documents.site_id, ctx.siteId),
    eq(documents.site_document, own(ctx)),
    eq(documents.document_type, USER_SQL_COMMAND_TYPE),
    documentId === undefined ? undefined : eq(documents.document_id, documentId),
  );

/**
 * document_type USER_SQL_COMMAND (My Queries): each user's own SQL commands, under the
 * site_document `{site}-{user}-USER_SQL_COMMAND`. A user reads, saves and deletes only their
 * own, whatever site_document the call names (query view, update, delete).
 */
export const myQueriesAdapter: DocumentAdapter = {
  type: USER_SQL_COMMAND_TYPE,
  ownsSiteDocument: (siteDocument) => siteDocument.endsWith(`-${USER_SQL_COMMAND_TYPE}`),
  async list(ctx, conditions) {
    requireQuery(ctx, 'view');
    const asksOther = conditions.some(
      (c) => c.field === 'site_document' && c.op === 'eq' && c.value !== own(ctx),
    );
    if (asksOther) return [];
    const found = await ctx.db
      .select()
      .from(documents)
      .where(mine(ctx))
      .orderBy(asc(documents.document_id));
    return found.map(toDocument);
  },
  async get(ctx, siteDocument, documentId) {
    requireQuery(ctx, 'view');
    if (siteDocument !== own(ctx)) return undefined;
    const [row] = await ctx.db.select().from(documents).where(mine(ctx, documentId));
    return row ? toDocument(row) : undefined;
  },
  async save(ctx, item, mode) {
    requireQuery(ctx, 'update');
    const record = parseDocument(ZSqlCommandItem, item);
    const documentId = record.document_id || randomUUID();
    if (mode === 'update') {
      const [found] = await ctx.db.select().from(documents).where(mine(ctx, documentId));
      if (!found) throw notFound(MESSAGES.documentNotFound);
    }
    const data = { ...record, document_id: documentId, user_id: ctx.user.user_id };
    const [row] = await ctx.db
      .insert(documents)
      .values({
        site_id: ctx.siteId,
        site_document: own(ctx),
        document_id: documentId,
        document_type: USER_SQL_COMMAND_TYPE,
        data,
        created_by: ctx.user.user_id,
        updated_by: ctx.user.user_id,
      })
      .onConflictDoUpdate({
        target: [documents.site_id, documents.site_document, documents.document_id],
        set: { data, updated_by: ctx.user.user_id, updated_at: sql`now()` },
      })
      .returning();
    ctx.logRecord(`${own(ctx)}-${documentId}`, USER_SQL_COMMAND_TYPE, record.description);
    return toDocument(row!);
  },
  async remove(ctx, siteDocument, documentId) {
    requireQuery(ctx, 'delete');
    if (siteDocument !== own(ctx)) throw badRequest(MESSAGES.documentNotFound);
    const deleted = await ctx.db.delete(documents).where(mine(ctx, documentId)).returning();
    if (!deleted.length) throw badRequest(MESSAGES.documentNotFound);
    ctx.logRecord(`${own(ctx)}-${documentId}`, USER_SQL_COMMAND_TYPE);
    return deleted.map(toDocument);
  },
};
