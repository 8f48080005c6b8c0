import type { RouteObject } from 'react-router-dom';

/** /admin/order_type: the site's order types (Admin menu 'Order Types'). */
export const orderTypeRoutes: RouteObject[] = [
  {
    path: 'admin/order_type',
    lazy: async () => ({ Component: (await import('./screens/OrderTypesScreen')).default }),
  },
];
