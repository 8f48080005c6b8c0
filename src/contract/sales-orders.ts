import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { ZIsoDate, ZOptionalIsoDate } from './dates';
import { ALL_WAREHOUSES } from './envelope';
import { MESSAGES } from './messages';
import { ZPickAttemptRow } from './picks';
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
  consignedPacksKeepAddress: (count: number) =>
    `${count} pack${count === 1 ? ' is' : 's are'} already consigned and keep${count === 1 ? 's' : ''} the old address: delete the connote and consign again to send the new one`,
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
/** The search types of `sales_order list` that belong to Order Management (order-management). */
export const ORDER_MANAGEMENT_SEARCH_TYPES = [
  'MONTH_SUMMARY',
  'RUN_SET_SUMMARY',
  'REVIEW',
] as const;
export type TOrderManagementSearchType = (typeof ORDER_MANAGEMENT_SEARCH_TYPES)[number];
/** Every search type `sales_order list` serves: the list's own and Order Management's. */
export const SALES_ORDER_LIST_SEARCH_TYPES = [
  ...SALES_ORDER_SEARCH_TYPES,
  ...ORDER_MANAGEMENT_SEARCH_TYPES,
] as const;
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
export const SALES_ORDER_STATUS_GROUPS = ['new', 'in_progress', 'complete', 'deleted'] as const;
export type TSalesOrderStatusGroup = (typeof SALES_ORDER_STATUS_GROUPS)[number];
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

export const SO_LINE_STATUSES = ['Complete', 'Short', ''] as const;
export type TSoLineStatus = (typeof SO_LINE_STATUSES)[number];
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
  /** Missing: refused with 'Please Select a Search Type' (salesOrderSearchProblem). */
  search_type: z.enum(SALES_ORDER_LIST_SEARCH_TYPES).nullish(),
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
export const ZSalesOrderListRow = z.object({
  sales_order: z.string(),
  sales_order_header_id: z.number(),
  warehouse: z.string(),
  warehouse_name: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  customer_order: z.string(),
  num_of_lines: z.number(),
  run_id: z.number().nullable(),
  run_name: z.string(),
  required_date: z.string(),
  delivery_suburb: z.string(),
  wms_status: z.string(),
  status: z.enum(SALES_ORDER_STATUS_GROUPS),
  erp_status: z.string(),
  erp_action: z.string(),
  hold: z.boolean(),
  review_reason: z.string(),
  connote: z.string(),
});
export type TSalesOrderListRow = z.output<typeof ZSalesOrderListRow>;

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

/** A pick attempt at an order line, as the order's detail shows it (TPickAttempt's shape). */
/** A pick of an order line (document 2 so_lines details). */
export const ZSoLineDetail = z.object({
  location: z.string(),
  quantity: z.number(),
  reference: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
});
export type TSoLineDetail = z.output<typeof ZSoLineDetail>;
export const ZSalesOrderLine = z.object({
  line_no: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  stocking_factor_unit: z.string(),
  pack_size: z.number(),
  quantity_ordered: z.number(),
  quantity_supplied: z.number(),
  short_supply_reason: z.string(),
  line_status: z.enum(SO_LINE_STATUSES),
  /** The picker of the line's latest attempt ('' before any). */
  pick_user_id: z.string(),
  /** Every attempt at the line's picks, in time order. */
  pick_attempts: z.array(ZPickAttemptRow),
  /** Where the supplied stock came from: one row per attempt that took stock. */
  details: z.array(ZSoLineDetail),
});
export type TSalesOrderLine = z.output<typeof ZSalesOrderLine>;
/** A pack (container) of the order: its number, SSCC, package type, weight (kg), connote. */
export const ZSalesOrderContainer = z.object({
  /** The pack's number, the WMS's own reference of it. */
  wms_reference: z.string(),
  container_number: z.string(),
  sscc_number: z.string(),
  package_type: z.string(),
  weight: z.number(),
  connote: z.string(),
});
export type TSalesOrderContainer = z.output<typeof ZSalesOrderContainer>;
/** Who picked the order: lines attempted, quantity picked, first and last attempt (ISO UTC). */
export const ZSalesOrderPicker = z.object({
  user_id: z.string(),
  lines: z.number(),
  quantity: z.number(),
  first_pick: z.string(),
  last_pick: z.string(),
});
export type TSalesOrderPicker = z.output<typeof ZSalesOrderPicker>;
/** One order as get and the order actions answer it (the list row but its warehouse name). */
export const ZSalesOrderDetail = ZSalesOrderListRow.omit({ warehouse_name: true }).extend({
  type: z.string(),
  erp_id: z.string(),
  delivery_instructions: z.string(),
  delivery_address_1: z.string(),
  delivery_address_2: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  delivery_country: z.string(),
  locked_user: z.string(),
  picked: z.boolean(),
  updated_at: z.string(),
  so_lines: z.array(ZSalesOrderLine),
  containers: z.array(ZSalesOrderContainer),
  pickers: z.array(ZSalesOrderPicker),
});
export type TSalesOrderDetail = z.output<typeof ZSalesOrderDetail>;

export const SALES_ORDER_CALLS = {
  get: actionContract({
    service: 'sales_order',
    entity: 'sales_order',
    action: 'get',
    input: ZSalesOrderGet,
    output: ZSalesOrderDetail,
  }),
  check: actionContract({
    service: 'sales_order',
    entity: 'sales_order',
    action: 'check',
    input: ZSalesOrderCheck,
    output: ZSalesOrderDetail,
  }),
  retry: actionContract({
    service: 'sales_order',
    entity: 'sales_order',
    action: 'retry',
    input: ZSalesOrderRef,
    output: ZSalesOrderDetail,
  }),
};
export const DESPATCH_CALLS = {
  despatch: actionContract({
    service: 'sales_order',
    entity: 'despatch',
    action: 'despatch',
    input: ZDespatch,
    output: ZSalesOrderDetail,
  }),
};
export const CONNOTE_CALLS = {
  delete: actionContract({
    service: 'sales_order',
    entity: 'connote',
    action: 'delete',
    input: ZSalesOrderRef,
    output: ZSalesOrderDetail,
  }),
};

/** /so/{sales_order} */
export function salesOrderPath(so: string): string {
  return `/so/${encodeURIComponent(so)}`;
}
