import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermReady } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchCustomerSuggestions, fetchKeys, fetchKeyUsers } from './api';

/** Query keys of the key cabinet. */
export const keyCabinetKeys = {
  all: ['del-keys'] as const,
  list: (siteId: string, term: string) => ['del-keys', siteId, term] as const,
  users: (siteId: string) => ['del-keys', siteId, 'users'] as const,
};

export function useKeys(searchTerm: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keyCabinetKeys.list(siteId, searchTerm),
    queryFn: () => fetchKeys(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

/** The users of the site a key may go to (asked for only while checking a key out). */
export function useKeyUsers(enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: keyCabinetKeys.users(siteId),
    queryFn: fetchKeyUsers,
    enabled: enabled && siteId !== '',
  });
}

/** Customer suggestions for a typed term of 2 characters or more (none asked for below). */
export function useCustomerSuggestions(term: string) {
  const siteId = useSiteId();
  const text = term.trim();
  return useQuery({
    queryKey: [...keyCabinetKeys.all, siteId, 'customers', text] as const,
    queryFn: () => fetchCustomerSuggestions(text),
    enabled: siteId !== '' && searchTermReady(text),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
