import { ApiError, callAction, callResults } from '../../api';
import {
  FORM_CALLS,
  FORMS_ADMIN_CALLS,
  numberFormFields,
  REFERENCE_LIST_MESSAGES as M,
  type TFormItem,
  type TFormRow,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchForms(searchTerm: string): Promise<TFormRow[]> {
  try {
    return await callResults(
      FORMS_ADMIN_CALLS.list,
      searchTerm ? { search_term: searchTerm } : {},
      { quietErrors: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.listGet(errorText(e)));
  }
}

export async function fetchForm(formName: string): Promise<TFormRow | null> {
  try {
    const [row] = await callResults(FORM_CALLS.get, { form_name: formName }, { quietErrors: true });
    return row ?? null;
  } catch (e) {
    throw refused(e) ? e : new Error(M.get('Form', errorText(e)));
  }
}

/** Save a form with its fields numbered 1, 2, ... in their order (document 3 section 5). */
export async function saveForm(item: TFormItem): Promise<TFormRow | undefined> {
  try {
    const answer = await callAction(
      FORMS_ADMIN_CALLS.check,
      { form_name: item.form_name, fields: numberFormFields(item.fields) },
      { quietErrors: true, blocking: true },
    );
    return answer.results[0];
  } catch (e) {
    throw refused(e) ? e : new Error(M.save('Form', errorText(e)));
  }
}

export async function deleteForm(row: TFormRow): Promise<void> {
  try {
    await callAction(FORMS_ADMIN_CALLS.delete, { form_name: row.form_name }, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.remove('Form', errorText(e)));
  }
}
