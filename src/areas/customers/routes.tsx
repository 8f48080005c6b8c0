import type { RouteObject } from 'react-router-dom';

/** /cus and /cus/{customer_code} (document 1 "Customers"). */
export const customerRoutes: RouteObject[] = [
  {
    path: 'cus',
    lazy: async () => ({ Component: (await import('./screens/CustomersScreen')).default }),
  },
  {
    path: 'cus/:customerCode',
    lazy: async () => ({ Component: (await import('./screens/CustomerDetailScreen')).default }),
  },
];
