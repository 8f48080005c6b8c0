import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, docketSearchProblem, type TDocketListQuery } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchDocket, fetchDockets } from './api';
import { docketKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export function useDocketContext() {
  const context = useWorkContext();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('delivery-dockets', {
        clear: () => queryClient.removeQueries({ queryKey: docketKeys.all }),
      }),
    [queryClient],
  );
  const raw = context?.warehouse ?? '';
  return {
    context,
    siteId: context?.site_id ?? '',
    warehouse: raw === ALL_WAREHOUSES ? '' : raw,
  };
}

/** The list; runs only when the search may (document 1 section 5). */
export function useDockets(query: TDocketListQuery) {
  const { siteId } = useDocketContext();
  return useQuery({
    queryKey: docketKeys.list(siteId, query),
    queryFn: () => fetchDockets(query),
    enabled: siteId !== '' && docketSearchProblem(query) === null,
    placeholderData: keepPreviousData,
  });
}

export function useDocket(docket: string) {
  const { siteId } = useDocketContext();
  return useQuery({
    queryKey: docketKeys.docket(siteId, docket),
    queryFn: () => fetchDocket(docket),
    enabled: siteId !== '' && docket !== '',
    retry: false,
  });
}
