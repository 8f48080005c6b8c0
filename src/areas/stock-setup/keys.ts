/** Query keys of the stock setup area: a site switch clears `stockSetupKeys.all`. */
export const stockSetupKeys = {
  all: ['stock-setup'] as const,
  records: (siteId: string, entity: string) => ['stock-setup', siteId, entity] as const,
  loadObjectTypes: (siteId: string) => ['stock-setup', siteId, 'load_object_type'] as const,
  loadObjectTypeList: (siteId: string, term: string) =>
    ['stock-setup', siteId, 'load_object_type', 'list', term] as const,
  loadObjectType: (siteId: string, id: number) =>
    ['stock-setup', siteId, 'load_object_type', id] as const,
};

/** Query keys of the storage types (Storage Options' first tab): a site switch clears `storageKeys.all`. */
export const storageKeys = {
  all: ['storage'] as const,
  list: (siteId: string) => ['storage', siteId, 'list'] as const,
};
