import type { RouteObject } from 'react-router-dom';

/** /po (Purchase Orders) and /po/{purchase_order} (document 2 section 2). */
export const purchaseOrderRoutes: RouteObject[] = [
  {
    path: 'po',
    lazy: async () => ({ Component: (await import('./screens/PurchaseOrdersScreen')).default }),
  },
  {
    path: 'po/:purchaseOrder',
    lazy: async () => ({ Component: (await import('./screens/PurchaseOrderScreen')).default }),
  },
];
