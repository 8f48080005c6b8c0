import { searchTermReady, type TLabelFormat } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchLabel, fetchLabels } from './api';
import { labelKeys } from './keys';

/** The site's labels; a term shorter than 2 characters is no term. */
export function useLabels(term: string) {
  const { siteId } = useAreaContext('labels', labelKeys.all);
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useSearchListQuery(
    labelKeys.list(siteId, searchTerm),
    () => fetchLabels(searchTerm),
    siteId !== '',
  );
}

/** One label with its template ('' label: none, a new label). */
export function useLabel(label: string, format: TLabelFormat) {
  const { siteId } = useAreaContext('labels', labelKeys.all);
  return useRecordQuery(
    labelKeys.label(siteId, label, format),
    () => fetchLabel(label, format),
    siteId !== '' && label !== '',
  );
}
