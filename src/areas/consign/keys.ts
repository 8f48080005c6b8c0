/** Query keys of the consign area. */
export const consignKeys = {
  all: ['consign'] as const,
  orders: (siteId: string, warehouse: string) => ['consign', 'orders', siteId, warehouse] as const,
  cleared: (siteId: string, warehouse: string) =>
    ['consign', 'cleared', siteId, warehouse] as const,
  consignments: (siteId: string, status: string) =>
    ['consign', 'consignments', siteId, status] as const,
  urlSets: (siteId: string) => ['consign', 'url-sets', siteId] as const,
  courierLinks: (siteId: string) => ['consign', 'courier-links', siteId] as const,
  quotes: (siteId: string, salesOrders: readonly string[] | null) =>
    ['consign', 'quotes', siteId, salesOrders] as const,
};
