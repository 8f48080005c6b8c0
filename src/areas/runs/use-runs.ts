import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, searchTermReady } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchRunSets, fetchRuns } from './api';
import { runKeys } from './keys';

/** A warehouse change or site switch clears the area's cache. */
function useRunCache() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('runs', {
        clear: () => queryClient.removeQueries({ queryKey: runKeys.all }),
        tags: ['location'],
      }),
    [queryClient],
  );
}

const specific = (warehouse: string) => warehouse !== '' && warehouse !== ALL_WAREHOUSES;

/**
 * The runs of a warehouse (by default the context's); a term shorter than 2 characters is no
 * term (document 3 section 5). Nothing is asked without one specific warehouse.
 */
export function useRuns(term: string, ofWarehouse?: string) {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = ofWarehouse ?? context?.warehouse ?? '';
  useRunCache();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: runKeys.list(siteId, warehouse, searchTerm),
    queryFn: () => fetchRuns(warehouse, searchTerm),
    enabled: siteId !== '' && specific(warehouse),
    placeholderData: keepPreviousData,
  });
}

/** The run sets of the context warehouse, or of every warehouse at ALL. */
export function useRunSets(term: string) {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = context?.warehouse ?? '';
  useRunCache();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: runKeys.sets(siteId, warehouse, searchTerm),
    queryFn: () => fetchRunSets(warehouse, searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

/** After a run or run set is saved or deleted: every run and run set list of the area again. */
export function useReloadRuns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: runKeys.all });
}
