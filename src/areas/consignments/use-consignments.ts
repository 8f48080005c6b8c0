import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TConsignmentSearch } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchConsignment, fetchConsignments } from './api';
import { consignmentKeys } from './keys';

export function useConsignments(by: TConsignmentSearch, term: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignmentKeys.list(siteId, by, term),
    queryFn: () => fetchConsignments(by, term),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useConsignment(id: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: consignmentKeys.one(siteId, id),
    queryFn: () => fetchConsignment(siteId, id),
    enabled: siteId !== '' && id !== '',
  });
}
