import { useQuery } from '@tanstack/react-query';
import type { TConsignmentStatus } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchConsignments, fetchCourierLinks, fetchReadyOrders, fetchUrlSets } from './api';
import { consignKeys } from './keys';

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

/** Every courier of the site and the URL set that books it. */
export function useCourierLinks() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignKeys.courierLinks(siteId),
    queryFn: fetchCourierLinks,
    enabled: siteId !== '',
  });
}
