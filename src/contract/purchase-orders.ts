import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, oneOf, text } from './fields';
import { ZOptionalIsoDate } from './dates';
import {
  deriveDocketErp,
  ERP_ID_ERROR,
  PENDING_RECEIPT,
  ZDocketLine,
  type TSearchProblem,
} from './delivery-dockets';
import { ALL_WAREHOUSES } from './envelope';
import { INVENTORY_MESSAGES } from './inventory';
import type { TVariant } from './status-colours';

/**
 * Purchase orders (document 2 sections 2-8; service `purchase_order`). The status derivations
 * of section 4 are pure functions here: the server answers them, the screens colour by them.
 */

export const PURCHASE_ORDER_MESSAGES = {
  // Document 2 section 8 (the search failure really does say "Sales order")
  searchFailed: 'Sales order Search - Something went wrong! Please contact support if it persists',
  loadFailed:
    'There was a problem loading that purchase order! If the problem persists, please contact support',
  updateFailed:
    'There was a problem updating the purchase order, if this persists, please contact support',
  // Document 2 section 5 (validation, the words of section 8)
  selectSearchType: INVENTORY_MESSAGES.selectSearchType,
  enterSearchTerm: INVENTORY_MESSAGES.enterSearchTerm,
  selectDateRange: INVENTORY_MESSAGES.selectDateRange,
  selectWarehouse: INVENTORY_MESSAGES.selectWarehouse,
  // Server refusals
  notFound: (po: string) => `Purchase order '${po}' was not found`,
  saved: 'The Purchase Order was successfully updated',
} as const;

/** Search types of the purchase order list (document 2 section 7). */
export const PO_SEARCH_TYPES = [
  'SEARCH',
  'DATE_RANGE',
  'HOLD',
  'INVENTORY',
  'SUPPLIER',
  'CUSTOMER',
] as const;
export type TPoSearchType = (typeof PO_SEARCH_TYPES)[number];
/** The modes the screen offers (document 2 section 2); CUSTOMER is the API's, same as SUPPLIER. */
export const PO_SCREEN_SEARCH_TYPES: readonly TPoSearchType[] = [
  'SEARCH',
  'DATE_RANGE',
  'HOLD',
  'INVENTORY',
  'SUPPLIER',
];
export const PO_SEARCH_LABELS: Record<TPoSearchType, string> = {
  SEARCH: 'Search',
  DATE_RANGE: 'Expected Date',
  HOLD: 'Held Orders',
  INVENTORY: 'Inventory',
  SUPPLIER: 'Supplier',
  CUSTOMER: 'Customer',
};
/** The types that need a term (document 2 section 5). */
export const PO_TERM_TYPES: readonly TPoSearchType[] = [
  'SEARCH',
  'INVENTORY',
  'CUSTOMER',
  'SUPPLIER',
];
export const PO_LIST_LIMIT = 500;

/**
 * Why a purchase order search may not run, or null (document 2 section 5): SEARCH, INVENTORY,
 * CUSTOMER and SUPPLIER need a term; DATE_RANGE a date range and a warehouse; HOLD a
 * warehouse (ALL is not one).
 */
export function poSearchProblem(q: {
  search_type?: string | null;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  warehouse?: string | null;
}): TSearchProblem | null {
  const type = q.search_type;
  if (!type) return { path: 'search_type', message: PURCHASE_ORDER_MESSAGES.selectSearchType };
  if (PO_TERM_TYPES.includes(type as TPoSearchType) && !(q.search_term ?? '').trim())
    return { path: 'search_term', message: PURCHASE_ORDER_MESSAGES.enterSearchTerm };
  const noWarehouse = !q.warehouse || q.warehouse === ALL_WAREHOUSES;
  if (type === 'DATE_RANGE') {
    if (!q.from_date || !q.to_date)
      return { path: 'from_date', message: PURCHASE_ORDER_MESSAGES.selectDateRange };
    if (noWarehouse) return { path: 'warehouse', message: PURCHASE_ORDER_MESSAGES.selectWarehouse };
  }
  if (type === 'HOLD' && noWarehouse)
    return { path: 'warehouse', message: PURCHASE_ORDER_MESSAGES.selectWarehouse };
  return null;
}

