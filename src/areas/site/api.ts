import { ApiError, callAction, callResults } from '../../api';
import {
  DOCUMENT_CALLS,
  SITE_CALLS,
  SITE_MESSAGES as M,
  SITE_PROJECT_ITEM_TYPE,
  ZSiteProjectItemRow,
  projectItemsDocument,
  type TSite,
  type TSiteInput,
  type TSiteProjectItem,
  type TSiteProjectItemRow,
  type TSiteUserOption,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export async function fetchSites(): Promise<TSite[]> {
  try {
    return await callResults(SITE_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.siteGet(errorText(e)));
  }
}

export async function saveSite(site: TSiteInput): Promise<TSite> {
  try {
    const [saved] = await callResults(
      SITE_CALLS.check,
      { site },
      { quietErrors: true, blocking: true },
    );
    return saved!;
  } catch (e) {
    throw refused(e) ? e : new Error(M.siteSave(errorText(e)));
  }
}

export async function fetchSiteUsers(): Promise<TSiteUserOption[]> {
  try {
    return await callResults(SITE_CALLS.users, {}, { quietErrors: true });
  } catch (e) {
    throw refused(e) ? e : new Error(M.projectItemGet(errorText(e)));
  }
}

/** The site's project items from the document store (type SITE_PROJECT_ITEM). */
export async function fetchProjectItems(siteId: string): Promise<TSiteProjectItemRow[]> {
  try {
    const rows = await callResults(
      DOCUMENT_CALLS.list,
      { expression: 'site_document = :sd', values: { ':sd': projectItemsDocument(siteId) } },
      { quietErrors: true },
    );
    return rows.flatMap((row) => {
      const parsed = ZSiteProjectItemRow.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (e) {
    throw refused(e) ? e : new Error(M.projectItemGet(errorText(e)));
  }
}

export async function saveProjectItem(siteId: string, item: TSiteProjectItem): Promise<void> {
  try {
    await callAction(
      DOCUMENT_CALLS.add,
      {
        item: {
          ...item,
          document_type: SITE_PROJECT_ITEM_TYPE,
          site_document: projectItemsDocument(siteId),
          complete: item.status === 'COMPLETE',
        },
      },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.projectItemSave(errorText(e)));
  }
}

export async function deleteProjectItem(item: TSiteProjectItemRow): Promise<void> {
  try {
    await callAction(
      DOCUMENT_CALLS.delete,
      { site_document: item.site_document, document_id: item.document_id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.projectItemDelete(errorText(e)));
  }
}
