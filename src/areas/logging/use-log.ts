import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLogSearch } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchLog, fetchLogCount, fetchLogRecord } from './api';

/** Query keys of the logging area. */
export const logKeys = {
  all: ['activity-log'] as const,
  list: (siteId: string, search: TLogSearch) => ['activity-log', siteId, 'list', search] as const,
  count: (siteId: string, search: TLogSearch) => ['activity-log', siteId, 'count', search] as const,
  record: (siteId: string, key: string) => ['activity-log', siteId, 'record', key] as const,
};

export function useLogSearch(search: TLogSearch | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: logKeys.list(siteId, search ?? {}),
    queryFn: () => fetchLog(search ?? {}),
    enabled: siteId !== '' && search !== null,
    placeholderData: keepPreviousData,
  });
}

/** The search's total over all pages: the page's offset does not change it. */
export function useLogCount(search: TLogSearch | null) {
  const siteId = useSiteId();
  const whole = { ...search, offset: 0 };
  return useQuery({
    queryKey: logKeys.count(siteId, whole),
    queryFn: () => fetchLogCount(whole),
    enabled: siteId !== '' && search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLogRecord(key: { log_id?: number; session_id?: string }) {
  const siteId = useSiteId();
  const id = key.log_id !== undefined ? `id:${key.log_id}` : `session:${key.session_id ?? ''}`;
  return useQuery({
    queryKey: logKeys.record(siteId, id),
    queryFn: () => fetchLogRecord(key),
    enabled: siteId !== '' && (key.log_id !== undefined || !!key.session_id),
  });
}
