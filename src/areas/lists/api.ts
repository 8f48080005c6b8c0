import { callAction, callResults } from '../../api';
import {
  LIST_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TListItem,
  type TListRow,
  type TListWithValues,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchLists(searchTerm: string): Promise<TListRow[]> {
  try {
    return await callResults(LIST_CALLS.list, searchTerm ? { search_term: searchTerm } : {}, {
      quietErrors: true,
    });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

/** One saved list with the values `get` answers (an SQL list's rows from its query). */
export async function fetchListValues(listId: number): Promise<TListWithValues | undefined> {
  try {
    const [row] = await callResults(LIST_CALLS.get, { list_id: listId }, { quietErrors: true });
    return row;
  } catch (e) {
    throw refusedOr(e, (detail) => M.get('list', detail));
  }
}

export async function saveList(item: TListItem): Promise<void> {
  try {
    await callAction(LIST_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('list', detail));
  }
}

export async function deleteList(row: TListRow): Promise<void> {
  try {
    await callAction(LIST_CALLS.delete, { list_id: row.list_id }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('list', detail));
  }
}
