import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchCouriers } from './api';

/** Query keys of the couriers area. */
export const courierKeys = {
  all: ['couriers'] as const,
  list: (siteId: string, term: string) => ['couriers', siteId, term] as const,
};

/** The site's couriers; a term of one character answers none (document 1 section 5). */
export function useCouriers(searchTerm = '') {
  const siteId = useSiteId();
  return useQuery({
    queryKey: courierKeys.list(siteId, searchTerm),
    queryFn: () => fetchCouriers(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}
