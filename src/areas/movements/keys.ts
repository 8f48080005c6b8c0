/** Query keys of movements and transactions: a posted movement clears `all`. */
export const movementKeys = {
  all: ['movements'] as const,
  history: (siteId: string, search: object) => ['movements', siteId, 'history', search] as const,
  one: (siteId: string, id: number) => ['movements', siteId, 'one', id] as const,
  transactions: (siteId: string, filter: object) =>
    ['movements', siteId, 'transactions', filter] as const,
};
