import { callAction, callResults } from '../../api';
import {
  REFERENCE_LIST_MESSAGES as M,
  SHIFT_ADMIN_CALLS,
  SHIFT_CALLS,
  type TShift,
  type TShiftForm,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchShifts(): Promise<TShift[]> {
  try {
    return await callResults(SHIFT_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

/** Save one shift (data.items); its padded hours are sent as the text shown. */
export async function saveShift(item: TShiftForm): Promise<void> {
  try {
    await callAction(
      SHIFT_ADMIN_CALLS.check,
      { items: [item] },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('shift', detail));
  }
}

export async function deleteShift(row: TShift): Promise<void> {
  try {
    await callAction(
      SHIFT_ADMIN_CALLS.delete,
      { items: [{ shift: row.shift }] },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('shift', detail));
  }
}
