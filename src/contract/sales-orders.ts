import { z } from 'zod';
import * as fields from './fields';
import { ZIsoDate, ZOptionalIsoDate } from './dates';
import { ALL_WAREHOUSES } from './envelope';
import { MESSAGES } from './messages';
import type { TPickAttempt } from './picks';
import { erpStatusVariant, type TVariant } from './status-colours';

/*
 * Sales orders (document 2 sections 2-8, service `sales_order`): the list's search modes and
 * their required inputs, the status rule and colours, the detail, and the order actions
 * (re-run despatch, flag a retry update, delete a connote). The screens check the same rules
 * before calling and the server checks them again.
 */

export const SALES_ORDER_MESSAGES = {
  // Document 2 section 5 (validation; the three warnings let the search continue)
  selectWarehouse: 'Please Select a Warehouse',
  selectRunSet: 'Please Select a Run Set',
  selectRequiredDate: 'Please Select a Required Date',
  selectSearchType: 'Please Select a Search Type',
  enterSearchTerm: 'Please Enter a Search Term',
  /** Required Date and Inventory need both ends of the range (document 2 section 2). */
  selectDateRange: 'Please Select a Date Range',
  // Document 2 section 7 (info)
  despatchTriggered: 'The Despatch Process was triggered',
  updated: 'The Sales order was successfully updated',
  flaggedForUpdate:
    'The Sales order has been flagged for update, this should occur in the next few minutes',
  // Document 2 section 8 (failures)
  searchFailed: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  getFailed: "Hmm, we couldn't get this Sales Order...",
  updateFailed: 'There was a problem updating this sales order. Please try again...',
  /** The document gives only '...redespatching...'; the rest follows its sibling message. */
  redespatchFailed: 'There was a problem redespatching this sales order. Please try again...',
  // Server refusals
  notFound: (so: string) => `Sales order '${so}' was not found`,
  deletedOrder: (so: string) => `Sales order '${so}' is deleted`,
  noConnote: (so: string) => `Sales order '${so}' has no connote`,
  runNotInWarehouse: (warehouse: string) => `That run is not a run of warehouse ${warehouse}`,
} as const;

/**
 * The list's search modes (document 2 section 7 names; section 2 labels). MONTH_SUMMARY,
 * RUN_SET_SUMMARY and REVIEW belong to Order Management and are added with it.
 */
export const SALES_ORDER_SEARCH_TYPES = [
  'SEARCH',
  'DATE_RANGE',
  'ERP_ACTION',
  'HOLD',
  'INVENTORY',
  'CUSTOMER',
] as const;
export type TSalesOrderSearchType = (typeof SALES_ORDER_SEARCH_TYPES)[number];
export const SALES_ORDER_SEARCH_LABELS: Record<TSalesOrderSearchType, string> = {
  SEARCH: 'Search',
  DATE_RANGE: 'Required Date',
  ERP_ACTION: 'Requires Attention',
  HOLD: 'Held Orders',
  INVENTORY: 'Inventory',
  CUSTOMER: 'Customer',
};
/** Modes that need a term (document 2 section 5). */
export const SO_TERM_TYPES: readonly TSalesOrderSearchType[] = ['SEARCH', 'INVENTORY', 'CUSTOMER'];
/** Modes that need a date range (document 2 section 2). */
export const SO_DATE_TYPES: readonly TSalesOrderSearchType[] = ['DATE_RANGE', 'INVENTORY'];
/** Modes that need a warehouse (document 2 section 2). */
export const SO_WAREHOUSE_TYPES: readonly TSalesOrderSearchType[] = [
  'DATE_RANGE',
  'ERP_ACTION',
  'HOLD',
];
/** Modes that search as soon as they are chosen (document 2 section 4). */
export const SO_IMMEDIATE_TYPES: readonly TSalesOrderSearchType[] = ['ERP_ACTION', 'HOLD'];

