import { and, eq, sql } from 'drizzle-orm';
import {
  USER_ACCESS_MESSAGES as M,
  USER_ACCESS_TYPES,
  ZUserSiteFields,
  siteWarehouseDocumentId,
  userSiteDocument,
} from '../../../src/contract';
import { users, userSites, userSiteWarehouses } from '../../db/schema';
import { rows } from '../../db/sql';
import { badRequest, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import type { AdaptedDocument, DocumentAdapter } from '../document-adapters';
import { asDocument, conditionsOf, parseFields, sameKey, userOfSiteDocument } from './documents';
import { atSite, manageableSites, requireChangeableUser, requireTargetUser } from './site-scope';
import {
  requireLicenceForMember,
  requireWarehouse,
  siteOf,
  siteWarehouseRows,
  userSiteRows,
  type SiteWarehouseRow,
  type UserSiteRow,
} from './site-records';

const TYPE = USER_ACCESS_TYPES.site;

export function userSiteDocumentOf(row: UserSiteRow): AdaptedDocument {
  return asDocument(
    {
      site_id: row.site_id,
      site_document: userSiteDocument(row.user_id, TYPE),
      document_id: row.site_id,
      document_type: TYPE,
    },
    row,
    {
      site_name: row.site_name,
      user_id: row.user_id,
      timezone: row.timezone,
      current_warehouse: row.current_warehouse,
      printer_set: row.printer_set,
      run_set: row.run_set,
      work_centre: row.work_centre,
      work_center: row.work_centre,
    },
  );
}

export function siteWarehouseDocumentOf(row: SiteWarehouseRow): AdaptedDocument {
  return asDocument(
    {
      site_id: row.site_id,
      site_document: userSiteDocument(row.user_id, USER_ACCESS_TYPES.siteWarehouse),
      document_id: siteWarehouseDocumentId(row.site_id, row.warehouse),
      document_type: USER_ACCESS_TYPES.siteWarehouse,
    },
    row,
    {
      user_id: row.user_id,
      warehouse: row.warehouse,
      warehouse_name: row.warehouse_name ?? '',
      printer_set: row.printer_set,
      run_set: row.run_set,
      work_centre: row.work_centre,
      work_center: row.work_centre,
    },
  );
}

/** The user a USER_SITE site_document names, or a 400. */
export function targetOf(siteDocument: string | undefined, type: string): string {
  const user = siteDocument ? userOfSiteDocument(siteDocument, type) : undefined;
  if (!user) throw badRequest(M.siteDocumentRequired(type));
  return user;
}

/**
 * USER_SITE: a user's membership of a site with the context saved there (document 3
 * "user_site"), site_document `{user_id}-USER_SITE`, document_id the site id. Every site
 * the caller manages users at is listed; deleting one also deletes the user's site
 * warehouse records at that site.
 */
export const userSiteAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => userOfSiteDocument(siteDocument, TYPE) !== undefined,

  async list(ctx, conditions) {
    const { eq: equal, matches } = conditionsOf(conditions);
    const userId = await requireTargetUser(ctx, targetOf(equal('site_document'), TYPE));
    const found: AdaptedDocument[] = [];
    for (const siteId of await manageableSites(ctx, 'view')) {
      if (!matches('document_id', siteId)) continue;
      const rows = await atSite(ctx, siteId, 'view', () => userSiteRows(ctx.db, siteId, userId));
      found.push(...rows.map(userSiteDocumentOf));
    }
    return found;
  },

  async get(ctx, siteDocument, documentId) {
    const userId = await requireTargetUser(ctx, targetOf(siteDocument, TYPE));
    const [row] = await atSite(ctx, documentId, 'view', () =>
      userSiteRows(ctx.db, documentId, userId),
    );
    return row ? userSiteDocumentOf(row) : undefined;
  },

  async save(ctx, item, mode) {
    const userId = await requireChangeableUser(ctx, targetOf(item.site_document, TYPE));
    const fields = parseFields(ZUserSiteFields, item);
    const siteId = item.document_id || fields.site_id;
    if (!siteId) throw badRequest(M.keyMismatch('site_id'));
    sameKey('site_id', fields.site_id, siteId);
    sameKey('user_id', fields.user_id, userId);
    return atSite(ctx, siteId, 'update', async () => {
      const site = await siteOf(ctx.db, siteId);
      const [existing] = await userSiteRows(ctx.db, siteId, userId);
      if (mode === 'update' && !existing) throw notFound(M.siteLinkNotFound(userId, siteId));
      await requireWarehouse(ctx.db, siteId, fields.current_warehouse);
      if (!existing) await requireLicenceForMember(ctx.db, siteId, userId);
      const values = {
        current_warehouse: fields.current_warehouse,
        printer_set: fields.printer_set,
        run_set: fields.run_set,
        work_centre: fields.work_centre ?? fields.work_center,
        timezone: fields.timezone ?? existing?.timezone ?? site.local_zone,
        updated_at: new Date(),
      };
      await ctx.db
        .insert(userSites)
        .values({ site_id: siteId, user_id: userId, ...values })
        .onConflictDoUpdate({ target: [userSites.site_id, userSites.user_id], set: values });
      ctx.logRecord(`${userId}/${siteId}`, TYPE);
      const [saved] = await userSiteRows(ctx.db, siteId, userId);
      return userSiteDocumentOf(saved!);
    });
  },

  async remove(ctx, siteDocument, documentId) {
    const userId = await requireChangeableUser(ctx, targetOf(siteDocument, TYPE));
    return removeUserSite(ctx, userId, documentId);
  },
};

/**
 * Delete a user's site and, with it, their site warehouse records there. A user left with no
 * site is deactivated (kept, so the logs still name them; signed out, as an inactive user's
 * sessions are refused); nobody removes their own last site.
 */
async function removeUserSite(ctx: ActionContext, userId: string, siteId: string) {
  const sitesBefore = await rows<{ site_id: string }>(
    ctx.db,
    sql`SELECT site_id FROM wms.user_site_ids(${userId}) AS site_id`,
  );
  const last = sitesBefore.length === 1 && sitesBefore[0]!.site_id === siteId;
  if (last && userId === ctx.user.user_id) throw badRequest(M.lastSiteSelf);
  const removed = await atSite(ctx, siteId, 'delete', async () => {
    const [existing] = await userSiteRows(ctx.db, siteId, userId);
    if (!existing) throw notFound(M.siteLinkNotFound(userId, siteId));
    const links = await siteWarehouseRows(ctx.db, siteId, userId);
    await ctx.db
      .delete(userSiteWarehouses)
      .where(and(eq(userSiteWarehouses.site_id, siteId), eq(userSiteWarehouses.user_id, userId)));
    await ctx.db
      .delete(userSites)
      .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)));
    ctx.logRecord(`${userId}/${siteId}`, TYPE);
    return [userSiteDocumentOf(existing), ...links.map(siteWarehouseDocumentOf)];
  });
  await ctx.db
    .update(users)
    .set({
      current_site: sql`CASE WHEN ${users.current_site} = ${siteId} THEN NULL ELSE ${users.current_site} END`,
      ...(last ? { active_flag: false } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.user_id, userId));
  if (last) ctx.warn(M.deactivatedNoSite(userId));
  return removed;
}
