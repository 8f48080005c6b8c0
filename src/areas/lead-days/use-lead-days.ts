import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchLeadDay, fetchLeadDays } from './api';

/** Query keys of the lead days. */
export const leadDayKeys = {
  all: ['lead-days'] as const,
  list: (siteId: string) => ['lead-days', siteId] as const,
  one: (siteId: string, id: number) => ['lead-days', siteId, id] as const,
};

export function useLeadDays() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: leadDayKeys.list(siteId),
    queryFn: fetchLeadDays,
    enabled: siteId !== '',
  });
}

/** One lead day (none asked for while adding: id null). */
export function useLeadDay(id: number | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: leadDayKeys.one(siteId, id ?? 0),
    queryFn: () => fetchLeadDay(id!),
    enabled: siteId !== '' && id !== null,
  });
}
