import { callAction, callResults } from '../../api';
import {
  TEMPLATE_CALLS as C,
  TEMPLATE_MESSAGES as M,
  type TTemplate,
  type TTemplateDraft,
  type TTemplateRendered,
  type TTemplateRow,
} from '../../contract';
import { refusedOr } from '../../ui';

const quiet = { quietErrors: true };

/** The site's templates; a term (2+ characters, else none) searches on the server. */
export async function fetchTemplates(searchTerm: string): Promise<TTemplateRow[]> {
  try {
    return await callResults(C.list, searchTerm ? { search_term: searchTerm } : {}, quiet);
  } catch (e) {
    throw refusedOr(e, () => M.listFailed);
  }
}

export async function saveTemplate(item: TTemplate): Promise<void> {
  try {
    await callAction(C.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, M.save);
  }
}

export async function deleteTemplate(row: TTemplateRow): Promise<void> {
  try {
    await callAction(C.delete, { template_id: row.template_id }, quiet);
  } catch (e) {
    throw refusedOr(e, M.remove);
  }
}

/** Render the editor's draft with sample data (printed_time and printed_user are the server's). */
export async function renderDraft(
  draft: TTemplateDraft,
  data: Record<string, unknown>,
): Promise<TTemplateRendered> {
  try {
    const [rendered] = await callResults(C.create, { draft, data }, quiet);
    return rendered!;
  } catch (e) {
    throw refusedOr(e, M.renderFailed);
  }
}
