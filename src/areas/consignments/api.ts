import { callAction, callResults } from '../../api';
import {
  CONSIGN_MESSAGES,
  CONSIGNMENT_LIST_MESSAGES as M,
  CONSIGNMENT_VIEWS,
  DOCUMENT_CALLS,
  consignmentListInput,
  consignmentSiteDocument,
  type TConsignmentDocument,
  type TConsignmentEdit,
  type TConsignmentSearch,
} from '../../contract';
import { refusedOr } from '../../ui';

const quiet = { quietErrors: true } as const;

export async function fetchConsignments(
  by: TConsignmentSearch,
  term: string,
): Promise<TConsignmentDocument[]> {
  try {
    return await callResults(CONSIGNMENT_VIEWS.list, consignmentListInput(by, term), quiet);
  } catch (e) {
    throw refusedOr(e, (detail) => `${M.listFailed} (${detail})`);
  }
}

export async function fetchConsignment(
  siteId: string,
  id: string,
): Promise<TConsignmentDocument | null> {
  try {
    const [found] = await callResults(
      CONSIGNMENT_VIEWS.get,
      { site_document: consignmentSiteDocument(siteId), document_id: id },
      quiet,
    );
    return found ?? null;
  } catch {
    throw new Error(M.getFailed);
  }
}

/** Document 1 section 8: an update failure asks the user to contact support. */
export async function updateConsignment(
  row: TConsignmentDocument,
  edit: TConsignmentEdit,
): Promise<TConsignmentDocument> {
  try {
    const [saved] = await callResults(
      CONSIGNMENT_VIEWS.update,
      {
        record: {
          document_type: row.document_type,
          site_document: row.site_document,
          document_id: row.document_id,
          ...edit,
        },
      },
      { ...quiet, blocking: true },
    );
    if (!saved) throw new Error(M.updateFailed);
    return saved;
  } catch {
    throw new Error(M.updateFailed);
  }
}

/**
 * Document 1 section 8: a delete failure asks the user to contact support, with the server's
 * words (a carrier's refusal); a refusal is shown as it is, as the consign screen's delete.
 */
export async function deleteConsignment(row: TConsignmentDocument): Promise<void> {
  try {
    await callAction(
      DOCUMENT_CALLS.delete,
      { site_document: row.site_document, document_id: row.document_id },
      quiet,
    );
  } catch (e) {
    throw refusedOr(e, (detail) => `${CONSIGN_MESSAGES.deleteFailed} - ${detail}`);
  }
}
