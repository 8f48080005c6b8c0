import { useSyncExternalStore } from 'react';
import { getWorkContext, subscribeWorkContext, type TWorkContext } from '../../api';
import type { TUserSite } from '../../contract';
import { useSession } from './use-session';

/** The context the user works in (site, warehouse, run set, printer set, work centre). */
export function useWorkContext(): TWorkContext | null {
  return useSyncExternalStore(subscribeWorkContext, getWorkContext, getWorkContext);
}

/** The current site's id, '' before the work context is set. */
export function useSiteId(): string {
  return useWorkContext()?.site_id ?? '';
}

/** The signed-in user's entry for the current site (name, permissions, saved context). */
export function useCurrentUserSite(): TUserSite | undefined {
  const session = useSession();
  const context = useWorkContext();
  return session?.user.sites.find((s) => s.site_id === context?.site_id);
}
