import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, text } from './fields';
import { ZOptionalIsoDate } from './dates';
import type { TModule } from './permissions';
import type { TVariant } from './status-colours';

/*
 * Documents (document 2 section 7 "Documents": PUT /documents with site_id, search_term,
 * action_date, search_type, warehouse; GET /document with site_id, document type,
 * document_reference; section 4 "Documents search rows"). Served as service `documents`,
 * entity `document`, actions `list`, `get` and `erp_action`, and at PUT /api/documents and
 * GET /api/document (the same envelope pipeline).
 *
 * A document is a sales order, purchase order or delivery docket. Its date is the required
 * date (sales order), expected date (purchase order) or received date (docket). order_ok is
 * true when every line was supplied exactly as ordered (supplied / received / carton quantity
 * equals the ordered quantity); the row's status is Complete (success) when it is, otherwise
 * Short (danger). Setting an ERP action sets the document's erp_action to PROCESS.
 */

export const ERP_DOCUMENT_MESSAGES = {
  enterSearch: 'Please enter a search term or choose a date',
  selectSearchType: 'Please Select a Search Type',
  notFound: (label: string, reference: string) => `${label} '${reference}' was not found`,
  flagged:
    'The document has been flagged for processing, this should occur in the next few minutes',
  listFailed: (detail: string) =>
    `Something went wrong searching the documents! Please contact support if it persists - ${detail}`,
  loadFailed: (detail: string) =>
    `There was a problem loading this document. If the problem persists, please contact support - ${detail}`,
  updateFailed: (detail: string) =>
    `There was a problem updating this document. If the problem persists, please contact support - ${detail}`,
} as const;

export const ERP_DOCUMENT_TYPES = ['SALES_ORDER', 'PURCHASE_ORDER', 'DELIVERY_DOCKET'] as const;
export type TErpDocumentType = (typeof ERP_DOCUMENT_TYPES)[number];
export const ERP_DOCUMENT_LABELS: Record<TErpDocumentType, string> = {
  SALES_ORDER: 'Sales Order',
  PURCHASE_ORDER: 'Purchase Order',
  DELIVERY_DOCKET: 'Delivery Docket',
};
export const ERP_DOCUMENT_MODULES: Record<TErpDocumentType, TModule> = {
  SALES_ORDER: 'so',
  PURCHASE_ORDER: 'po',
  DELIVERY_DOCKET: 'dd',
};

/** Search types: every document type, or one. */
export const DOCUMENT_SEARCH_TYPES = ['ALL', ...ERP_DOCUMENT_TYPES] as const;
export type TDocumentSearchType = (typeof DOCUMENT_SEARCH_TYPES)[number];
export const DOCUMENT_SEARCH_LABELS: Record<TDocumentSearchType, string> = {
  ALL: 'All documents',
  ...ERP_DOCUMENT_LABELS,
};
export const DOCUMENT_LIST_LIMIT = 500;

/** The erp_action "Send to ERP" sets (document 2 §4). */
export const ERP_ACTION_PROCESS = 'PROCESS';

export const DOCUMENT_COMPLETE = 'Complete';
export const DOCUMENT_SHORT = 'Short';
export const DOCUMENT_STATUSES = [DOCUMENT_COMPLETE, DOCUMENT_SHORT] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Complete when order_ok, otherwise Short (document 2 §4). */
export const documentStatus = (orderOk: boolean): TDocumentStatus =>
  orderOk ? DOCUMENT_COMPLETE : DOCUMENT_SHORT;

/** Complete is success, Short danger. */
export function documentStatusVariant(status: string): TVariant | undefined {
  if (status === DOCUMENT_COMPLETE) return 'success';
  if (status === DOCUMENT_SHORT) return 'danger';
  return undefined;
}

/** Every line supplied exactly as ordered (a document without lines is not ok). */
export function orderOk(lines: readonly { ordered: number; supplied: number }[]): boolean {
  return lines.length > 0 && lines.every((l) => l.supplied === l.ordered);
}

// ---- calls -------------------------------------------------------------------------------------

export const ZDocumentSearch = z.object({
  search_type: z.enum(DOCUMENT_SEARCH_TYPES).default('ALL'),
  search_term: text().trim().max(100).nullish(),
  action_date: ZOptionalIsoDate,
  /** One warehouse; ALL or empty for every warehouse. */
  warehouse: text().trim().max(20).nullish(),
  limit: int().min(1).max(DOCUMENT_LIST_LIMIT).default(DOCUMENT_LIST_LIMIT),
});
export type TDocumentSearchQuery = z.input<typeof ZDocumentSearch>;

/** Why a search may not run, or null: it needs a term or a date. */
export function documentSearchProblem(q: {
  search_term?: string | null;
  action_date?: string | null;
}): string | null {
  if (!(q.search_term ?? '').trim() && !q.action_date) return ERP_DOCUMENT_MESSAGES.enterSearch;
  return null;
}

export const ZDocumentKey = z.object({
  document_type: z.enum(ERP_DOCUMENT_TYPES),
  document_reference: text().trim().min(1).max(60),
});
export type TDocumentKey = z.infer<typeof ZDocumentKey>;

/** A documents search row. */
export const ZDocumentRow = z.object({
  document_type: z.enum(ERP_DOCUMENT_TYPES),
  /** Sales Order, Purchase Order or Delivery Docket. */
  type: z.string(),
  document_reference: z.string(),
  /** Required, expected or received date; null for a docket with neither date. */
  action_date: z.string().nullable(),
  /** The customer or supplier name. */
  party: z.string(),
  warehouse: z.string(),
  lines: z.number(),
  ordered: z.number(),
  supplied: z.number(),
  order_ok: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  wms_status: z.string(),
  erp_id: z.string(),
  erp_status: z.string(),
  erp_action: z.string(),
});
export type TDocumentRow = z.output<typeof ZDocumentRow>;

export const ZDocumentLine = z.object({
  line_no: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  serial_batch: z.string(),
  ordered: z.number(),
  supplied: z.number(),
  line_ok: z.boolean(),
});
export type TDocumentLine = z.output<typeof ZDocumentLine>;

export const ZDocumentDetail = ZDocumentRow.extend({ document_lines: z.array(ZDocumentLine) });
export type TDocumentDetail = z.output<typeof ZDocumentDetail>;

/** Service `documents`, entity `document`. */
export const ERP_DOCUMENT_CALLS = {
  list: actionContract({
    service: 'documents',
    entity: 'document',
    action: 'list',
    input: ZDocumentSearch,
    output: ZDocumentRow,
  }),
  get: actionContract({
    service: 'documents',
    entity: 'document',
    action: 'get',
    input: ZDocumentKey,
    output: ZDocumentDetail,
  }),
  erp_action: actionContract({
    service: 'documents',
    entity: 'document',
    action: 'erp_action',
    input: ZDocumentKey,
    output: ZDocumentDetail,
  }),
};

/** /documents/document?document_type=...&document_reference=... */
export const documentPath = (type: TErpDocumentType, reference: string) =>
  `/documents/document?${new URLSearchParams({ document_type: type, document_reference: reference }).toString()}`;