/** Status filter (document 2 sections 2 and 9): all is the default. */
export const SALES_ORDER_STATUS_FILTERS = ['all', 'new', 'in_progress', 'complete'] as const;
export type TSalesOrderStatusFilter = (typeof SALES_ORDER_STATUS_FILTERS)[number];
export const SALES_ORDER_STATUS_FILTER_LABELS: Record<TSalesOrderStatusFilter, string> = {
  all: 'All',
  new: 'New',
  in_progress: 'In Progress',
  complete: 'Complete',
};
export const SALES_ORDER_LIST_LIMIT = 500;

// ---- status rule (document 2 section 4) ----------------------------------------------------

/** The product status lower-cased; missing means new. */
export function salesOrderStatus(status: string | null | undefined): string {
  const s = (status ?? '').trim().toLowerCase();
  return s === '' ? 'new' : s;
}
export type TSalesOrderStatusGroup = 'new' | 'in_progress' | 'complete' | 'deleted';
/** new, complete, deleted, and in progress for anything else (picking, picked, packed...). */
export function salesOrderStatusGroup(status: string | null | undefined): TSalesOrderStatusGroup {
  const s = salesOrderStatus(status);
  return s === 'new' || s === 'complete' || s === 'deleted' ? s : 'in_progress';
}
/** Picked, packed and loaded are late-stage (document 2 section 4). */
export const LATE_STAGE_STATUSES = ['picked', 'packed', 'loaded'] as const;

/** Row colour: complete success, new plain, deleted danger, other warning; held greyed. */
export function salesOrderRowVariant(o: {
  wms_status: string | null | undefined;
  hold?: boolean;
}): TVariant | undefined {
  if (o.hold) return 'secondary';
  const g = salesOrderStatusGroup(o.wms_status);
  return g === 'complete'
    ? 'success'
    : g === 'new'
      ? undefined
      : g === 'deleted'
        ? 'danger'
        : 'warning';
}

const DISPLAY_STATUS_VARIANTS: Record<string, TVariant> = {
  NEW: 'dark',
  PICKING: 'warning',
  PICKED: 'warning',
  PACKED: 'warning',
  LOADED: 'warning',
  // Our own in-progress status reads like picking.
  IN_PROGRESS: 'warning',
  ERROR: 'danger',
  COMPLETE: 'success',
};
/** Display status (upper-cased, missing is New): NEW dark; PICKING..LOADED warning; ERROR danger; COMPLETE success. */
export function salesOrderStatusVariant(status: string | null | undefined): TVariant {
  return DISPLAY_STATUS_VARIANTS[salesOrderStatus(status).toUpperCase()] ?? 'light';
}
/** The product status as shown: 'in_progress' -> 'IN PROGRESS'. */
export function salesOrderStatusLabel(status: string | null | undefined): string {
  return salesOrderStatus(status).replace(/_/g, ' ').toUpperCase();
}
/** Missing ERP status is Pending Fulfilment; a held order shows its review reason instead. */
export function salesOrderErpStatus(o: {
  erp_status: string | null | undefined;
  hold?: boolean;
  review_reason?: string | null;
}): string {
  if (o.hold && o.review_reason) return o.review_reason;
  return o.erp_status?.trim() || 'Pending Fulfilment';
}
/** The ERP badge colour: held orders are greyed (secondary). */
export function salesOrderErpVariant(o: {
  erp_status: string | null | undefined;
  hold?: boolean;
}): TVariant {
  return o.hold ? 'secondary' : erpStatusVariant(o.erp_status?.trim() || 'Pending Fulfilment');
}

export type TSoLineStatus = 'Complete' | 'Short' | '';
/** Complete when supplied equals ordered; Short when less and a short-supply reason exists. */
export function soLineStatus(l: {
  quantity_ordered: number;
  quantity_supplied: number;
  short_supply_reason: string | null | undefined;
}): TSoLineStatus {
  if (l.quantity_supplied === l.quantity_ordered) return 'Complete';
  if (l.quantity_supplied < l.quantity_ordered && (l.short_supply_reason ?? '').trim() !== '')
    return 'Short';
  return '';
}
export function soLineVariant(status: TSoLineStatus): TVariant | undefined {
  return status === 'Complete' ? 'success' : status === 'Short' ? 'danger' : undefined;
}

