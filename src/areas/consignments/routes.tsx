import type { RouteObject } from 'react-router-dom';

/** /consignment (Consignments (list)) and /consignment/consignment (one consignment). */
export const consignmentRoutes: RouteObject[] = [
  {
    path: 'consignment',
    lazy: async () => ({ Component: (await import('./screens/ConsignmentListScreen')).default }),
  },
  {
    path: 'consignment/consignment',
    lazy: async () => ({ Component: (await import('./screens/ConsignmentScreen')).default }),
  },
];
