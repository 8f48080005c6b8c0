/** Query keys of the supplier screens (the site is part of every key). */
export const supplierKeys = {
  suppliers: (siteId: string, query: object) => ['supplier', siteId, 'list', query] as const,
  supplier: (siteId: string, code: string) => ['supplier', siteId, 'item', code] as const,
};
