import { useSiteSettings } from './use-site-data';
import { useWorkContext } from './use-work-context';

/** The current site's zone (its local_zone setting), else the device's. */
export function useSiteZone(): string {
  const context = useWorkContext();
  const settings = useSiteSettings(context?.site_id).data;
  return settings?.local_zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}
