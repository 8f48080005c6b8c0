/** Query keys of the sales orders area: a site switch or a warehouse change clears `all`. */
export const salesOrderKeys = {
  all: ['sales_order'] as const,
  lists: (siteId: string) => ['sales_order', siteId, 'list'] as const,
  list: (siteId: string, query: object) => ['sales_order', siteId, 'list', query] as const,
  order: (siteId: string, so: string) => ['sales_order', siteId, 'order', so] as const,
};
