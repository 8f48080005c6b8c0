import { callAction, callResults } from '../../api';
import {
  EVERY_RUN,
  PICK_ATTEMPT_CALLS,
  PICK_CALLS,
  REASON_CODE_CALLS,
  SALES_ORDER_LIST_VIEWS,
  type TMonthSummaryDay,
  type TPickDetail,
  type TPickRow,
  type TPickType,
  type TReasonCode,
  type TRunSetSummaryRow,
  type TSalesOrderListRow,
  type TSalesOrderReviewRow,
} from '../../contract';

/*
 * Order Management's calls (document 2 section 7): the sales order list's summaries and run
 * orders, and the pick service. Reads are quiet (the screen shows failures in place); changes
 * raise the answer's errors, warnings and info as alerts.
 */

export type TOmScope = { warehouse: string; runSet: string; date: string };

export async function fetchRunSetSummary(s: TOmScope): Promise<TRunSetSummaryRow[]> {
  return callResults(
    SALES_ORDER_LIST_VIEWS.runSetSummary,
    {
      search_type: 'RUN_SET_SUMMARY',
      warehouse: s.warehouse,
      run_set: s.runSet,
      from_date: s.date,
      context: 'ev_so',
    },
    { quietErrors: true },
  );
}

/** Every run of the warehouse (the runs orders may move to). */
export function fetchWarehouseRuns(warehouse: string, date: string) {
  return fetchRunSetSummary({ warehouse, runSet: EVERY_RUN, date });
}

export async function fetchMonthSummary(
  s: TOmScope & { from: string; to: string },
): Promise<TMonthSummaryDay[]> {
  return callResults(
    SALES_ORDER_LIST_VIEWS.monthSummary,
    {
      search_type: 'MONTH_SUMMARY',
      warehouse: s.warehouse,
      run_set: s.runSet,
      from_date: s.from,
      to_date: s.to,
      context: 'ev_so',
    },
    { quietErrors: true },
  );
}

/** The orders of one run for the date (Required Date search narrowed to the run). */
export async function fetchRunOrders(
  s: TOmScope & { runId: number },
): Promise<TSalesOrderListRow[]> {
  return callResults(
    SALES_ORDER_LIST_VIEWS.orders,
    {
      search_type: 'DATE_RANGE',
      warehouse: s.warehouse,
      run_set: s.runSet,
      from_date: s.date,
      to_date: s.date,
      run: s.runId,
      status: 'all',
      limit: 5000,
      context: 'ev_so',
    },
    { quietErrors: true },
  );
}

/** Open orders held or with a review reason, from the required date on. */
export async function fetchReview(s: TOmScope): Promise<TSalesOrderReviewRow[]> {
  return callResults(
    SALES_ORDER_LIST_VIEWS.review,
    {
      search_type: 'REVIEW',
      warehouse: s.warehouse,
      run_set: s.runSet,
      from_date: s.date,
      context: 'ev_so',
    },
    { quietErrors: true },
  );
}

export async function fetchPicks(s: TOmScope & { lockedOnly: boolean }): Promise<TPickRow[]> {
  return callResults(
    PICK_CALLS.list,
    {
      warehouse: s.warehouse,
      run_set: s.runSet,
      from_date: s.date,
      to_date: s.date,
      locked_only: s.lockedOnly,
    },
    { quietErrors: true },
  );
}

export async function fetchPick(pickId: number): Promise<TPickDetail> {
  const [pick] = await callResults(PICK_CALLS.get, { pick_id: pickId }, { quietErrors: true });
  if (!pick) throw new Error(`Pick ${pickId} was not found`);
  return pick;
}

export async function fetchPickingReasons(): Promise<TReasonCode[]> {
  return callResults(REASON_CODE_CALLS.list, { use_on_picking: true }, { quietErrors: true });
}

// ---- changes (errors, warnings and info are alerts) ----------------------------------------

export async function createPicks(data: {
  warehouse_id: string;
  run_id: number;
  pick_type: TPickType;
  required_date: string;
  sales_order_numbers: string[];
}): Promise<TPickRow[]> {
  return callResults(PICK_CALLS.create, data, { blocking: true });
}

export async function clearPicks(salesOrders: string[]): Promise<void> {
  await callAction(PICK_CALLS.clear, { sales_order_numbers: salesOrders }, { blocking: true });
}

export async function changeRunDate(data: {
  run_id: number;
  required_date: string;
  despatch_date: string | null;
  sales_order_numbers: string[];
}): Promise<void> {
  await callAction(PICK_CALLS.change_run_date, data, { blocking: true });
}

export async function completePicks(pickIds: number[]): Promise<void> {
  await callAction(PICK_CALLS.complete, { pick_ids: pickIds }, { blocking: true });
}

export async function addPickAttempt(data: {
  pick_line_id: number;
  quantity_picked: number;
  pick_face: string | null;
  batch_number: string | null;
  reason: string | null;
}): Promise<TPickDetail> {
  const [pick] = await callResults(PICK_ATTEMPT_CALLS.add, data, { blocking: true });
  return pick!;
}
