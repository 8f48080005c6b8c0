import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchFishLines } from './api';
import { fishKeys } from './keys';

/** The fish lines of a warehouse for a required date; nothing is asked without a date. */
export function useFishLines(warehouse: string, date: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: fishKeys.lines(siteId, warehouse, date),
    queryFn: () => fetchFishLines(warehouse, date),
    enabled: siteId !== '' && warehouse !== '' && warehouse !== 'ALL' && date !== '',
  });
}
