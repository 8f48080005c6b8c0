import { callAction, callResults } from '../../api';
import {
  CONNOTE_CALLS,
  DESPATCH_CALLS,
  SALES_ORDER_CALLS,
  SALES_ORDER_LIST_VIEWS,
  SALES_ORDER_MESSAGES,
  type TSalesOrderCheckInput,
  type TSalesOrderDetail,
  type TSalesOrderListQuery,
  type TSalesOrderListRow,
} from '../../contract';

/*
 * The sales order service's calls (document 2 section 7). Reads are quiet (the screens show
 * document 2's failure messages in place); the answer's warnings and info are alerts.
 */

export async function fetchSalesOrders(
  query: TSalesOrderListQuery,
): Promise<{ rows: TSalesOrderListRow[]; warnings: string[] }> {
  const answer = await callAction(SALES_ORDER_LIST_VIEWS.orders, query, { quietErrors: true });
  return { rows: answer.results, warnings: answer.warnings.map((w) => w.message) };
}

export async function fetchSalesOrder(salesOrder: string): Promise<TSalesOrderDetail> {
  const [order] = await callResults(
    SALES_ORDER_CALLS.get,
    { sales_order: salesOrder, include_containers: true },
    { quietErrors: true },
  );
  if (!order) throw new Error(SALES_ORDER_MESSAGES.getFailed);
  return order;
}

export type TSalesOrderAction = 'despatch' | 'retry' | 'delete_connote';

/** Run an order action; its info message is shown as an alert, a refusal as an error. */
export async function runSalesOrderAction(
  kind: TSalesOrderAction,
  salesOrder: string,
  printerSet: string | null,
): Promise<TSalesOrderDetail> {
  const opts = { blocking: true };
  const [order] =
    kind === 'despatch'
      ? await callResults(
          DESPATCH_CALLS.despatch,
          { sales_order: salesOrder, printer_set: printerSet },
          opts,
        )
      : await callResults(
          kind === 'retry' ? SALES_ORDER_CALLS.retry : CONNOTE_CALLS.delete,
          { sales_order: salesOrder },
          opts,
        );
  return order!;
}

/** Update an order (check): e.g. hold it with a review reason or release it. */
export async function saveSalesOrder(order: TSalesOrderCheckInput): Promise<TSalesOrderDetail> {
  const [saved] = await callResults(
    SALES_ORDER_CALLS.check,
    { sales_order: order },
    { blocking: true },
  );
  return saved!;
}
