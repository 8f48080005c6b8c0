/** Query keys of the storage area: a site switch clears `storageKeys.all`. */
export const storageKeys = {
  all: ['storage'] as const,
  list: (siteId: string) => ['storage', siteId, 'list'] as const,
};
