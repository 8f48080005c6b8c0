/** Query keys of the customer and supplier screens (the site is part of every key). */
export const partyKeys = {
  customers: (siteId: string, query: object) => ['customer', siteId, 'list', query] as const,
  customer: (siteId: string, code: string) => ['customer', siteId, 'item', code] as const,
  suppliers: (siteId: string, query: object) => ['supplier', siteId, 'list', query] as const,
  supplier: (siteId: string, code: string) => ['supplier', siteId, 'item', code] as const,
};
