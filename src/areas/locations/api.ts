import { callAction, callResults, notify } from '../../api';
import {
  LOCATION_CALLS,
  MESSAGES,
  type TLocation,
  type TLocationItem,
  type TLocationList,
} from '../../contract';
import { errorText, refusedOr } from '../../ui';

/** A page of the locations of a warehouse (warehouse / location list, limit and offset). */
export async function fetchLocations(filter: TLocationList): Promise<TLocation[]> {
  return callResults(LOCATION_CALLS.list, filter);
}

/** How many locations the filter finds (warehouse / location count). */
export async function fetchLocationCount(filter: TLocationList): Promise<number> {
  const [count] = await callResults(LOCATION_CALLS.count, filter);
  return count?.total ?? 0;
}

/** Save one location; a refused row throws its message so the modal stays open. */
export async function saveLocation(item: TLocationItem): Promise<void> {
  let answer;
  try {
    answer = await callAction(
      LOCATION_CALLS.check,
      { locations: [item] },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, MESSAGES.locationSave);
  }
  const [result] = answer.results;
  if (result && !result.saved) throw new Error(result.message);
}

/** Set a pick sequence; a failure is an alert (the list shows the stored value again). */
export async function saveSequence(location_id: number, pick_sequence: number): Promise<void> {
  try {
    await callAction(
      LOCATION_CALLS.sequence,
      { location_id, pick_sequence },
      { quietErrors: true },
    );
  } catch (e) {
    notify({ kind: 'error', message: MESSAGES.pickSequenceSave(errorText(e)) });
  }
}

export async function deleteLocation(location_id: number): Promise<void> {
  try {
    await callAction(LOCATION_CALLS.delete, { location_id }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, MESSAGES.locationDelete);
  }
}
