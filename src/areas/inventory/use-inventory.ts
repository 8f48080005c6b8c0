import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ALL_WAREHOUSES,
  inventorySearchProblem,
  serialBatchFilterSet,
  type TCheckAvailabilityQuery,
  type TInventoryListQuery,
  type TOnHandQuery,
  type TSerialBatchListQuery,
} from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import {
  fetchAvailable,
  fetchCommitted,
  fetchIncoming,
  fetchInventory,
  fetchInventoryList,
  fetchOnHand,
  fetchSerialBatches,
  fetchSupplyIssues,
  fetchWarehouseOnHands,
} from './api';
import { inventoryKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export function useInventoryContext() {
  const context = useWorkContext();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('inventory', {
        clear: () => queryClient.removeQueries({ queryKey: inventoryKeys.all }),
        tags: ['location'],
      }),
    [queryClient],
  );
  const siteId = context?.site_id ?? '';
  const raw = context?.warehouse ?? '';
  return {
    context,
    siteId,
    warehouse: raw === ALL_WAREHOUSES ? '' : raw,
    runSet: context?.run_set ?? '',
  };
}

/** The inventory list; runs only when the search may (document 2 sections 2 and 5). */
export function useInventoryList(query: TInventoryListQuery) {
  const { siteId } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.list(siteId, query),
    queryFn: () => fetchInventoryList(query),
    enabled: siteId !== '' && inventorySearchProblem(query) === null,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItem(code: string) {
  const { siteId, warehouse } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.item(siteId, code, warehouse),
    queryFn: () => fetchInventory(code, warehouse),
    enabled: siteId !== '' && code !== '',
    retry: false,
  });
}

function useTab<T>(
  tab: string,
  code: string,
  fetch: (code: string, warehouse: string) => Promise<T[]>,
) {
  const { siteId, warehouse } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.tab(siteId, tab, code, warehouse),
    queryFn: () => fetch(code, warehouse),
    enabled: siteId !== '' && code !== '',
  });
}
export const useWarehouseOnHands = (code: string) =>
  useTab('on_hand_beta', code, fetchWarehouseOnHands);
export const useAvailable = (code: string) => useTab('available', code, fetchAvailable);
export const useCommitted = (code: string) => useTab('committed', code, fetchCommitted);
export const useIncoming = (code: string) => useTab('incoming', code, fetchIncoming);

export function useSerialBatches(query: TSerialBatchListQuery) {
  const { siteId } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.serialBatches(siteId, query),
    queryFn: () => fetchSerialBatches(query),
    enabled: siteId !== '' && serialBatchFilterSet(query),
    placeholderData: keepPreviousData,
  });
}

export function useOnHand(query: TOnHandQuery, enabled: boolean) {
  const { siteId } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.onHand(siteId, query),
    queryFn: () => fetchOnHand(query),
    enabled: siteId !== '' && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSupplyIssues(query: TCheckAvailabilityQuery | null) {
  const { siteId } = useInventoryContext();
  return useQuery({
    queryKey: inventoryKeys.supply(siteId, query ?? {}),
    queryFn: () => fetchSupplyIssues(query ?? {}),
    enabled: siteId !== '' && query !== null,
  });
}
