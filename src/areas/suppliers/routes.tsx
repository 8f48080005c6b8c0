import type { RouteObject } from 'react-router-dom';

/** /sup and /sup/{supplier_code} (document 1 route list; served like customers). */
export const supplierRoutes: RouteObject[] = [
  {
    path: 'sup',
    lazy: async () => ({ Component: (await import('./screens/SuppliersScreen')).default }),
  },
  {
    path: 'sup/:supplierCode',
    lazy: async () => ({ Component: (await import('./screens/SupplierDetailScreen')).default }),
  },
];
