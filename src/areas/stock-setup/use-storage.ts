import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchStorage } from './storage-api';
import { storageKeys } from './keys';

/** The current site's storage types; the list is cleared with the area caches (site switch). */
export function useStorageList() {
  const siteId = useWorkContext()?.site_id ?? '';
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('storage', {
        clear: () => queryClient.removeQueries({ queryKey: storageKeys.all }),
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: storageKeys.list(siteId),
    queryFn: fetchStorage,
    enabled: siteId !== '',
  });
}
