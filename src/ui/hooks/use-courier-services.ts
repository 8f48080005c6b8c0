import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callResults } from '../../api';
import { COURIER_SERVICE_CALLS, searchTermReady, type TCourierService } from '../../contract';
import { useSiteId } from './use-work-context';

/** Query keys of the courier services (kept per site). */
export const courierServiceKeys = {
  all: ['courier-services'] as const,
  list: (siteId: string, courier: string, term: string) =>
    ['courier-services', siteId, courier, term] as const,
};

/**
 * The site's courier services (of one courier when given) for the pickers. A search term runs
 * only at 2 characters or more; a shorter, non-empty one empties the list without a call.
 */
export function useCourierServices(query: { courier?: string; search_term?: string } = {}) {
  const siteId = useSiteId();
  const courier = query.courier ?? '';
  const term = (query.search_term ?? '').trim();
  const searching = term !== '';
  const ready = !searching || searchTermReady(term);
  return useQuery({
    queryKey: courierServiceKeys.list(siteId, courier, ready ? term : ''),
    queryFn: (): Promise<TCourierService[]> =>
      callResults(
        COURIER_SERVICE_CALLS.list,
        { courier: courier || undefined, search_term: term || undefined },
        { quietErrors: true },
      ),
    enabled: siteId !== '' && ready,
    placeholderData: keepPreviousData,
    select: (rows) => (ready ? rows : []),
    staleTime: 60_000,
  });
}
