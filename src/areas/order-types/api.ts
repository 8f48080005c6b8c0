import { ApiError, callAction, callResults } from '../../api';
import {
  ORDER_TYPE_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TOrderTypeItem,
  type TOrderTypeRow,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchOrderTypes(searchTerm: string): Promise<TOrderTypeRow[]> {
  try {
    return await callResults(ORDER_TYPE_CALLS.list, searchTerm ? { search_term: searchTerm } : {}, {
      quietErrors: true,
    });
  } catch (e) {
    throw refused(e) ? e : new Error(M.listGet(errorText(e)));
  }
}

export async function saveOrderType(item: TOrderTypeItem): Promise<void> {
  try {
    await callAction(ORDER_TYPE_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.save('Order Type', errorText(e)));
  }
}

export async function deleteOrderType(row: TOrderTypeRow): Promise<void> {
  try {
    await callAction(
      ORDER_TYPE_CALLS.delete,
      { order_type_id: row.order_type_id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.remove('Order Type', errorText(e)));
  }
}