// ---- list ----------------------------------------------------------------------------------

const optionalDate = ZOptionalIsoDate;

export const ZSalesOrderList = z.object({
  search_type: fields.text().trim().max(40).nullish(),
  search_term: fields.text().trim().max(100).nullish(),
  /** The screen the search came from (sent by the document's front end; not used to filter). */
  context: fields.text().trim().max(40).nullish(),
  warehouse: fields.text().trim().max(20).nullish(),
  run_set: fields.text().trim().max(60).nullish(),
  from_date: optionalDate,
  to_date: optionalDate,
  status: z.enum(SALES_ORDER_STATUS_FILTERS).nullish(),
  picking_queue: fields.text().trim().max(60).nullish(),
  run: z.union([fields.int(), fields.text().trim().max(40)]).nullish(),
  limit: fields.int().min(1).max(5000).nullish(),
});
export type TSalesOrderListQuery = z.input<typeof ZSalesOrderList>;

type ListQueryLike = {
  search_type?: string | null;
  search_term?: string | null;
  warehouse?: string | null;
  run_set?: string | null;
  from_date?: string | null;
  to_date?: string | null;
};
const hasWarehouse = (w: string | null | undefined) => !!w && w !== ALL_WAREHOUSES;

/** Why a sales order search may not run, or null (document 2 sections 2 and 5). */
export function salesOrderSearchProblem(q: ListQueryLike): {
  path: 'search_type' | 'search_term' | 'from_date' | 'warehouse';
  message: string;
} | null {
  const type = q.search_type;
  if (!type || !(SALES_ORDER_SEARCH_TYPES as readonly string[]).includes(type))
    return { path: 'search_type', message: SALES_ORDER_MESSAGES.selectSearchType };
  const t = type as TSalesOrderSearchType;
  if (SO_TERM_TYPES.includes(t) && !(q.search_term ?? '').trim())
    return { path: 'search_term', message: SALES_ORDER_MESSAGES.enterSearchTerm };
  if (SO_DATE_TYPES.includes(t) && (!q.from_date || !q.to_date))
    return { path: 'from_date', message: SALES_ORDER_MESSAGES.selectDateRange };
  if (SO_WAREHOUSE_TYPES.includes(t) && !hasWarehouse(q.warehouse))
    return { path: 'warehouse', message: SALES_ORDER_MESSAGES.selectWarehouse };
  return null;
}

/**
 * The warnings of document 2 section 5 that let a search continue: a term search across ALL
 * warehouses, a Required Date search with no run set (every run), a term search with no date
 * range (every date).
 */
export function salesOrderSearchWarnings(q: ListQueryLike): string[] {
  const t = q.search_type as TSalesOrderSearchType;
  const out: string[] = [];
  if (!SO_WAREHOUSE_TYPES.includes(t) && !hasWarehouse(q.warehouse))
    out.push(SALES_ORDER_MESSAGES.selectWarehouse);
  if (t === 'DATE_RANGE' && !(q.run_set ?? '').trim()) out.push(SALES_ORDER_MESSAGES.selectRunSet);
  if ((t === 'SEARCH' || t === 'CUSTOMER') && !q.from_date && !q.to_date)
    out.push(SALES_ORDER_MESSAGES.selectRequiredDate);
  return out;
}

/** One row of the list. */
export type TSalesOrderListRow = {
  sales_order: string;
  sales_order_header_id: number;
  warehouse: string;
  warehouse_name: string;
  customer_id: string;
  customer_name: string;
  customer_order: string;
  num_of_lines: number;
  run_id: number | null;
  run_name: string;
  required_date: string;
  delivery_suburb: string;
  wms_status: string;
  status: TSalesOrderStatusGroup;
  erp_status: string;
  erp_action: string;
  hold: boolean;
  review_reason: string;
  connote: string;
};

