import { useQuery } from '@tanstack/react-query';
import type { TConsignmentStatus } from '../../contract';
import { useSiteId } from '../../ui';
import {
  fetchClearedOrders,
  fetchConsignments,
  fetchCourierLinks,
  fetchReadyOrders,
  fetchUrlSets,
} from './api';
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

/** The warehouse's orders cleared from the consign list, fetched while `enabled`. */
export function useClearedOrders(warehouse: string, enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignKeys.cleared(siteId, warehouse),
    queryFn: () => fetchClearedOrders(warehouse),
    enabled: enabled && siteId !== '' && warehouse !== '',
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
