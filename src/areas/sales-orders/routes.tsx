import type { RouteObject } from 'react-router-dom';

/** /so (the sales order list) and /so/{sales_order} (one order). */
export const salesOrderRoutes: RouteObject[] = [
  {
    path: 'so',
    lazy: async () => ({ Component: (await import('./screens/SalesOrdersScreen')).default }),
  },
  {
    path: 'so/:salesOrder',
    lazy: async () => ({ Component: (await import('./screens/SalesOrderDetailScreen')).default }),
  },
];
