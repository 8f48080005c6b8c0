/** Query keys of the comparison report: a site switch clears `all`. */
export const compareKeys = {
  all: ['compare'] as const,
  list: (siteId: string, warehouse: string, issuesOnly: boolean) =>
    ['compare', siteId, 'list', warehouse, issuesOnly] as const,
  saved: (siteId: string) => ['compare', siteId, 'saved'] as const,
  movements: (siteId: string, key: string) => ['compare', siteId, 'movements', key] as const,
};
