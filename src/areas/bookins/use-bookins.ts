import { useQuery } from '@tanstack/react-query';
import type { TBookinRangeQuery } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchAwaitingDockets, fetchBookin, fetchBookinSummary, fetchBookins } from './api';
import { bookinKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export const useBookinContext = () => useAreaContext('bookins', bookinKeys.all);

const ready = (q: TBookinRangeQuery) => !!q.from_date && !!q.to_date;

export function useBookins(query: TBookinRangeQuery) {
  const { siteId } = useBookinContext();
  return useSearchListQuery(
    bookinKeys.list(siteId, query),
    () => fetchBookins(query),
    siteId !== '' && ready(query),
  );
}

export function useBookinSummary(query: TBookinRangeQuery) {
  const { siteId } = useBookinContext();
  return useSearchListQuery(
    bookinKeys.summary(siteId, query),
    () => fetchBookinSummary(query),
    siteId !== '' && ready(query),
  );
}

export function useBookin(id: number) {
  const { siteId } = useBookinContext();
  return useRecordQuery(
    bookinKeys.bookin(siteId, id),
    () => fetchBookin(id),
    siteId !== '' && id > 0,
  );
}

export function useAwaitingDockets(warehouse: string, enabled: boolean) {
  const { siteId } = useBookinContext();
  return useQuery({
    queryKey: bookinKeys.awaiting(siteId, warehouse),
    queryFn: () => fetchAwaitingDockets(warehouse),
    enabled: enabled && siteId !== '',
  });
}
