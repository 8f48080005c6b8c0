import { ApiError, callResults } from '../../api';
import {
  ERP_DOCUMENT_CALLS,
  ERP_DOCUMENT_MESSAGES,
  type TDocumentDetail,
  type TDocumentRow,
  type TDocumentSearchQuery,
  type TErpDocumentType,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The documents calls (service `documents`, entity `document`). Reads are quiet: the screens
 * show their own failure messages; Send to ERP's info message is shown by the client.
 */

const quiet = { quietErrors: true } as const;

export async function fetchDocuments(query: TDocumentSearchQuery): Promise<TDocumentRow[]> {
  return callResults(ERP_DOCUMENT_CALLS.list, query, quiet);
}

export async function fetchDocument(
  document_type: TErpDocumentType,
  document_reference: string,
): Promise<TDocumentDetail> {
  const [doc] = await callResults(
    ERP_DOCUMENT_CALLS.get,
    { document_type, document_reference },
    quiet,
  );
  if (!doc) throw new Error(ERP_DOCUMENT_MESSAGES.loadFailed('no document'));
  return doc;
}

/** Send to ERP: erp_action PROCESS. */
export async function sendToErp(
  document_type: TErpDocumentType,
  document_reference: string,
): Promise<TDocumentDetail> {
  try {
    const [doc] = await callResults(
      ERP_DOCUMENT_CALLS.erp_action,
      { document_type, document_reference },
      { quietErrors: true, blocking: true },
    );
    if (!doc) throw new Error('no document');
    return doc;
  } catch (e) {
    throw new Error(
      ERP_DOCUMENT_MESSAGES.updateFailed(e instanceof ApiError ? errorText(e) : String(e)),
      { cause: e },
    );
  }
}
