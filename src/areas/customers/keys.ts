/** Query keys of the customer screens (the site is part of every key). */
export const customerKeys = {
  customers: (siteId: string, query: object) => ['customer', siteId, 'list', query] as const,
  customer: (siteId: string, code: string) => ['customer', siteId, 'item', code] as const,
  salesOrders: (siteId: string, code: string, limit: number) =>
    ['customer', siteId, 'sales-orders', code, limit] as const,
};
