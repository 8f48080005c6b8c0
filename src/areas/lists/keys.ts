/** Query keys of the lists area. */
export const listKeys = {
  all: ['lists'] as const,
  list: (siteId: string, term: string) => ['lists', siteId, term] as const,
};
