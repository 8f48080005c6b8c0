import { callAction, callResults } from '../../api';
import {
  CUSTOMER_CALLS,
  DELIVERY_KEY_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  deliveryKeyChanges,
  type TDeliveryKey,
  type TDeliveryKeyForm,
  type TCustomerListRow,
  type TSiteMember,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchKeys(searchTerm: string): Promise<TDeliveryKey[]> {
  try {
    return await callResults(
      DELIVERY_KEY_CALLS.list,
      { search_term: searchTerm || undefined },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function fetchKeyUsers(): Promise<TSiteMember[]> {
  try {
    return await callResults(DELIVERY_KEY_CALLS.users, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

/** Add a key, or send the non-empty fields of an edited one (the server keeps the rest). */
export async function saveKey(form: TDeliveryKeyForm): Promise<void> {
  try {
    await callAction(DELIVERY_KEY_CALLS.check, deliveryKeyChanges(form), {
      quietErrors: true,
      blocking: true,
    });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('key', detail));
  }
}

export async function deleteKey(row: TDeliveryKey): Promise<void> {
  try {
    await callAction(DELIVERY_KEY_CALLS.delete, { key_id: row.key_id }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('key', detail));
  }
}

export async function checkOutKey(row: TDeliveryKey, userId: string): Promise<void> {
  try {
    await callAction(
      DELIVERY_KEY_CALLS.checkout,
      { key_id: row.key_id, user_id: userId },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('key', detail));
  }
}

export async function checkInKey(row: TDeliveryKey): Promise<void> {
  try {
    await callAction(
      DELIVERY_KEY_CALLS.checkin,
      { key_id: row.key_id },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('key', detail));
  }
}

/** Customers whose code, name or suburb match the term (the key form's suggestions). */
export async function fetchCustomerSuggestions(term: string): Promise<TCustomerListRow[]> {
  try {
    return await callResults(
      CUSTOMER_CALLS.list,
      { search_type: 'SEARCH', search_term: term },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}
