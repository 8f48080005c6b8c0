import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, searchTermReady } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchWorkCentres } from './api';

export const workCentreKeys = {
  all: ['work-centres'] as const,
  list: (siteId: string, warehouse: string, term: string) =>
    ['work-centres', siteId, warehouse, term] as const,
};

/**
 * The context warehouse's work centres; a term shorter than 2 characters is no term
 * (document 3 section 5). A warehouse change or site switch clears the cache.
 */
export function useWorkCentres(term: string) {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = context?.warehouse ?? '';
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('work-centres', {
        clear: () => queryClient.removeQueries({ queryKey: workCentreKeys.all }),
        tags: ['location'],
      }),
    [queryClient],
  );
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: workCentreKeys.list(siteId, warehouse, searchTerm),
    queryFn: () => fetchWorkCentres(warehouse, searchTerm),
    enabled: siteId !== '' && warehouse !== '' && warehouse !== ALL_WAREHOUSES,
    placeholderData: keepPreviousData,
  });
}