// ---- get and actions -----------------------------------------------------------------------

const orderRef = {
  sales_order: fields.text().trim().min(1).max(60).nullish(),
  sales_order_header_id: fields.id().nullish(),
};
export const ZSalesOrderGet = z
  .object({ ...orderRef, include_containers: z.boolean().nullish() })
  .refine((d) => !!d.sales_order || !!d.sales_order_header_id, {
    message: 'Give sales_order or sales_order_header_id',
    path: ['sales_order'],
  });
export type TSalesOrderGetQuery = z.input<typeof ZSalesOrderGet>;

export const ZSalesOrderRef = z.object({ sales_order: fields.text().trim().min(1).max(60) });
export const ZDespatch = z.object({
  sales_order: fields.text().trim().min(1).max(60),
  printer_set: fields.text().trim().max(60).nullish(),
});

const text = (max: number) => fields.text().trim().max(max).optional();
/**
 * `check`: update an order the ERP sent (orders come from the ERP, so check never creates one):
 * the fields given change, the rest stay. A held order needs a review reason.
 */
export const ZSalesOrderCheck = z.object({
  sales_order: z
    .object({
      sales_order: fields.text().trim().min(1).max(60),
      customer_order: text(60),
      required_date: ZIsoDate.optional(),
      run_id: fields.id().nullable().optional(),
      hold: z.boolean().optional(),
      review_reason: text(200),
      delivery_instructions: text(500),
      delivery_address_1: text(200),
      delivery_address_2: text(200),
      delivery_suburb: text(100),
      delivery_state: text(20),
      delivery_postcode: text(20),
      delivery_country: text(60),
    })
    .refine((o) => !o.hold || (o.review_reason ?? '').trim() !== '', {
      message: 'A held order needs a review reason',
      path: ['review_reason'],
    }),
});
export type TSalesOrderCheckInput = z.input<typeof ZSalesOrderCheck>['sales_order'];

export type TSalesOrderLine = {
  line_no: number;
  inventory_code: string;
  description: string;
  stocking_factor_unit: string;
  pack_size: number;
  quantity_ordered: number;
  quantity_supplied: number;
  short_supply_reason: string;
  line_status: TSoLineStatus;
  /** The picker of the line's latest attempt ('' before any). */
  pick_user_id: string;
  /** Every attempt at the line's picks, in time order. */
  pick_attempts: TPickAttempt[];
  /** Where the supplied stock came from: one row per attempt that took stock. */
  details: TSoLineDetail[];
};
/** A pick of an order line (document 2 so_lines details). */
export type TSoLineDetail = {
  location: string;
  quantity: number;
  reference: string;
  serial_batch: string;
  date_code: string;
};
/** A pack (container) of the order: its number, SSCC, package type, weight (kg), connote. */
export type TSalesOrderContainer = {
  /** The pack's number, the WMS's own reference of it. */
  wms_reference: string;
  container_number: string;
  sscc_number: string;
  package_type: string;
  weight: number;
  connote: string;
};
/** Who picked the order: lines attempted, quantity picked, first and last attempt (ISO UTC). */
export type TSalesOrderPicker = {
  user_id: string;
  lines: number;
  quantity: number;
  first_pick: string;
  last_pick: string;
};
export type TSalesOrderDetail = TSalesOrderListRow & {
  type: string;
  erp_id: string;
  delivery_instructions: string;
  delivery_address_1: string;
  delivery_address_2: string;
  delivery_state: string;
  delivery_postcode: string;
  delivery_country: string;
  locked_user: string;
  picked: boolean;
  updated_at: string;
  so_lines: TSalesOrderLine[];
  containers: TSalesOrderContainer[];
  pickers: TSalesOrderPicker[];
};

/** /so/{sales_order} */
export function salesOrderPath(so: string): string {
  return `/so/${encodeURIComponent(so)}`;
}