// ---- the derivations of document 2 section 4 ---------------------------------------------------

export const PO_STATUS_OPEN = 'Open';
export const PO_STATUS_PUT_AWAY = 'PUT_AWAY';
export const PO_DERIVED_STATUSES = [PO_STATUS_OPEN, PO_STATUS_PUT_AWAY] as const;
export type TPoDerivedStatus = (typeof PO_DERIVED_STATUSES)[number];

type DocketFlags = { docket_status?: string | null; erp_id?: string | null };
const upper = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

/** Open by default; PUT_AWAY once any of its delivery dockets has status RECEIVED. */
export function derivePurchaseOrderStatus(dockets: readonly DocketFlags[]): TPoDerivedStatus {
  return dockets.some((d) => upper(d.docket_status) === 'RECEIVED')
    ? PO_STATUS_PUT_AWAY
    : PO_STATUS_OPEN;
}

/** ERROR when any docket's erp_id is ERROR; else its own, Pending Receipt when missing. */
export function derivePurchaseOrderErpStatus(
  erpStatus: string | null | undefined,
  dockets: readonly DocketFlags[],
): string {
  if (dockets.some((d) => upper(d.erp_id) === ERP_ID_ERROR)) return ERP_ID_ERROR;
  return (erpStatus ?? '').trim() || PENDING_RECEIPT;
}

/** The whole order as loaded: its status, ERP status and each docket's ERP fields. */
export function derivePurchaseOrder<D extends DocketFlags & { erp_status?: string | null }>(po: {
  erp_status?: string | null;
  delivery_dockets: readonly D[];
}): {
  status: TPoDerivedStatus;
  erp_status: string;
  delivery_dockets: (D & { erp_status: string; erp_label: string })[];
} {
  return {
    status: derivePurchaseOrderStatus(po.delivery_dockets),
    erp_status: derivePurchaseOrderErpStatus(po.erp_status, po.delivery_dockets),
    delivery_dockets: po.delivery_dockets.map((d) => ({ ...d, ...deriveDocketErp(d) })),
  };
}

/**
 * PO line status (document 2 section 4, as written): received above ordered shows Part
 * Received; equal shows Complete; between zero and ordered shows Short; nothing received,
 * nothing.
 */
export const PO_LINE_STATUSES = ['Part Received', 'Complete', 'Short', ''] as const;
export type TPoLineStatus = (typeof PO_LINE_STATUSES)[number];
export function poLineStatus(line: {
  quantity_ordered: number;
  quantity_received: number;
}): TPoLineStatus {
  const { quantity_ordered: ordered, quantity_received: received } = line;
  if (received > ordered) return 'Part Received';
  if (received === ordered) return 'Complete';
  if (received > 0) return 'Short';
  return '';
}
export function poLineVariant(status: TPoLineStatus): TVariant | undefined {
  if (status === 'Complete') return 'success';
  if (status === 'Part Received' || status === 'Short') return 'warning';
  return undefined;
}

/** PO list status colours (document 2 section 4), compared case-insensitively; else light. */
const PO_STATUS_VARIANTS: Record<string, TVariant> = {
  NEW: 'light',
  OPEN: 'warning',
  RECEIVED: 'success',
  'PART RECEIVED': 'warning',
  ERROR: 'danger',
  COMPLETE: 'success',
};
export function poStatusVariant(status: string | null | undefined): TVariant {
  return PO_STATUS_VARIANTS[upper(status).replace(/_/g, ' ')] ?? 'light';
}
/** A list row: held orders secondary, else the colour of its status. */
export function poRowVariant(po: { hold?: boolean | null; wms_status?: string | null }): TVariant {
  return po.hold ? 'secondary' : poStatusVariant(po.wms_status);
}
/** How a stored status reads in the list (in_progress -> IN PROGRESS). */
export const poStatusLabel = (status: string | null | undefined) =>
  upper(status).replace(/_/g, ' ');

