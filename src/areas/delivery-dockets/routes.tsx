import type { RouteObject } from 'react-router-dom';

/** /dd (Delivery Dockets) and /dd/{delivery_docket} (document 1 section 2). */
export const deliveryDocketRoutes: RouteObject[] = [
  {
    path: 'dd',
    lazy: async () => ({ Component: (await import('./screens/DeliveryDocketsScreen')).default }),
  },
  {
    path: 'dd/:deliveryDocket',
    lazy: async () => ({ Component: (await import('./screens/DeliveryDocketScreen')).default }),
  },
];
