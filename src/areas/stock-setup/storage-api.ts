import { callAction, callResults } from '../../api';
import { STORAGE_CALLS, type TStorage } from '../../contract';

/** Every storage type of the current site (admin / storage list). */
export async function fetchStorage(): Promise<TStorage[]> {
  return callResults(STORAGE_CALLS.list, {});
}

export async function saveStorage(item: TStorage): Promise<void> {
  await callAction(STORAGE_CALLS.check, item, { quietErrors: true });
}

export async function deleteStorage(storage: string): Promise<void> {
  await callAction(STORAGE_CALLS.delete, { storage }, { quietErrors: true });
}
