import { callAction, callResults } from '../../api';
import {
  ORDER_TYPE_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TOrderTypeItem,
  type TOrderTypeRow,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchOrderTypes(searchTerm: string): Promise<TOrderTypeRow[]> {
  try {
    return await callResults(ORDER_TYPE_CALLS.list, searchTerm ? { search_term: searchTerm } : {}, {
      quietErrors: true,
    });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function saveOrderType(item: TOrderTypeItem): Promise<void> {
  try {
    await callAction(ORDER_TYPE_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('Order Type', detail));
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
    throw refusedOr(e, (detail) => M.remove('Order Type', detail));
  }
}
