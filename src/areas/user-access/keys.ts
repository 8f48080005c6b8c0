/** TanStack query keys of the user-access screens. */
export const userAccessKeys = {
  all: ['user-access'] as const,
  connectorUsers: (siteId: string) => ['user-access', 'connector-users', siteId] as const,
  loggedOn: (siteId: string) => ['user-access', 'logged-on', siteId] as const,
  user: (siteId: string, userId: string) => ['user-access', 'user', siteId, userId] as const,
  sites: (siteId: string, userId: string) => ['user-access', 'sites', siteId, userId] as const,
  siteWarehouses: (siteId: string, userId: string) =>
    ['user-access', 'site-warehouses', siteId, userId] as const,
  permissions: (siteId: string, userId: string) =>
    ['user-access', 'permissions', siteId, userId] as const,
};
