/** Which users the Site Users list adds to the active, counted ones. */
export type TSiteUserFilter = { includeInactive: boolean; includeViewUsers: boolean };

/** TanStack Query keys of the site users area. */
export const siteUserKeys = {
  all: ['site-users'] as const,
  site: (siteId: string) => ['site-users', siteId] as const,
  list: (siteId: string, filter: TSiteUserFilter) =>
    ['site-users', siteId, 'list', filter.includeInactive, filter.includeViewUsers] as const,
  counters: (siteId: string) => ['site-users', siteId, 'counters'] as const,
  roles: (siteId: string) => ['site-users', siteId, 'roles'] as const,
  log: (siteId: string, userId: string) => ['site-users', siteId, 'log', userId] as const,
};
