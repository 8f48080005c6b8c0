import { callAction, callResults } from '../../api';
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
import { refusedOr } from '../../ui';

export async function fetchSites(): Promise<TSite[]> {
  try {
    return await callResults(SITE_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.siteGet);
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
    throw refusedOr(e, M.siteSave);
  }
}

export async function fetchSiteUsers(): Promise<TSiteUserOption[]> {
  try {
    return await callResults(SITE_CALLS.users, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.projectItemGet);
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
    throw refusedOr(e, M.projectItemGet);
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
    throw refusedOr(e, M.projectItemSave);
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
    throw refusedOr(e, M.projectItemDelete);
  }
}
