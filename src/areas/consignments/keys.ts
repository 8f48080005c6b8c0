import type { TConsignmentSearch } from '../../contract';

/** Query keys of the consignments area. */
export const consignmentKeys = {
  all: ['consignments'] as const,
  list: (siteId: string, by: TConsignmentSearch, term: string) =>
    ['consignments', siteId, 'list', by, term] as const,
  one: (siteId: string, id: string) => ['consignments', siteId, 'one', id] as const,
};
