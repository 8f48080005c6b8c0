import { callAction, callResults } from '../../api';
import {
  SCRIPT_CALLS,
  SCRIPT_DOCUMENT_VIEWS,
  SCRIPT_MESSAGES as M,
  scriptSiteDocument,
  type TEntityScriptDoc,
  type TScriptItem,
  type TScriptRow,
  type TScriptRun,
} from '../../contract';
import { refusedOr } from '../../ui';

type StoreType = Parameters<typeof scriptSiteDocument>[1];

export async function fetchScripts(searchTerm: string): Promise<TScriptRow[]> {
  try {
    return await callResults(
      SCRIPT_CALLS.list,
      { include_inactive: true, search_term: searchTerm || undefined },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function saveScript(item: TScriptItem): Promise<void> {
  try {
    await callAction(SCRIPT_CALLS.check, { script: item }, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('Script', detail));
  }
}

export async function deleteScript(row: TScriptRow): Promise<void> {
  try {
    await callAction(
      SCRIPT_CALLS.delete,
      { items: [{ script: row.script }] },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('Script', detail));
  }
}

/** Run a saved script, or the code in the editor, with JSON data; the answer shows how it went. */
export async function runScript(
  run: { script: string } | { code_snippet: string },
  data: Record<string, unknown>,
): Promise<TScriptRun> {
  const [answer] = await callResults(SCRIPT_CALLS.run, { ...run, data }, { quietErrors: true });
  return answer!;
}

/** The site's records of one type in the document store (entity scripts, v2, URLs). */
export async function fetchStoreRecords(
  siteId: string,
  type: StoreType,
): Promise<TEntityScriptDoc[]> {
  try {
    return await callResults(
      SCRIPT_DOCUMENT_VIEWS.list,
      {
        site_document: scriptSiteDocument(siteId, type),
        expression: 'document_type = :t',
        values: { ':t': type },
      },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

/** Add or replace one record (the store checks it against its type's schema). */
export async function saveStoreRecord(
  siteId: string,
  type: StoreType,
  record: Record<string, unknown>,
  what: string,
): Promise<void> {
  try {
    await callAction(
      SCRIPT_DOCUMENT_VIEWS.add,
      { item: { ...record, site_document: scriptSiteDocument(siteId, type), document_type: type } },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.save(what, detail));
  }
}

export async function deleteStoreRecord(row: TEntityScriptDoc, what: string): Promise<void> {
  try {
    await callAction(
      SCRIPT_DOCUMENT_VIEWS.delete,
      { site_document: row.site_document, document_id: row.document_id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove(what, detail));
  }
}
