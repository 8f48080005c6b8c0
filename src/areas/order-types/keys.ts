/** Query keys of the order types area. */
export const orderTypeKeys = {
  all: ['order-types'] as const,
  list: (siteId: string, term: string) => ['order-types', siteId, term] as const,
};
