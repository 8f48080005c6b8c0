import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../ui';
import { fetchReasonCodes } from './api';
import { reasonCodeKeys } from './keys';

/** The site's reason codes; none is asked for without a site (document 3 section 5). */
export function useReasonCodes() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: reasonCodeKeys.list(siteId),
    queryFn: fetchReasonCodes,
    enabled: siteId !== '',
  });
}
