import type { RouteObject } from 'react-router-dom';

/** /ev_so: Order Management (run tabs, picks and the monthly calendar). */
export const orderManagementRoutes: RouteObject[] = [
  {
    path: 'ev_so',
    lazy: async () => ({
      Component: (await import('./screens/OrderManagementScreen')).default,
    }),
  },
];