/** /po/{purchase_order} */
export const purchaseOrderPath = (po: string) => `/po/${encodeURIComponent(po)}`;

// ---- calls -------------------------------------------------------------------------------------

const optionalDate = ZOptionalIsoDate;

export const ZPoList = z.object({
  search_type: oneOf(PO_SEARCH_TYPES, PURCHASE_ORDER_MESSAGES.selectSearchType).default('SEARCH'),
  search_term: text().trim().max(80).nullish(),
  from_date: optionalDate,
  to_date: optionalDate,
  warehouse: text().trim().max(20).nullish(),
  limit: int().min(1).max(2000).default(PO_LIST_LIMIT),
});
export type TPoListQuery = z.input<typeof ZPoList>;

export const ZPoGet = z.object({
  purchase_order: text().trim().min(1).max(60),
  include_delivery_dockets: z.boolean().default(true),
});

/** `check`: the fields of an order the back office may change. */
export const ZPoCheck = z.object({
  purchase_order: z.object({
    purchase_order: text().trim().min(1).max(60),
    hold: z.boolean().optional(),
    delivery_instructions: text().trim().max(500).optional(),
  }),
});
export type TPoCheck = z.input<typeof ZPoCheck>;

/** A row of the purchase order list (document 2 columns) with the derived statuses. */
export const ZPoListRow = z.object({
  purchase_order_id: z.number(),
  purchase_order: z.string(),
  warehouse: z.string(),
  supplier_code: z.string(),
  supplier_name: z.string(),
  run_name: z.string(),
  expected_date: z.string(),
  no_lines: z.number(),
  /** The stored status (the list's Status column and its colour). */
  wms_status: z.string(),
  /** Derived on load: Open, or PUT_AWAY once a docket is RECEIVED. */
  status: z.enum(PO_DERIVED_STATUSES),
  /** Derived: ERROR when a docket's erp_id is ERROR; Pending Receipt when missing. */
  erp_status: z.string(),
  erp_id: z.string(),
  hold: z.boolean(),
});
export type TPoListRow = z.output<typeof ZPoListRow>;

export const ZPoLine = z.object({
  purchase_order_line: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  supplier_catalogue: z.string(),
  unit_of_measure: z.string(),
  pack_size: z.number(),
  unit_price: z.number(),
  quantity_ordered: z.number(),
  quantity_received: z.number(),
  warehouse: z.string(),
  instructions: z.string(),
  line_status: z.enum(PO_LINE_STATUSES),
});
export type TPoLine = z.output<typeof ZPoLine>;

export const ZPoDocket = z.object({
  delivery_docket: z.string(),
  received_date: z.string().nullable(),
  finalised_date: z.string().nullable(),
  docket_status: z.string(),
  wms_status: z.string(),
  erp_id: z.string(),
  erp_label: z.string(),
  erp_reference: z.string(),
  erp_status: z.string(),
  hold: z.boolean(),
  docket_lines: z.array(ZDocketLine),
});
export type TPoDocket = z.output<typeof ZPoDocket>;

export const ZPoDetail = ZPoListRow.extend({
  delivery_instructions: z.string(),
  delivery_dockets: z.array(ZPoDocket),
  po_lines: z.array(ZPoLine),
});
export type TPoDetail = z.output<typeof ZPoDetail>;

export const PURCHASE_ORDER_CALLS = {
  list: actionContract({
    service: 'purchase_order',
    entity: 'purchase_order',
    action: 'list',
    input: ZPoList,
    output: ZPoListRow,
  }),
  get: actionContract({
    service: 'purchase_order',
    entity: 'purchase_order',
    action: 'get',
    input: ZPoGet,
    output: ZPoDetail,
  }),
  check: actionContract({
    service: 'purchase_order',
    entity: 'purchase_order',
    action: 'check',
    input: ZPoCheck,
    output: ZPoDetail,
  }),
};
