import type { RouteObject } from 'react-router-dom';

/**
 * /admin/storage: Storage Options, tabbed: the site's storage types (this area's panel),
 * storage groups, tracking types and location types (the stock setup area).
 */
export const storageRoutes: RouteObject[] = [
  {
    path: 'admin/storage',
    lazy: async () => ({
      Component: (await import('../stock-setup/screens/StorageOptionsScreen')).default,
    }),
  },
];
