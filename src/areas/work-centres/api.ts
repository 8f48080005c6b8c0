import { callAction, callResults } from '../../api';
import { STOCK_SETUP_MESSAGES as M, WORK_CENTRE_CALLS, type TWorkCentre } from '../../contract';
import { refusedOr } from '../../ui';

/** The work centres of a warehouse; a term (2+ characters, else none) searches on the server. */
export async function fetchWorkCentres(
  warehouse: string,
  searchTerm: string,
): Promise<TWorkCentre[]> {
  try {
    return await callResults(
      WORK_CENTRE_CALLS.list,
      searchTerm ? { warehouse, search_term: searchTerm } : { warehouse },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.workCentreGet);
  }
}

export async function saveWorkCentre(item: TWorkCentre): Promise<void> {
  try {
    await callAction(
      WORK_CENTRE_CALLS.check,
      { work_centre: item },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, M.workCentreSave);
  }
}

export async function deleteWorkCentre(item: TWorkCentre): Promise<void> {
  try {
    await callAction(
      WORK_CENTRE_CALLS.delete,
      { work_centres: [{ warehouse: item.warehouse, work_centre: item.work_centre }] },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.workCentreDelete);
  }
}
