import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { ALL_WAREHOUSES, LOCATION_PAGE, effectiveLocationTerm } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchLocationCount, fetchLocations } from './api';
import { locationKeys } from './keys';

export type LocationFilter = {
  term: string;
  /** The start of the location code (an aisle). */
  aisle: string;
  pickSection: string;
  storage: string;
};

/**
 * The context warehouse's locations by the filter, a page of LOCATION_PAGE at a time, and
 * their total. The cache is tagged 'location': a warehouse change (and a site switch)
 * clears it.
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
    aisle: filter.aisle.trim(),
    pick_section: filter.pickSection,
    storage: filter.storage,
  };
  const enabled = siteId !== '' && warehouse !== '' && warehouse !== ALL_WAREHOUSES;
  const pages = useInfiniteQuery({
    queryKey: locationKeys.list(siteId, warehouse, data),
    queryFn: ({ pageParam }) =>
      fetchLocations({ warehouse, ...data, limit: LOCATION_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      last.length < LOCATION_PAGE ? undefined : all.reduce((n, p) => n + p.length, 0),
    enabled,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: locationKeys.count(siteId, warehouse, data),
    queryFn: () => fetchLocationCount({ warehouse, ...data }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => pages.data?.pages.flat(), [pages.data]);
  const total = count.data;
  const loaded = rows?.length ?? 0;
  const hasMore = pages.hasNextPage && (total === undefined || loaded < total);
  const { refetch: refetchPages, fetchNextPage } = pages;
  const { refetch: refetchCount } = count;
  const refetch = useCallback(async () => {
    await Promise.all([refetchPages(), refetchCount()]);
  }, [refetchPages, refetchCount]);
  return {
    data: rows,
    isPending: pages.isPending,
    error: pages.error,
    isPlaceholderData: pages.isPlaceholderData,
    dataUpdatedAt: pages.dataUpdatedAt,
    /** Every location the filter finds (undefined until counted). */
    total,
    hasMore,
    loadMore: () => void fetchNextPage(),
    loadingMore: pages.isFetchingNextPage,
    refetch,
  };
}
