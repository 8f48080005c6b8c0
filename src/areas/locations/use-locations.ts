import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, effectiveLocationTerm } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchLocations } from './api';
import { locationKeys } from './keys';

export type LocationFilter = { term: string; pickSection: string; storage: string };

/**
 * The context warehouse's locations by the filter. The cache is tagged 'location': a
 * warehouse change (and a site switch) clears it.
 */
export function useLocations(filter: LocationFilter) {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = context?.warehouse ?? '';
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('locations', {
        clear: () => queryClient.removeQueries({ queryKey: locationKeys.all }),
        tags: ['location'],
      }),
    [queryClient],
  );
  const data = {
    search_term: effectiveLocationTerm(filter.term) ?? '',
    pick_section: filter.pickSection,
    storage: filter.storage,
  };
  return useQuery({
    queryKey: locationKeys.list(siteId, warehouse, data),
    queryFn: () => fetchLocations({ warehouse, ...data, limit: 2000 }),
    enabled: siteId !== '' && warehouse !== '' && warehouse !== ALL_WAREHOUSES,
    placeholderData: keepPreviousData,
  });
}
