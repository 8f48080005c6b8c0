/** Query keys of the locations area: a site switch or a warehouse change clears `all`. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (siteId: string, warehouse: string, filter: object) =>
    ['locations', siteId, warehouse, 'list', filter] as const,
};
