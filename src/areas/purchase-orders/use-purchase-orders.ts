import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, poSearchProblem, type TPoListQuery } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchPurchaseOrder, fetchPurchaseOrders } from './api';
import { purchaseOrderKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export function usePurchasingContext() {
  const context = useWorkContext();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('purchase-orders', {
        clear: () => queryClient.removeQueries({ queryKey: purchaseOrderKeys.all }),
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

/** The list; runs only when the search may (document 2 section 5). */
export function usePurchaseOrders(query: TPoListQuery) {
  const { siteId } = usePurchasingContext();
  return useQuery({
    queryKey: purchaseOrderKeys.list(siteId, query),
    queryFn: () => fetchPurchaseOrders(query),
    enabled: siteId !== '' && poSearchProblem(query) === null,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(po: string) {
  const { siteId } = usePurchasingContext();
  return useQuery({
    queryKey: purchaseOrderKeys.order(siteId, po),
    queryFn: () => fetchPurchaseOrder(po),
    enabled: siteId !== '' && po !== '',
    retry: false,
  });
}
