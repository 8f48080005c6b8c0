import {
  API_MESSAGES,
  CONSIGNMENT_DOCUMENT_TYPE as TYPE,
  CONSIGNMENT_EDIT_FIELDS,
  CONSIGNMENT_LIST_MESSAGES as M,
  CONSIGNMENT_RECEIVER_FIELDS,
  ERROR_CODES,
  ZConsignmentEdit,
  type TPermissionFlag,
} from '../../../src/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { AppError, badRequest, notFound } from '../../errors';
import { outside, type ActionContext } from '../action-types';
import { parseDocument, type DocumentAdapter } from '../document-adapters';
import { findConsignmentDocument, listConsignmentDocuments } from './consignment-documents';
import { deleteConsignmentById, isCarrierPlatform } from './manifest';

/** Consignments are the sales orders' (document 1: Consignments under so). */
function requireSo(ctx: ActionContext, flag: TPermissionFlag): void {
  if (!ctx.can('so', flag)) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(TYPE, flag),
      403,
    );
  }
}

/**
 * document_type CONSIGNMENT of the document store, answered from wms.consignments: the list
 * searches by lookup_key_1 (CONSIGNMENT- + shipment reference), lookup_key_2 (+ tracking
 * status) or lookup_key_3 (+ despatch date); an update changes the fields the detail edits;
 * a delete is consign delete's (deleted with its carrier first, its connote cleared on its
 * orders and their packs, then DELETED). Sales-order view to read, update to save, delete to
 * delete.
 */
export const consignmentAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => siteDocument === TYPE || siteDocument.endsWith(`-${TYPE}`),
  async list(ctx, conditions) {
    requireSo(ctx, 'view');
    return listConsignmentDocuments(ctx.db, ctx.siteId, conditions);
  },
  async get(ctx, _siteDocument, documentId) {
    requireSo(ctx, 'view');
    const found = await findConsignmentDocument(ctx.db, ctx.siteId, documentId);
    if (found) ctx.logRecord(found.connote || documentId, TYPE);
    return found ?? undefined;
  },
  async save(ctx, item, mode) {
    requireSo(ctx, 'update');
    if (mode === 'add') throw badRequest(M.notAdded);
    const id = item.document_id ?? '';
    const found = await findConsignmentDocument(ctx.db, ctx.siteId, id);
    if (!found) throw notFound(M.notFound(id));
    const edit = parseDocument(ZConsignmentEdit, { ...found, ...item });
    const sets = CONSIGNMENT_EDIT_FIELDS.map((f) => sql`${sql.raw(f)} = ${edit[f]}`);
    const [booked] = await rows<{ courier_interface: string; status: string }>(
      ctx.db,
      sql`UPDATE wms.consignments SET ${sql.join(sets, sql`, `)}, updated_at = now()
          WHERE site_id = ${ctx.siteId} AND consignment_id = ${found.consignment_id}
          RETURNING courier_interface, status`,
    );
    const changed = Object.entries(CONSIGNMENT_RECEIVER_FIELDS)
      .filter(
        ([f]) =>
          found[f as keyof typeof CONSIGNMENT_RECEIVER_FIELDS] !==
          edit[f as keyof typeof CONSIGNMENT_RECEIVER_FIELDS],
      )
      .map(([, label]) => label);
    // No carrier platform takes a change to a booked consignment: say so, plainly.
    if (
      changed.length &&
      booked!.status !== 'DELETED' &&
      isCarrierPlatform(booked!.courier_interface)
    )
      ctx.warn(M.carrierKeepsOld(found.connote, changed.join(', ')));
    ctx.logRecord(found.connote || id, TYPE, M.saved);
    return (await findConsignmentDocument(ctx.db, ctx.siteId, id))!;
  },
  async remove(ctx, _siteDocument, documentId) {
    requireSo(ctx, 'delete');
    const found = await findConsignmentDocument(ctx.db, ctx.siteId, documentId);
    if (!found) throw notFound(M.notFound(documentId));
    const deleted = await deleteConsignmentById(ctx, found);
    ctx.logRecord(found.connote || documentId, TYPE, 'Deleted');
    // After the carrier's delete, in the second transaction: the document as it now is.
    return outside({
      ...deleted.step,
      finish: async (done, outcome) => {
        await deleted.step.finish(done, outcome);
        return [(await findConsignmentDocument(done.db, done.siteId, documentId))!];
      },
    });
  },
};
