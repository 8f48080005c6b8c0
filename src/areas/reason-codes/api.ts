import { callAction, callResults } from '../../api';
import {
  REASON_CODE_ADMIN_CALLS,
  REASON_CODE_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TReasonCode,
  type TReasonCodeItem,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchReasonCodes(): Promise<TReasonCode[]> {
  try {
    return await callResults(REASON_CODE_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function saveReasonCode(item: TReasonCodeItem): Promise<void> {
  try {
    await callAction(REASON_CODE_ADMIN_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('reason code', detail));
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
    throw refusedOr(e, (detail) => M.remove('reason code', detail));
  }
}
