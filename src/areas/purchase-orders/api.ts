import { ApiError, callResults } from '../../api';
import {
  PURCHASE_ORDER_CALLS,
  PURCHASE_ORDER_MESSAGES,
  type TPoCheck,
  type TPoDetail,
  type TPoListQuery,
  type TPoListRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The purchase order service's calls (document 2 section 7). Reads are quiet: the screens show
 * document 2's own failure messages in place of the list or the order.
 */

const quiet = { quietErrors: true } as const;

export async function fetchPurchaseOrders(query: TPoListQuery): Promise<TPoListRow[]> {
  return callResults(PURCHASE_ORDER_CALLS.list, query, quiet);
}

export async function fetchPurchaseOrder(purchase_order: string): Promise<TPoDetail> {
  const [po] = await callResults(
    PURCHASE_ORDER_CALLS.get,
    { purchase_order, include_delivery_dockets: true },
    quiet,
  );
  if (!po) throw new Error(PURCHASE_ORDER_MESSAGES.loadFailed);
  return po;
}

/** Hold or release an order; a failure says document 2's words with the detail. */
export async function savePurchaseOrder(change: TPoCheck['purchase_order']): Promise<TPoDetail> {
  try {
    const [po] = await callResults(
      PURCHASE_ORDER_CALLS.check,
      { purchase_order: change },
      { quietErrors: true, blocking: true },
    );
    if (!po) throw new Error(PURCHASE_ORDER_MESSAGES.updateFailed);
    return po;
  } catch (e) {
    throw new Error(
      `${PURCHASE_ORDER_MESSAGES.updateFailed}${e instanceof ApiError ? ` - ${errorText(e)}` : ''}`,
      { cause: e },
    );
  }
}
