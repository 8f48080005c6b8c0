import { ApiError, callAction, callResults } from '../../api';
import {
  LIST_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  type TListItem,
  type TListRow,
  type TListWithValues,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchLists(searchTerm: string): Promise<TListRow[]> {
  try {
    return await callResults(LIST_CALLS.list, searchTerm ? { search_term: searchTerm } : {}, {
      quietErrors: true,
    });
  } catch (e) {
    throw refused(e) ? e : new Error(M.listGet(errorText(e)));
  }
}

/** One saved list with the values `get` answers (an SQL list's rows from its query). */
export async function fetchListValues(listId: number): Promise<TListWithValues | undefined> {
  try {
    const [row] = await callResults(LIST_CALLS.get, { list_id: listId }, { quietErrors: true });
    return row;
  } catch (e) {
    throw refused(e) ? e : new Error(M.get('list', errorText(e)));
  }
}

export async function saveList(item: TListItem): Promise<void> {
  try {
    await callAction(LIST_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.save('list', errorText(e)));
  }
}

export async function deleteList(row: TListRow): Promise<void> {
  try {
    await callAction(LIST_CALLS.delete, { list_id: row.list_id }, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.remove('list', errorText(e)));
  }
}
