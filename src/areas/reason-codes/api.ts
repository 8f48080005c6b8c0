import { ApiError, callAction, callResults } from '../../api';
import {
  REASON_CODE_ADMIN_CALLS,
  REASON_CODE_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TReasonCode,
  type TReasonCodeItem,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchReasonCodes(): Promise<TReasonCode[]> {
  try {
    return await callResults(REASON_CODE_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.listGet(errorText(e)));
  }
}

export async function saveReasonCode(item: TReasonCodeItem): Promise<void> {
  try {
    await callAction(REASON_CODE_ADMIN_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.save('reason code', errorText(e)));
  }
}

export async function deleteReasonCode(row: TReasonCode): Promise<void> {
  try {
    await callAction(
      REASON_CODE_ADMIN_CALLS.delete,
      { reason_id: row.reason_id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.remove('reason code', errorText(e)));
  }
}
