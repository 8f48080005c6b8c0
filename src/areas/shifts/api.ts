import { ApiError, callAction, callResults } from '../../api';
import {
  REFERENCE_LIST_MESSAGES as M,
  SHIFT_ADMIN_CALLS,
  SHIFT_CALLS,
  type TShift,
  type TShiftForm,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchShifts(): Promise<TShift[]> {
  try {
    return await callResults(SHIFT_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.listGet(errorText(e)));
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
    throw refused(e) ? e : new Error(M.save('shift', errorText(e)));
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
    throw refused(e) ? e : new Error(M.remove('shift', errorText(e)));
  }
}
