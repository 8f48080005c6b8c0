import type { RouteObject } from 'react-router-dom';

/** /admin/list: the site's VALUE and SQL lists (Admin menu 'Lists'). */
export const listRoutes: RouteObject[] = [
  {
    path: 'admin/list',
    lazy: async () => ({ Component: (await import('./screens/ListsScreen')).default }),
  },
];
