import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchLicenceCounters, fetchRoles, fetchSiteUsers, fetchUserLog } from './api';
import { siteUserKeys, type TSiteUserFilter } from './keys';

/** The site's users (inactive ones and View Users too when asked). */
export function useSiteUsers(filter: TSiteUserFilter) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: siteUserKeys.list(siteId, filter),
    queryFn: () => fetchSiteUsers(filter),
    enabled: siteId !== '',
  });
}

/** The site's licence counters. */
export function useLicenceCounters() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: siteUserKeys.counters(siteId),
    queryFn: fetchLicenceCounters,
    enabled: siteId !== '',
  });
}

/** The roles the signed-in user may give. */
export function useRoles() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: siteUserKeys.roles(siteId),
    queryFn: fetchRoles,
    enabled: siteId !== '',
    staleTime: Infinity,
  });
}

/** One user's change log at the site (when a user is open). */
export function useUserLog(userId: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: siteUserKeys.log(siteId, userId ?? ''),
    queryFn: () => fetchUserLog(userId!),
    enabled: siteId !== '' && Boolean(userId),
  });
}
