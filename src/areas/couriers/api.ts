import { callAction, callResults } from '../../api';
import {
  COURIER_CALLS,
  COURIER_SERVICE_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TCourierItem,
  type TCourierRow,
  type TCourierService,
  type TCourierServiceItem,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchCouriers(searchTerm: string): Promise<TCourierRow[]> {
  try {
    return await callResults(
      COURIER_CALLS.list,
      { search_term: searchTerm || undefined },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function saveCourier(item: TCourierItem): Promise<void> {
  try {
    await callAction(COURIER_CALLS.check, { items: [item] }, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('courier', detail));
  }
}

export async function deleteCourier(row: TCourierRow): Promise<void> {
  try {
    await callAction(COURIER_CALLS.delete, { courier: row.courier }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('courier', detail));
  }
}

export async function saveCourierService(item: TCourierServiceItem): Promise<void> {
  try {
    await callAction(
      COURIER_SERVICE_CALLS.check,
      { items: [item] },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('courier service', detail));
  }
}

export async function deleteCourierService(row: TCourierService): Promise<void> {
  try {
    await callAction(
      COURIER_SERVICE_CALLS.delete,
      { courier: row.courier, courier_service_code: row.courier_service_code },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('courier service', detail));
  }
}
