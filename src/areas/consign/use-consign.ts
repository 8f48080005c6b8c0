import { useQuery } from '@tanstack/react-query';
import type { TConsignmentStatus } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchConsignments, fetchReadyOrders, fetchUrlSets } from './api';

/** Query keys of the consign area. */
export const consignKeys = {
  all: ['consign'] as const,
  orders: (siteId: string, warehouse: string) => ['consign', 'orders', siteId, warehouse] as const,
  consignments: (siteId: string, status: string) =>
    ['consign', 'consignments', siteId, status] as const,
  urlSets: (siteId: string) => ['consign', 'url-sets', siteId] as const,
};

/** The warehouse's orders ready to consign. */
export function useReadyOrders(warehouse: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignKeys.orders(siteId, warehouse),
    queryFn: () => fetchReadyOrders(warehouse),
    enabled: siteId !== '' && warehouse !== '',
  });
}

/** The site's consignments of one status. */
export function useConsignments(status: TConsignmentStatus) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignKeys.consignments(siteId, status),
    queryFn: () => fetchConsignments(status),
    enabled: siteId !== '',
  });
}

export function useUrlSets() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignKeys.urlSets(siteId),
    queryFn: fetchUrlSets,
    enabled: siteId !== '',
  });
}
