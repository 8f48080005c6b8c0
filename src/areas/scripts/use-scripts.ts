import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TEntityScriptDoc } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchScripts, fetchStoreRecords } from './api';
import { scriptKeys } from './keys';

/** The site's scripts; a term of 1 character answers none (document 3 §5). */
export function useScripts(searchTerm = '') {
  const siteId = useSiteId();
  const term = searchTerm.trim();
  return useQuery({
    queryKey: scriptKeys.list(siteId, term),
    queryFn: () => fetchScripts(term),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

/** The site's entity scripts (v1 or v2) or URLs from the document store. */
export function useStoreRecords(type: Parameters<typeof fetchStoreRecords>[1]) {
  const siteId = useSiteId();
  return useQuery<TEntityScriptDoc[]>({
    queryKey: scriptKeys.documents(siteId, type),
    queryFn: () => fetchStoreRecords(siteId, type),
    enabled: siteId !== '',
  });
}
