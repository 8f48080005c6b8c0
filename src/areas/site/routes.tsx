import type { RouteObject } from 'react-router-dom';

/** /site (Site Setup: the sites, at GLOBAL) and /site_project (the site's project items). */
export const siteRoutes: RouteObject[] = [
  {
    path: 'site',
    lazy: async () => ({ Component: (await import('./screens/SitesScreen')).default }),
  },
  {
    path: 'site_project',
    lazy: async () => ({ Component: (await import('./screens/SiteProjectScreen')).default }),
  },
];
