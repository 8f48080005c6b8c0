/** Query keys of the stock setup area: a site switch clears `stockSetupKeys.all`. */
export const stockSetupKeys = {
  all: ['stock-setup'] as const,
  records: (siteId: string, entity: string) => ['stock-setup', siteId, entity] as const,
  loadObjectTypes: (siteId: string) => ['stock-setup', siteId, 'load_object_type'] as const,
  loadObjectType: (siteId: string, id: number) =>
    ['stock-setup', siteId, 'load_object_type', id] as const,
};
