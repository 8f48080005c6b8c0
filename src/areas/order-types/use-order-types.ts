import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermReady } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchOrderTypes } from './api';
import { orderTypeKeys } from './keys';

/** The site's order types; a term shorter than 2 characters is no term (document 3 section 5). */
export function useOrderTypes(term: string) {
  const siteId = useSiteId();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: orderTypeKeys.list(siteId, searchTerm),
    queryFn: () => fetchOrderTypes(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}
