import {
  ALL_WAREHOUSES,
  ERP_ACTION_PROCESS,
  ERP_DOCUMENT_CALLS,
  ERP_DOCUMENT_LABELS,
  ERP_DOCUMENT_MESSAGES,
  ERP_DOCUMENT_MODULES,
  ERP_DOCUMENT_TYPES,
  documentSearchProblem,
  type TErpDocumentType,
} from '../../../src/contract';
import { badRequest, notFound } from '../../errors';
import { defineAction, type ActionContext, type Permission } from '../action-types';
import { getDocument, searchDocuments, setDocumentErpAction } from './queries';

const flagOf =
  (flag: 'view' | 'update') =>
  (data: { document_type: TErpDocumentType }): Permission => ({
    module: ERP_DOCUMENT_MODULES[data.document_type],
    flag,
  });

async function requireDocument(ctx: ActionContext, type: TErpDocumentType, reference: string) {
  ctx.logRecord(reference, type.toLowerCase());
  const doc = await getDocument(ctx.db, ctx.siteId, type, reference);
  if (!doc) throw notFound(ERP_DOCUMENT_MESSAGES.notFound(ERP_DOCUMENT_LABELS[type], reference));
  return doc;
}

/**
 * Service `documents`, entity `document` (document 2 section 7 "Documents"; also PUT
 * /api/documents and GET /api/document, rest-routes.ts): sales orders, purchase orders and
 * delivery dockets searched together, one with its lines, and "Send to ERP" (erp_action
 * PROCESS). Each type is guarded by its own module (so, po, dd).
 */
export const erpDocumentActions = [
  defineAction({
    contract: ERP_DOCUMENT_CALLS.list,
    permission: (data): Permission =>
      data.search_type === 'ALL'
        ? {
            anyOf: [
              { module: 'so', flag: 'view' },
              { module: 'po', flag: 'view' },
              { module: 'dd', flag: 'view' },
            ],
          }
        : { module: ERP_DOCUMENT_MODULES[data.search_type], flag: 'view' },
    description:
      'Documents search: search_type ALL (the types the caller may view), SALES_ORDER, ' +
      'PURCHASE_ORDER or DELIVERY_DOCKET; search_term (reference, customer order, customer or ' +
      'supplier code or name contains it) and/or action_date (required / expected / received ' +
      'date; one of the two is needed); warehouse (ALL or empty: every warehouse). Rows: ' +
      'document_type, type, document_reference, action_date, party, warehouse, lines, ordered, ' +
      'supplied, order_ok (every line supplied as ordered), status Complete when order_ok else ' +
      'Short, wms_status and the ERP fields. Newest first, at most limit.',
    async handler(ctx, data) {
      const problem = documentSearchProblem(data);
      if (problem) throw badRequest(problem);
      const types = (data.search_type === 'ALL' ? ERP_DOCUMENT_TYPES : [data.search_type]).filter(
        (t) => ctx.can(ERP_DOCUMENT_MODULES[t], 'view'),
      );
      const warehouse = (data.warehouse ?? '').trim();
      return searchDocuments(ctx.db, ctx.siteId, {
        types,
        term: (data.search_term ?? '').trim(),
        date: data.action_date ?? '',
        warehouse: warehouse.toUpperCase() === ALL_WAREHOUSES ? '' : warehouse,
        limit: data.limit,
      });
    },
  }),
  defineAction({
    contract: ERP_DOCUMENT_CALLS.get,
    permission: flagOf('view'),
    description:
      'One document (document_type, document_reference) as its search row with document_lines ' +
      '(line_no, inventory_code, description, serial_batch, ordered, supplied, line_ok). ' +
      'results[0].',
    async handler(ctx, data) {
      return [await requireDocument(ctx, data.document_type, data.document_reference)];
    },
  }),
  defineAction({
    contract: ERP_DOCUMENT_CALLS.erp_action,
    permission: flagOf('update'),
    description:
      'Send to ERP: set the document’s erp_action to PROCESS (document 2 section 4). ' +
      'results[0]: the document as get answers it.',
    async handler(ctx, data) {
      ctx.logRecord(data.document_reference, data.document_type.toLowerCase());
      const found = await setDocumentErpAction(
        ctx.db,
        ctx.siteId,
        data.document_type,
        data.document_reference,
        ERP_ACTION_PROCESS,
      );
      if (!found)
        throw notFound(
          ERP_DOCUMENT_MESSAGES.notFound(
            ERP_DOCUMENT_LABELS[data.document_type],
            data.document_reference,
          ),
        );
      ctx.inform(ERP_DOCUMENT_MESSAGES.flagged);
      return [await requireDocument(ctx, data.document_type, data.document_reference)];
    },
  }),
];
