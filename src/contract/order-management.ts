import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { CALENDAR_COLOURS, type TCalendarColour } from './dashboard';
import { ALL_WAREHOUSES } from './envelope';
import { PICK_MESSAGES } from './picks';
import {
  ORDER_MANAGEMENT_SEARCH_TYPES,
  SALES_ORDER_MESSAGES,
  ZSalesOrderList,
  ZSalesOrderListRow,
  type TOrderManagementSearchType,
} from './sales-orders';
import { DISPLAY_TIME_FORMAT } from './defaults';

/*
 * Order Management (/ev_so, document 2 sections 2, 5 and 7): the sales order list's summary
 * modes behind the run tabs and the monthly calendar, and the orders needing review. They are
 * search types of `sales_order list`; the tabs' orders and the picks use the sales order and
 * pick calls as they are.
 */

export const ORDER_MANAGEMENT_SEARCH_LABELS: Record<TOrderManagementSearchType, string> = {
  MONTH_SUMMARY: 'Calendar',
  RUN_SET_SUMMARY: 'Run Summary',
  REVIEW: 'Review',
};
export function isOrderManagementSearch(
  type: string | null | undefined,
): type is TOrderManagementSearchType {
  return (ORDER_MANAGEMENT_SEARCH_TYPES as readonly (string | null | undefined)[]).includes(type);
}

/**
 * RUN_SET_SUMMARY with this run set gives every run of the warehouse (the runs a dispatcher
 * may move orders to) without the 'Please Select a Run Set' warning.
 */
export const EVERY_RUN = '*';

export const ORDER_MANAGEMENT_MESSAGES = {
  selectWarehouse: SALES_ORDER_MESSAGES.selectWarehouse,
  selectRunSet: SALES_ORDER_MESSAGES.selectRunSet,
  selectRequiredDate: SALES_ORDER_MESSAGES.selectRequiredDate,
  /** The pick summary's alert with no run set (document 2 section 5). */
  setRunSet: PICK_MESSAGES.setRunSet,
  selectMonth: 'Please Select a Month',
  summaryFailed: (detail: string) => SALES_ORDER_MESSAGES.searchFailed(detail),
  noRuns: 'The run set has no runs',
  noOrders: 'No sales orders for this run on this date',
  noNewSelected: 'Select at least one new sales order to create picks',
  noneSelected: 'Select at least one sales order',
  noPicks: 'No picks for this run set on this date',
  noReview: 'No open orders are held or waiting for review from this date',
} as const;

// ---- day colours (document 1 dashboard calendar, document 2 "Calendar") --------------------

/**
 * Every order of the day complete is GREEN; any new or in-progress order makes it YELLOW.
 * The calendar shows it with the dashboard's rule (calendarDayVariant: YELLOW is warning,
 * anything else success).
 */
export function dayColour(d: { new: number; in_progress: number }): TCalendarColour {
  return d.new + d.in_progress > 0 ? 'YELLOW' : 'GREEN';
}

// ---- answers -------------------------------------------------------------------------------

/** Order counts by status group (deleted orders are not counted). */
export const ZOrderCounts = z.object({
  orders: z.number(),
  lines: z.number(),
  new: z.number(),
  in_progress: z.number(),
  complete: z.number(),
  held: z.number(),
});
export type TOrderCounts = z.output<typeof ZOrderCounts>;

/** MONTH_SUMMARY: one row per required date of the month that has orders. */
export const ZMonthSummaryDay = ZOrderCounts.extend({
  required_date: z.string(),
  colour: z.enum(CALENDAR_COLOURS),
});
export type TMonthSummaryDay = z.output<typeof ZMonthSummaryDay>;

/** RUN_SET_SUMMARY: one row per run of the run set (runs with no orders too). */
export const ZRunSetSummaryRow = ZOrderCounts.extend({
  run_id: z.number(),
  run: z.string(),
  run_name: z.string(),
  run_type: z.string(),
  warehouse: z.string(),
  runset_id: z.string(),
  /** Picks of the run's orders for the date. */
  picks: z.number(),
});
export type TRunSetSummaryRow = z.output<typeof ZRunSetSummaryRow>;

