/** Query keys of the site area: a site switch clears `siteProjectKeys.all`. */
export const sitesKeys = {
  all: ['sites'] as const,
  list: (siteId: string) => ['sites', siteId, 'list'] as const,
};

export const siteProjectKeys = {
  all: ['site-project'] as const,
  items: (siteId: string) => ['site-project', siteId, 'items'] as const,
  users: (siteId: string) => ['site-project', siteId, 'users'] as const,
};
