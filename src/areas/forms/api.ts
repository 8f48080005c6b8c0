import { callAction, callResults } from '../../api';
import {
  FORM_CALLS,
  FORMS_ADMIN_CALLS,
  numberFormFields,
  REFERENCE_LIST_MESSAGES as M,
  type TFormItem,
  type TFormRow,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchForms(searchTerm: string): Promise<TFormRow[]> {
  try {
    return await callResults(
      FORMS_ADMIN_CALLS.list,
      searchTerm ? { search_term: searchTerm } : {},
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function fetchForm(formName: string): Promise<TFormRow | null> {
  try {
    const [row] = await callResults(FORM_CALLS.get, { form_name: formName }, { quietErrors: true });
    return row ?? null;
  } catch (e) {
    throw refusedOr(e, (detail) => M.get('Form', detail));
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
    throw refusedOr(e, (detail) => M.save('Form', detail));
  }
}

export async function deleteForm(row: TFormRow): Promise<void> {
  try {
    await callAction(FORMS_ADMIN_CALLS.delete, { form_name: row.form_name }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('Form', detail));
  }
}
