import type { TNavContext } from '../../contract';
import { useSiteSettings } from './use-site-data';
import { useCurrentUserSite, useWorkContext } from './use-work-context';

/** What the navigation rules look at: the current site's permissions, id and settings. */
export function useNavContext(): TNavContext {
  const context = useWorkContext();
  const userSite = useCurrentUserSite();
  const settings = useSiteSettings(context?.site_id).data;
  return {
    permissions: userSite?.permissions,
    siteId: context?.site_id ?? '',
    settings: {
      delivery_app_used: settings?.delivery_app_used,
      fish_processing_used: settings?.fish_processing_used,
      erp_interface: settings?.erp_interface,
    },
  };
}
