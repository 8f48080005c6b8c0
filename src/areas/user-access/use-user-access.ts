import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import {
  fetchConnectorUser,
  fetchConnectorUsers,
  fetchLoggedOnUsers,
  fetchPermissions,
  fetchSiteWarehouses,
  fetchUserSites,
} from './api';
import { userAccessKeys as keys } from './keys';

export function useConnectorUsers() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.connectorUsers(siteId),
    queryFn: () => fetchConnectorUsers(siteId),
    enabled: siteId !== '',
  });
}

export function useLoggedOnUsers() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.loggedOn(siteId),
    queryFn: fetchLoggedOnUsers,
    enabled: siteId !== '',
  });
}

export function useConnectorUser(userId: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.user(siteId, userId),
    queryFn: () => fetchConnectorUser(userId),
    enabled: siteId !== '' && userId !== '',
  });
}

export function useUserSites(userId: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.sites(siteId, userId),
    queryFn: () => fetchUserSites(userId),
    enabled: siteId !== '' && userId !== '',
  });
}

export function useSiteWarehouses(userId: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.siteWarehouses(siteId, userId),
    queryFn: () => fetchSiteWarehouses(userId),
    enabled: siteId !== '' && userId !== '',
  });
}

export function usePermissions(userId: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keys.permissions(siteId, userId),
    queryFn: () => fetchPermissions(userId),
    enabled: siteId !== '' && userId !== '',
  });
}
