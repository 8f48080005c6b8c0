import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALL_WAREHOUSES, salesOrderSearchProblem, type TSalesOrderListQuery } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchSalesOrder, fetchSalesOrders } from './api';
import { salesOrderKeys } from './keys';

/** The site, the context warehouse (ALL as is), run set and printer set; the cache goes on a site switch. */
export function useSalesOrderContext() {
  const context = useWorkContext();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('sales_order', {
        clear: () => queryClient.removeQueries({ queryKey: salesOrderKeys.all }),
      }),
    [queryClient],
  );
  return {
    context,
    siteId: context?.site_id ?? '',
    warehouse: context?.warehouse || ALL_WAREHOUSES,
    runSet: context?.run_set ?? '',
    printerSet: context?.printer_set ?? null,
  };
}

/** The list; runs only when the search may (document 2 sections 2, 4 and 5). */
export function useSalesOrderList(siteId: string, query: TSalesOrderListQuery) {
  return useQuery({
    queryKey: salesOrderKeys.list(siteId, query),
    queryFn: () => fetchSalesOrders(query),
    enabled: !!siteId && salesOrderSearchProblem(query) === null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSalesOrder(siteId: string, salesOrder: string) {
  return useQuery({
    queryKey: salesOrderKeys.order(siteId, salesOrder),
    queryFn: () => fetchSalesOrder(salesOrder),
    enabled: !!siteId && !!salesOrder,
    retry: false,
  });
}
