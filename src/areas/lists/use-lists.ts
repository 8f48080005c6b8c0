import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermReady } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchLists } from './api';
import { listKeys } from './keys';

/** The site's lists; a term shorter than 2 characters is no term (document 3 section 5). */
export function useLists(term: string) {
  const siteId = useSiteId();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: listKeys.list(siteId, searchTerm),
    queryFn: () => fetchLists(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}
