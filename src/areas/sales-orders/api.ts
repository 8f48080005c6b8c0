import { call } from '../../api';
import {
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
  const answer = await call<TSalesOrderListRow>(
    'sales_order',
    { entity: 'sales_order', action: 'list', data: query },
    { quietErrors: true },
  );
  return { rows: answer.results, warnings: answer.warnings.map((w) => w.message) };
}

export async function fetchSalesOrder(salesOrder: string): Promise<TSalesOrderDetail> {
  const answer = await call<TSalesOrderDetail>(
    'sales_order',
    {
      entity: 'sales_order',
      action: 'get',
      data: { sales_order: salesOrder, include_containers: true },
    },
    { quietErrors: true },
  );
  const order = answer.results[0];
  if (!order) throw new Error(SALES_ORDER_MESSAGES.getFailed);
  return order;
}

export type TSalesOrderAction = 'despatch' | 'retry' | 'delete_connote';
const ACTIONS: Record<TSalesOrderAction, { entity: string; action: string }> = {
  despatch: { entity: 'despatch', action: 'despatch' },
  retry: { entity: 'sales_order', action: 'retry' },
  delete_connote: { entity: 'connote', action: 'delete' },
};

/** Run an order action; its info message is shown as an alert, a refusal as an error. */
export async function runSalesOrderAction(
  kind: TSalesOrderAction,
  salesOrder: string,
  printerSet: string | null,
): Promise<TSalesOrderDetail> {
  const data =
    kind === 'despatch'
      ? { sales_order: salesOrder, printer_set: printerSet }
      : { sales_order: salesOrder };
  const answer = await call<TSalesOrderDetail>(
    'sales_order',
    { ...ACTIONS[kind], data },
    { blocking: true },
  );
  return answer.results[0]!;
}

/** Update an order (check): e.g. hold it with a review reason or release it. */
export async function saveSalesOrder(order: TSalesOrderCheckInput): Promise<TSalesOrderDetail> {
  const answer = await call<TSalesOrderDetail>(
    'sales_order',
    { entity: 'sales_order', action: 'check', data: { sales_order: order } },
    { blocking: true },
  );
  return answer.results[0]!;
}
