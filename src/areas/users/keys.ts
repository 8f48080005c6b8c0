/** TanStack Query keys of the site users area. */
export const siteUserKeys = {
  all: ['site-users'] as const,
  site: (siteId: string) => ['site-users', siteId] as const,
  list: (siteId: string, includeInactive: boolean) =>
    ['site-users', siteId, 'list', includeInactive] as const,
  counters: (siteId: string) => ['site-users', siteId, 'counters'] as const,
  roles: (siteId: string) => ['site-users', siteId, 'roles'] as const,
  log: (siteId: string, userId: string) => ['site-users', siteId, 'log', userId] as const,
};
