import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchShifts } from './api';
import { shiftKeys } from './keys';

/** The site's shifts by start hour; none is asked for without a site. */
export function useShifts() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: shiftKeys.list(siteId),
    queryFn: fetchShifts,
    enabled: siteId !== '',
  });
}
