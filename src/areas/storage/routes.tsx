import type { RouteObject } from 'react-router-dom';

/** /admin/storage: the site's storage types (Storage Options). */
export const storageRoutes: RouteObject[] = [
  {
    path: 'admin/storage',
    lazy: async () => ({ Component: (await import('./screens/StorageScreen')).default }),
  },
];
