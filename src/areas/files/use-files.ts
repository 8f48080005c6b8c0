import { useAreaContext, useSearchListQuery } from '../../ui';
import { fetchFiles } from './api';

/** Query keys of the file cabinet: a site switch clears `all`. */
export const fileKeys = {
  all: ['files'] as const,
  list: (siteId: string, folder: string) => ['files', siteId, folder] as const,
};

export function useFiles(folder: string) {
  const { siteId } = useAreaContext('files', fileKeys.all);
  return useSearchListQuery(fileKeys.list(siteId, folder), () => fetchFiles(folder), siteId !== '');
}
