/** Query keys of the purchase order area: a site switch clears `all`. */
export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (siteId: string, query: object) => ['purchase-orders', siteId, 'list', query] as const,
  order: (siteId: string, po: string) => ['purchase-orders', siteId, 'order', po] as const,
};
