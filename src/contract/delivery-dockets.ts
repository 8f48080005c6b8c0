import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, oneOf, text } from './fields';
import { ZOptionalIsoDate } from './dates';
import { ALL_WAREHOUSES } from './envelope';
import { INVENTORY_MESSAGES } from './inventory';
import type { TVariant } from './status-colours';

/**
 * Delivery dockets (document 1 "Delivery dockets", sections 2-8; service `delivery_docket`):
 * what arrived against a purchase order. The status derivations are pure functions here: the
 * server answers them and the screens colour by them, so the rule lives once.
 */

export const DELIVERY_DOCKET_MESSAGES = {
  // Document 1 section 8
  listFailed: (detail: string) =>
    `Something went wrong listing the delivery dockets! Please contact support if it persists - ${detail}`,
  loadFailed: (detail: string) =>
    `There was a problem loading this Delivery Docket. If the problem persists, please contact support - ${detail}`,
  updateFailed: (detail: string) =>
    `There was a problem updating this Delivery Docket. If the problem persists, please contact support - ${detail}`,
  retried:
    'The Delivery Docket has been flagged for update, this should occur in the next few minutes',
  // Document 1 section 5 (the words document 2 uses for the same checks)
  selectSearchType: INVENTORY_MESSAGES.selectSearchType,
  enterSearchTerm: INVENTORY_MESSAGES.enterSearchTerm,
  selectDateRange: INVENTORY_MESSAGES.selectDateRange,
  // Server refusals
  notFound: (docket: string) => `Delivery docket '${docket}' was not found`,
  saved: 'The Delivery Docket was successfully updated',
} as const;

/** Docket search types (document 1 sections 2 and 7; CUSTOMER is the supplier for a docket). */
export const DOCKET_SEARCH_TYPES = [
  'SEARCH',
  'DATE_RANGE',
  'INVENTORY',
  'PURCHASE_ORDER',
  'SUPPLIER',
  'CUSTOMER',
] as const;
export type TDocketSearchType = (typeof DOCKET_SEARCH_TYPES)[number];
/** The types the screen offers (CUSTOMER is served for the API but not offered). */
export const DOCKET_SCREEN_SEARCH_TYPES: readonly TDocketSearchType[] = [
  'SEARCH',
  'DATE_RANGE',
  'INVENTORY',
  'PURCHASE_ORDER',
  'SUPPLIER',
];
export const DOCKET_SEARCH_LABELS: Record<TDocketSearchType, string> = {
  SEARCH: 'Search',
  DATE_RANGE: 'Received Date',
  INVENTORY: 'Inventory',
  PURCHASE_ORDER: 'Purchase Order',
  SUPPLIER: 'Supplier',
  CUSTOMER: 'Customer',
};
export const DOCKET_LIST_LIMIT = 500;

/** Docket wms_status values (document 1 section 4). */
export const DOCKET_STATUSES = [
  'Received',
  'Part Received',
  'Checked',
  'Error',
  'Complete',
] as const;

/** The ERP status a docket shows when it has none (documents 1 and 2 section 4). */
export const PENDING_RECEIPT = 'Pending Receipt';
/** What a docket with no erp_id shows in place of it (document 2 section 4). */
export const UNPROCESSED = 'Unprocessed';
/** erp_id values the ERP connector writes when it could not take the docket. */
export const ERP_ID_LOCKED = 'LOCKED';
export const ERP_ID_ERROR = 'ERROR';
/** The erp_action Retry sets (document 2 section 4: a retry is an UPDATE). */
export const ERP_ACTION_UPDATE = 'UPDATE';

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toUpperCase() === b.toUpperCase();

/**
 * A docket's ERP fields as shown (document 2 section 4): an erp_id of LOCKED makes its ERP
 * status LOCKED; a missing ERP status is Pending Receipt; no erp_id shows as Unprocessed.
 */
export function deriveDocketErp(d: { erp_id?: string | null; erp_status?: string | null }): {
  erp_status: string;
  erp_label: string;
} {
  const erpId = (d.erp_id ?? '').trim();
  const erp_status = same(erpId, ERP_ID_LOCKED)
    ? ERP_ID_LOCKED
    : (d.erp_status ?? '').trim() || PENDING_RECEIPT;
  return { erp_status, erp_label: erpId || UNPROCESSED };
}

/** Docket line status (document 1 section 4): Complete when all came, Part Received when some. */
export const DOCKET_LINE_STATUSES = ['Complete', 'Part Received', ''] as const;
export type TDocketLineStatus = (typeof DOCKET_LINE_STATUSES)[number];
export function docketLineStatus(line: {
  carton_qty: number;
  quantity_ordered: number;
}): TDocketLineStatus {
  if (line.carton_qty === line.quantity_ordered) return 'Complete';
  if (line.carton_qty > 0) return 'Part Received';
  return '';
}

/** Row colour of a docket: held secondary; Received success; Part Received warning. */
export function docketRowVariant(d: {
  hold?: boolean | null;
  wms_status?: string | null;
}): TVariant | undefined {
  if (d.hold) return 'secondary';
  if (same(d.wms_status, 'Received')) return 'success';
  if (same(d.wms_status, 'Part Received')) return 'warning';
  return undefined;
}

