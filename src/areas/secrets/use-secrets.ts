import { useAreaContext, useSearchListQuery } from '../../ui';
import { fetchSecrets } from './api';

/** Query keys of the secrets screen: a site switch clears `all`. */
export const secretKeys = {
  all: ['secrets'] as const,
  list: (siteId: string) => ['secrets', siteId] as const,
};

export function useSecrets() {
  const { siteId } = useAreaContext('secrets', secretKeys.all);
  return useSearchListQuery(secretKeys.list(siteId), fetchSecrets, siteId !== '');
}
