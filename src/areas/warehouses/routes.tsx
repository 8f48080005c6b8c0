import type { RouteObject } from 'react-router-dom';

/** /wh: the warehouses; /wh/new adds one; /wh/{warehouse} shows one (?edit=1 to edit). */
export const warehouseRoutes: RouteObject[] = [
  {
    path: 'wh',
    lazy: async () => ({ Component: (await import('./screens/WarehouseListScreen')).default }),
  },
  {
    path: 'wh/:warehouse',
    lazy: async () => ({ Component: (await import('./screens/WarehouseScreen')).default }),
  },
];
