import {
  documentSearchProblem,
  type TDocumentSearchQuery,
  type TErpDocumentType,
} from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchDocument, fetchDocuments } from './api';
import { documentKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export const useDocumentContext = () => useAreaContext('erp-documents', documentKeys.all);

/** The search; runs only with a term or a date. */
export function useDocuments(query: TDocumentSearchQuery) {
  const { siteId } = useDocumentContext();
  const searchable = siteId !== '' && documentSearchProblem(query) === null;
  return useSearchListQuery(
    documentKeys.list(siteId, query),
    () => fetchDocuments(query),
    searchable,
  );
}

export function useDocument(type: TErpDocumentType | null, reference: string) {
  const { siteId } = useDocumentContext();
  return useRecordQuery(
    documentKeys.document(siteId, type ?? '', reference),
    () => fetchDocument(type!, reference),
    siteId !== '' && type !== null && reference !== '',
  );
}
