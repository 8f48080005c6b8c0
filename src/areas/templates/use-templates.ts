import { searchTermReady } from '../../contract';
import { useAreaContext, useSearchListQuery } from '../../ui';
import { fetchTemplates } from './api';
import { templateKeys } from './keys';

/** The site's templates; a term shorter than 2 characters is no term. */
export function useTemplates(term: string) {
  const { siteId } = useAreaContext('templates', templateKeys.all);
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useSearchListQuery(
    templateKeys.list(siteId, searchTerm),
    () => fetchTemplates(searchTerm),
    siteId !== '',
  );
}
