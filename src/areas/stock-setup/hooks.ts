import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchTermReady } from '../../contract';
import { useEffect } from 'react';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchLoadObjectType, fetchLoadObjectTypes, fetchRecords, type WmsEntity } from './api';
import { stockSetupKeys } from './keys';

/** The site id, with the area's caches registered to be cleared on a site switch. */
function useSiteId(): string {
  const siteId = useWorkContext()?.site_id ?? '';
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('stock-setup', {
        clear: () => queryClient.removeQueries({ queryKey: stockSetupKeys.all }),
      }),
    [queryClient],
  );
  return siteId;
}

/** The current site's records of one `wms` entity. */
export function useRecords<E extends WmsEntity>(entity: E) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: stockSetupKeys.records(siteId, entity),
    queryFn: () => fetchRecords(entity),
    enabled: siteId !== '',
  });
}

/** Load object types; a term shorter than 2 characters is no term (document 3 section 5). */
export function useLoadObjectTypes(term: string) {
  const siteId = useSiteId();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: stockSetupKeys.loadObjectTypeList(siteId, searchTerm),
    queryFn: () => fetchLoadObjectTypes(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useLoadObjectType(id: number | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: stockSetupKeys.loadObjectType(siteId, id ?? 0),
    queryFn: () => fetchLoadObjectType(id!),
    enabled: siteId !== '' && id !== null,
  });
}
