/** Query keys of the printing area: a site switch clears `printingKeys.all`. */
export const printingKeys = {
  all: ['printing'] as const,
  printerSets: (siteId: string, term: string) =>
    ['printing', siteId, 'printer_sets', term] as const,
  printerSet: (siteId: string, set: string) => ['printing', siteId, 'printer_set', set] as const,
  interfaces: (siteId: string) => ['printing', siteId, 'interfaces'] as const,
  customerLinks: (siteId: string, itf: string, term: string) =>
    ['printing', siteId, 'customer_links', itf, term] as const,
  inventoryLinks: (siteId: string, itf: string, term: string) =>
    ['printing', siteId, 'inventory_links', itf, term] as const,
  printHistoryAll: (siteId: string) => ['printing', siteId, 'print_history'] as const,
  printHistory: (siteId: string, filter: object) =>
    ['printing', siteId, 'print_history', filter] as const,
};
