/** The TanStack Query keys of the runs area. */
export const runKeys = {
  all: ['runs'] as const,
  list: (siteId: string, warehouse: string, term: string) =>
    ['runs', 'list', siteId, warehouse, term] as const,
  sets: (siteId: string, warehouse: string, term: string) =>
    ['runs', 'sets', siteId, warehouse, term] as const,
  couriers: (siteId: string) => ['runs', 'couriers', siteId] as const,
};
