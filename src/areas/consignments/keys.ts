import type { TConsignmentSearch } from '../../contract';

/** Query keys of the consignments area. */
export const consignmentKeys = {
  all: ['consignments'] as const,
  list: (siteId: string, by: TConsignmentSearch, term: string) =>
    ['consignments', siteId, 'list', by, term] as const,
  one: (siteId: string, id: string) => ['consignments', siteId, 'one', id] as const,
  /** The pack numbers of a consignment's orders (its labels' reprint). */
  packs: (siteId: string, orders: readonly string[]) =>
    ['consignments', siteId, 'packs', ...orders] as const,
};
