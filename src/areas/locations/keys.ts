/** Query keys of the locations area: a site switch or a warehouse change clears `all`. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (siteId: string, warehouse: string, filter: object) =>
    ['locations', siteId, warehouse, 'list', filter] as const,
  count: (siteId: string, warehouse: string, filter: object) =>
    ['locations', siteId, warehouse, 'count', filter] as const,
  imports: (siteId: string, warehouse: string) =>
    ['locations', siteId, warehouse, 'imports'] as const,
  import: (siteId: string, importId: number) => ['locations', siteId, 'import', importId] as const,
};
