import { and, eq } from 'drizzle-orm';
import {
  MODULES,
  USER_ACCESS_MESSAGES as M,
  USER_ACCESS_TYPES,
  ZModule,
  ZUserPermissionFields,
  userSiteDocument,
} from '../../../src/contract';
import { userPermissions } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import type { AdaptedDocument, DocumentAdapter } from '../document-adapters';
import { asDocument, conditionsOf, parseFields, sameKey, userOfSiteDocument } from './documents';
import {
  requireChangeableUser,
  requireGrantable,
  requireTargetUser,
  requireUserFlag,
} from './site-scope';
import { targetOf } from './user-site-adapter';

const TYPE = USER_ACCESS_TYPES.permission;

type PermissionRow = typeof userPermissions.$inferSelect;

function permissionDocumentOf(row: PermissionRow): AdaptedDocument {
  return asDocument(
    {
      site_id: row.site_id,
      site_document: userSiteDocument(row.user_id, TYPE),
      document_id: row.module,
      document_type: TYPE,
    },
    row,
    {
      user_id: row.user_id,
      module: row.module,
      module_name: MODULES[row.module as keyof typeof MODULES] ?? row.module,
      view: row.view,
      update: row.update,
      edit: row.update,
      delete: row.delete,
    },
  );
}

export async function permissionRows(db: Db, siteId: string, userId: string) {
  return db
    .select()
    .from(userPermissions)
    .where(and(eq(userPermissions.site_id, siteId), eq(userPermissions.user_id, userId)))
    .orderBy(userPermissions.module);
}

/** Save one module's flags for a user at the request site (the caller's own flags bound it). */
export async function savePermission(
  ctx: Parameters<DocumentAdapter['list']>[0],
  userId: string,
  module: string,
  flags: { view: boolean; update: boolean; delete: boolean },
) {
  await requireGrantable(ctx, ctx.siteId, module, flags);
  const values = { ...flags, updated_at: new Date() };
  const [saved] = await ctx.db
    .insert(userPermissions)
    .values({ site_id: ctx.siteId, user_id: userId, module, ...flags })
    .onConflictDoUpdate({
      target: [userPermissions.site_id, userPermissions.user_id, userPermissions.module],
      set: values,
    })
    .returning();
  return saved!;
}

/**
 * USER_PERMISSION: a user's flags on one module at the request site (document 3 "User
 * permission"), site_document `{user_id}-USER_PERMISSION`, document_id the module. "edit" and
 * "add" are read as update. The screens initialise with one record per module (view on, the
 * rest off), "delete" one by saving every flag off, and a bulk delete removes every record.
 */
export const userPermissionAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => userOfSiteDocument(siteDocument, TYPE) !== undefined,

  async list(ctx, conditions) {
    const { eq: equal, matches } = conditionsOf(conditions);
    await requireUserFlag(ctx, 'view');
    const userId = await requireTargetUser(ctx, targetOf(equal('site_document'), TYPE));
    const rows = await permissionRows(ctx.db, ctx.siteId, userId);
    return rows.filter((r) => matches('document_id', r.module)).map(permissionDocumentOf);
  },

  async get(ctx, siteDocument, documentId) {
    await requireUserFlag(ctx, 'view');
    const userId = await requireTargetUser(ctx, targetOf(siteDocument, TYPE));
    const row = (await permissionRows(ctx.db, ctx.siteId, userId)).find(
      (r) => r.module === documentId,
    );
    return row ? permissionDocumentOf(row) : undefined;
  },

  async save(ctx, item, mode) {
    await requireUserFlag(ctx, 'update');
    const userId = await requireChangeableUser(ctx, targetOf(item.site_document, TYPE));
    const fields = parseFields(ZUserPermissionFields, item);
    sameKey('user_id', fields.user_id, userId);
    const moduleKey = item.document_id || fields.module || '';
    sameKey('module', fields.module, moduleKey);
    const module = ZModule.safeParse(moduleKey);
    if (!module.success) throw badRequest(M.unknownModule(moduleKey));
    if (mode === 'update') {
      const existing = (await permissionRows(ctx.db, ctx.siteId, userId)).find(
        (r) => r.module === module.data,
      );
      if (!existing) throw notFound(M.permissionNotFound(userId, module.data));
    }
    const flags = {
      view: fields.view ?? false,
      update: fields.update ?? fields.edit ?? fields.add ?? false,
      delete: fields.delete ?? false,
    };
    const saved = await savePermission(ctx, userId, module.data, flags);
    ctx.logRecord(`${userId}/${module.data}`, TYPE);
    return permissionDocumentOf(saved);
  },

  async remove(ctx, siteDocument, documentId) {
    await requireUserFlag(ctx, 'delete');
    const userId = await requireChangeableUser(ctx, targetOf(siteDocument, TYPE));
    const deleted = await ctx.db
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.site_id, ctx.siteId),
          eq(userPermissions.user_id, userId),
          eq(userPermissions.module, documentId),
        ),
      )
      .returning();
    if (!deleted.length) throw notFound(M.permissionNotFound(userId, documentId));
    ctx.logRecord(`${userId}/${documentId}`, TYPE);
    return deleted.map(permissionDocumentOf);
  },
};