/** Colour of a docket line status. */
export function docketLineVariant(status: TDocketLineStatus): TVariant | undefined {
  return status === 'Complete' ? 'success' : status === 'Part Received' ? 'warning' : undefined;
}

/** /dd/{delivery_docket} */
export const docketPath = (docket: string) => `/dd/${encodeURIComponent(docket)}`;

// ---- calls -------------------------------------------------------------------------------------

const optionalDate = ZOptionalIsoDate;

export type TSearchProblem = {
  path: 'search_type' | 'search_term' | 'from_date' | 'warehouse';
  message: string;
};

/**
 * Why a docket search may not run, or null (document 1 section 5): SEARCH, INVENTORY and
 * CUSTOMER need a term (so do PURCHASE_ORDER and SUPPLIER: they name what to look for);
 * DATE_RANGE needs two dates.
 */
export function docketSearchProblem(q: {
  search_type?: string | null;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
}): TSearchProblem | null {
  const type = q.search_type;
  if (!type) return { path: 'search_type', message: DELIVERY_DOCKET_MESSAGES.selectSearchType };
  if (type === 'DATE_RANGE') {
    if (!q.from_date || !q.to_date)
      return { path: 'from_date', message: DELIVERY_DOCKET_MESSAGES.selectDateRange };
    return null;
  }
  if (!(q.search_term ?? '').trim())
    return { path: 'search_term', message: DELIVERY_DOCKET_MESSAGES.enterSearchTerm };
  return null;
}

export const ZDocketList = z.object({
  search_type: oneOf(DOCKET_SEARCH_TYPES, DELIVERY_DOCKET_MESSAGES.selectSearchType).default(
    'SEARCH',
  ),
  search_term: text().trim().max(80).nullish(),
  from_date: optionalDate,
  to_date: optionalDate,
  /** A warehouse code; '' or ALL for every warehouse. */
  warehouse: text()
    .trim()
    .max(20)
    .nullish()
    .transform((w) => (w && w !== ALL_WAREHOUSES ? w : '')),
  limit: int().min(1).max(2000).default(DOCKET_LIST_LIMIT),
});
export type TDocketListQuery = z.input<typeof ZDocketList>;

export const ZDocketGet = z.object({
  delivery_docket: text().trim().min(1).max(60),
  /** Include the docket's lines (default true). */
  include_delivery_dockets: z.boolean().default(true),
});
export const ZDocketKey = z.object({ delivery_docket: text().trim().min(1).max(60) });

/** `check`: the fields of a docket the back office may change. */
export const ZDocketCheck = z.object({
  docket: z.object({
    delivery_docket: text().trim().min(1).max(60),
    hold: z.boolean().optional(),
    delivery_instructions: text().trim().max(500).optional(),
  }),
});
export type TDocketCheck = z.input<typeof ZDocketCheck>;

/** A row of the docket list (document 1 columns) with its derived ERP fields. */
export const ZDocketListRow = z.object({
  delivery_docket_id: z.number(),
  delivery_docket: z.string(),
  purchase_order: z.string(),
  supplier_code: z.string(),
  supplier_name: z.string(),
  warehouse: z.string(),
  received_date: z.string().nullable(),
  expected_date: z.string().nullable(),
  erp_id: z.string(),
  erp_label: z.string(),
  erp_status: z.string(),
  erp_action: z.string(),
  wms_status: z.string(),
  docket_status: z.string(),
  hold: z.boolean(),
});
export type TDocketListRow = z.output<typeof ZDocketListRow>;

export const ZDocketLine = z.object({
  line_no: z.number(),
  purchase_order_line: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  quantity_ordered: z.number(),
  carton_qty: z.number(),
  serial_batch: z.string(),
  date_code: z.string(),
  line_status: z.enum(DOCKET_LINE_STATUSES),
});
export type TDocketLine = z.output<typeof ZDocketLine>;

export const ZDocketDetail = ZDocketListRow.extend({
  finalised_date: z.string().nullable(),
  erp_reference: z.string(),
  delivery_instructions: z.string(),
  received_by: z.string(),
  docket_lines: z.array(ZDocketLine),
});
export type TDocketDetail = z.output<typeof ZDocketDetail>;

export const DELIVERY_DOCKET_CALLS = {
  list: actionContract({
    service: 'delivery_docket',
    entity: 'delivery_docket',
    action: 'list',
    input: ZDocketList,
    output: ZDocketListRow,
  }),
  get: actionContract({
    service: 'delivery_docket',
    entity: 'delivery_docket',
    action: 'get',
    input: ZDocketGet,
    output: ZDocketDetail,
  }),
  check: actionContract({
    service: 'delivery_docket',
    entity: 'delivery_docket',
    action: 'check',
    input: ZDocketCheck,
    output: ZDocketDetail,
  }),
  retry: actionContract({
    service: 'delivery_docket',
    entity: 'delivery_docket',
    action: 'retry',
    input: ZDocketKey,
    output: ZDocketDetail,
  }),
};
