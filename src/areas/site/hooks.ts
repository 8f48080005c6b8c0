import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchProjectItems, fetchSiteUsers, fetchSites } from './api';
import { siteProjectKeys, sitesKeys } from './keys';

function useAreaCache() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('site', {
        clear: () => {
          queryClient.removeQueries({ queryKey: sitesKeys.all });
          queryClient.removeQueries({ queryKey: siteProjectKeys.all });
        },
      }),
    [queryClient],
  );
}

/** Every site (at GLOBAL), or the current one. */
export function useSites() {
  const siteId = useWorkContext()?.site_id ?? '';
  useAreaCache();
  return useQuery({
    queryKey: sitesKeys.list(siteId),
    queryFn: fetchSites,
    enabled: siteId !== '',
  });
}

/** The current site's project items. */
export function useProjectItems() {
  const siteId = useWorkContext()?.site_id ?? '';
  useAreaCache();
  return useQuery({
    queryKey: siteProjectKeys.items(siteId),
    queryFn: () => fetchProjectItems(siteId),
    enabled: siteId !== '',
  });
}

/** The current site's active users (assigned user of a project item). */
export function useSiteUsers() {
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: siteProjectKeys.users(siteId),
    queryFn: fetchSiteUsers,
    enabled: siteId !== '',
    staleTime: 5 * 60_000,
  });
}
