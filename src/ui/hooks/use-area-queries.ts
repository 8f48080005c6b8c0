import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from './use-work-context';

/**
 * The site and the context warehouse ('' for ALL) of an area whose queries all start with
 * `allKey`; the area's cache goes on a site switch.
 */
export function useAreaContext(area: string, allKey: QueryKey) {
  const context = useWorkContext();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache(area, {
        clear: () => queryClient.removeQueries({ queryKey: allKey }),
      }),
    [queryClient, area, allKey],
  );
  const raw = context?.warehouse ?? '';
  return {
    context,
    siteId: context?.site_id ?? '',
    warehouse: raw === ALL_WAREHOUSES ? '' : raw,
  };
}

/** A search list: runs only when `searchable`, keeping the last answer while the next loads. */
export function useSearchListQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  searchable: boolean,
) {
  return useQuery({ queryKey, queryFn, enabled: searchable, placeholderData: keepPreviousData });
}

/** One record by its key (no retry: a missing record is an answer). */
export function useRecordQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled: boolean) {
  return useQuery({ queryKey, queryFn, enabled, retry: false });
}
