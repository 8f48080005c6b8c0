/** Query keys of the warehouses area: a site switch clears `warehouseKeys.all`. */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (siteId: string) => ['warehouses', siteId, 'list'] as const,
  storage: (siteId: string) => ['warehouses', siteId, 'storage'] as const,
  one: (siteId: string, warehouse: string) => ['warehouses', siteId, 'one', warehouse] as const,
};