/** REVIEW: the list's row without the warehouse name. */
export const ZSalesOrderReviewRow = ZSalesOrderListRow.omit({ warehouse_name: true });
export type TSalesOrderReviewRow = z.output<typeof ZSalesOrderReviewRow>;

const SALES_ORDER_LIST = {
  service: 'sales_order',
  entity: 'sales_order',
  action: 'list',
  input: ZSalesOrderList,
} as const;

/**
 * `sales_order list`, whose rows depend on its search type: the call as served (every mode's
 * rows).
 */
export const SALES_ORDER_LIST_CALLS = {
  list: actionContract({
    ...SALES_ORDER_LIST,
    output: z.union([
      ZSalesOrderListRow,
      ZMonthSummaryDay,
      ZRunSetSummaryRow,
      ZSalesOrderReviewRow,
    ]),
  }),
};

/** `sales_order list` read as one mode's rows, for callers that send that mode. */
export const SALES_ORDER_LIST_VIEWS = {
  /** SEARCH, DATE_RANGE, ERP_ACTION, HOLD, INVENTORY, CUSTOMER. */
  orders: callView(SALES_ORDER_LIST_CALLS.list, ZSalesOrderListRow),
  monthSummary: callView(SALES_ORDER_LIST_CALLS.list, ZMonthSummaryDay),
  runSetSummary: callView(SALES_ORDER_LIST_CALLS.list, ZRunSetSummaryRow),
  review: callView(SALES_ORDER_LIST_CALLS.list, ZSalesOrderReviewRow),
};

/** The tab label: the run's name and its counts. */
export function runTabLabel(r: Pick<TRunSetSummaryRow, 'run_name' | 'orders' | 'new'>): string {
  return `${r.run_name} (${r.new}/${r.orders})`;
}

/** The first and last day (YYYY-MM-DD) of the month of `date`. */
export function monthRange(date: string): { from_date: string; to_date: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from_date: `${y}-${mm}-01`, to_date: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

type SummaryQueryLike = {
  search_type?: string | null;
  warehouse?: string | null;
  run_set?: string | null;
  from_date?: string | null;
};

/**
 * The warnings of document 2 section 5 for the summaries; each lets the search continue
 * (every warehouse, every run of the warehouse, the site's today).
 */
export function orderManagementWarnings(q: SummaryQueryLike): string[] {
  const out: string[] = [];
  if (!q.warehouse || q.warehouse === ALL_WAREHOUSES)
    out.push(ORDER_MANAGEMENT_MESSAGES.selectWarehouse);
  if (q.search_type !== 'REVIEW' && !(q.run_set ?? '').trim())
    out.push(ORDER_MANAGEMENT_MESSAGES.selectRunSet);
  if (q.search_type !== 'REVIEW' && !q.from_date)
    out.push(ORDER_MANAGEMENT_MESSAGES.selectRequiredDate);
  return out;
}

/** /ev_so */
export const ORDER_MANAGEMENT_PATH = '/ev_so';

/** Pick and attempt times (document 2 section 9). */
export const PICK_TIME_FORMAT = DISPLAY_TIME_FORMAT;

/** A pick line's state in words, beside its colour (pickLineVariant). */
export function pickLineStatusLabel(l: {
  quantity_req: number;
  quantity_picked: number;
  reason?: string | null;
}): string {
  if ((l.reason ?? '').trim() !== '') return 'Short';
  if (l.quantity_picked >= l.quantity_req && l.quantity_req > 0) return 'Picked';
  if (l.quantity_picked > 0) return 'Part picked';
  return 'To pick';
}

/** A pick line may still be confirmed: not picked in full and not closed short. */
export function pickLineOpen(l: {
  quantity_req: number;
  quantity_picked: number;
  reason?: string | null;
}): boolean {
  return (l.reason ?? '').trim() === '' && l.quantity_picked < l.quantity_req;
}

export const PICK_STATUS_LABELS: Record<string, string> = {
  new: 'Unstarted',
  in_progress: 'In Progress',
  complete: 'Complete',
};
