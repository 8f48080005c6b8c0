/** Query keys of the packs area: a site switch clears `packKeys.all`. */
export const packKeys = {
  all: ['packs'] as const,
  list: (siteId: string, warehouse: string, term: string) =>
    ['packs', siteId, 'list', warehouse, term] as const,
  types: (siteId: string) => ['packs', siteId, 'types'] as const,
};
