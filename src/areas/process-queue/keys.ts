/** Query keys of the process queue area: a site switch clears `all`. */
export const queueKeys = {
  all: ['process-queue'] as const,
  list: (siteId: string, warehouse: string, mode: string) =>
    ['process-queue', siteId, 'list', warehouse, mode] as const,
  lines: (siteId: string, type: string, key: string) =>
    ['process-queue', siteId, 'lines', type, key] as const,
};
