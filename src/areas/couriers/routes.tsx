import type { RouteObject } from 'react-router-dom';

/** /admin/courier (Admin menu 'Couriers'): couriers and their services. */
export const courierRoutes: RouteObject[] = [
  {
    path: 'admin/courier',
    lazy: async () => ({ Component: (await import('./screens/CouriersScreen')).default }),
  },
];
