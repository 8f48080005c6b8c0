import { and, eq } from 'drizzle-orm';
import {
  USER_ACCESS_MESSAGES as M,
  USER_ACCESS_TYPES,
  ZUserSiteWarehouseFields,
  siteWarehouseDocumentId,
} from '../../../src/contract';
import { userSiteWarehouses } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AdaptedDocument, DocumentAdapter } from '../document-adapters';
import { conditionsOf, parseFields, sameKey, userOfSiteDocument } from './documents';
import { atSite, manageableSites, requireChangeableUser, requireTargetUser } from './site-scope';
import {
  requireWarehouse,
  requireWorkCentre,
  siteWarehouseRows,
  userSiteRows,
} from './site-records';
import { siteWarehouseDocumentOf, targetOf } from './user-site-adapter';

const TYPE = USER_ACCESS_TYPES.siteWarehouse;

/** `{site_id}-{warehouse}`: the site is the part before the first '-' unless site_id says. */
function keyOf(documentId: string | undefined, siteId?: string, warehouse?: string) {
  if (documentId) {
    const site = siteId ?? documentId.split('-')[0]!;
    if (!documentId.startsWith(`${site}-`)) throw badRequest(M.keyMismatch('site_id'));
    const wh = documentId.slice(site.length + 1);
    if (!wh) throw badRequest(M.keyMismatch('warehouse'));
    sameKey('warehouse', warehouse, wh);
    return { siteId: site, warehouse: wh };
  }
  if (!siteId || !warehouse) throw badRequest(M.keyMismatch('document_id'));
  return { siteId, warehouse };
}

/**
 * USER_SITE_WAREHOUSE: a user's context per warehouse of one of their sites (document 3
 * "user_site_warehouse"), site_document `{user_id}-USER_SITE_WAREHOUSE`, document_id
 * `{site_id}-{warehouse}`. The user must have the site, and the warehouse (and a work centre
 * when given) must exist there.
 */
export const userSiteWarehouseAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => userOfSiteDocument(siteDocument, TYPE) !== undefined,

  async list(ctx, conditions) {
    const { eq: equal, matches } = conditionsOf(conditions);
    const userId = await requireTargetUser(ctx, targetOf(equal('site_document'), TYPE));
    const found: AdaptedDocument[] = [];
    for (const siteId of await manageableSites(ctx, 'view')) {
      const rows = await atSite(ctx, siteId, 'view', () =>
        siteWarehouseRows(ctx.db, siteId, userId),
      );
      found.push(
        ...rows
          .filter((r) => matches('document_id', siteWarehouseDocumentId(r.site_id, r.warehouse)))
          .map(siteWarehouseDocumentOf),
      );
    }
    return found;
  },

  async get(ctx, siteDocument, documentId) {
    const userId = await requireTargetUser(ctx, targetOf(siteDocument, TYPE));
    const key = keyOf(documentId);
    const rows = await atSite(ctx, key.siteId, 'view', () =>
      siteWarehouseRows(ctx.db, key.siteId, userId),
    );
    const row = rows.find((r) => r.warehouse === key.warehouse);
    return row ? siteWarehouseDocumentOf(row) : undefined;
  },

  async save(ctx, item, mode) {
    const userId = await requireChangeableUser(ctx, targetOf(item.site_document, TYPE));
    const fields = parseFields(ZUserSiteWarehouseFields, item);
    sameKey('user_id', fields.user_id, userId);
    const key = keyOf(item.document_id, fields.site_id, fields.warehouse);
    return atSite(ctx, key.siteId, 'update', async () => {
      const [member] = await userSiteRows(ctx.db, key.siteId, userId);
      if (!member) throw badRequest(M.notUserOfSite(userId, key.siteId));
      await requireWarehouse(ctx.db, key.siteId, key.warehouse);
      const workCentre = fields.work_centre ?? fields.work_center;
      await requireWorkCentre(ctx.db, key.siteId, key.warehouse, workCentre);
      const existing = (await siteWarehouseRows(ctx.db, key.siteId, userId)).find(
        (r) => r.warehouse === key.warehouse,
      );
      if (mode === 'update' && !existing) {
        throw notFound(M.warehouseLinkNotFound(userId, item.document_id ?? ''));
      }
      const values = {
        printer_set: fields.printer_set,
        run_set: fields.run_set,
        work_centre: workCentre,
        updated_at: new Date(),
      };
      await ctx.db
        .insert(userSiteWarehouses)
        .values({ site_id: key.siteId, user_id: userId, warehouse: key.warehouse, ...values })
        .onConflictDoUpdate({
          target: [
            userSiteWarehouses.site_id,
            userSiteWarehouses.user_id,
            userSiteWarehouses.warehouse,
          ],
          set: values,
        });
      ctx.logRecord(`${userId}/${key.siteId}/${key.warehouse}`, TYPE);
      const saved = (await siteWarehouseRows(ctx.db, key.siteId, userId)).find(
        (r) => r.warehouse === key.warehouse,
      );
      return siteWarehouseDocumentOf(saved!);
    });
  },

  async remove(ctx, siteDocument, documentId) {
    const userId = await requireChangeableUser(ctx, targetOf(siteDocument, TYPE));
    const key = keyOf(documentId);
    return atSite(ctx, key.siteId, 'delete', async () => {
      const row = (await siteWarehouseRows(ctx.db, key.siteId, userId)).find(
        (r) => r.warehouse === key.warehouse,
      );
      if (!row) throw notFound(M.warehouseLinkNotFound(userId, documentId));
      await ctx.db
        .delete(userSiteWarehouses)
        .where(
          and(
            eq(userSiteWarehouses.site_id, key.siteId),
            eq(userSiteWarehouses.user_id, userId),
            eq(userSiteWarehouses.warehouse, key.warehouse),
          ),
        );
      ctx.logRecord(`${userId}/${key.siteId}/${key.warehouse}`, TYPE);
      return [siteWarehouseDocumentOf(row)];
    });
  },
};
