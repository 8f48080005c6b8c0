import { ApiError, call } from '../../api';
import {
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
  return (
    await call<TPoListRow>(
      'purchase_order',
      { entity: 'purchase_order', action: 'list', data: query },
      quiet,
    )
  ).results;
}

export async function fetchPurchaseOrder(purchase_order: string): Promise<TPoDetail> {
  const [po] = (
    await call<TPoDetail>(
      'purchase_order',
      {
        entity: 'purchase_order',
        action: 'get',
        data: { purchase_order, include_delivery_dockets: true },
      },
      quiet,
    )
  ).results;
  if (!po) throw new Error(PURCHASE_ORDER_MESSAGES.loadFailed);
  return po;
}

/** Hold or release an order; a failure says document 2's words with the detail. */
export async function savePurchaseOrder(change: TPoCheck['purchase_order']): Promise<TPoDetail> {
  try {
    const [po] = (
      await call<TPoDetail>(
        'purchase_order',
        { entity: 'purchase_order', action: 'check', data: { purchase_order: change } },
        { quietErrors: true, blocking: true },
      )
    ).results;
    if (!po) throw new Error(PURCHASE_ORDER_MESSAGES.updateFailed);
    return po;
  } catch (e) {
    throw new Error(
      `${PURCHASE_ORDER_MESSAGES.updateFailed}${e instanceof ApiError ? ` - ${errorText(e)}` : ''}`,
      { cause: e },
    );
  }
}
