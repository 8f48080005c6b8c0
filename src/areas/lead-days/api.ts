import { callAction, callResults } from '../../api';
import {
  LEAD_DAY_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  leadDayFromForm,
  type TLeadDay,
  type TLeadDayForm,
  type TLeadDayItem,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchLeadDays(): Promise<TLeadDay[]> {
  try {
    return await callResults(LEAD_DAY_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function fetchLeadDay(leadDayId: number): Promise<TLeadDay> {
  try {
    const [row] = await callResults(
      LEAD_DAY_CALLS.get,
      { lead_day_id: leadDayId },
      { quietErrors: true },
    );
    return row!;
  } catch (e) {
    throw refusedOr(e, (detail) => M.get('lead day', detail));
  }
}

export async function saveLeadDay(form: TLeadDayForm): Promise<TLeadDay> {
  try {
    const { results } = await callAction(
      LEAD_DAY_CALLS.check,
      leadDayFromForm(form) as TLeadDayItem,
      { quietErrors: true, blocking: true },
    );
    return results[0]!;
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('lead day', detail));
  }
}

export async function deleteLeadDay(leadDayId: number): Promise<void> {
  try {
    await callAction(LEAD_DAY_CALLS.delete, { lead_day_id: leadDayId }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('lead day', detail));
  }
}
