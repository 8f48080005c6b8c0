import type { RouteObject } from 'react-router-dom';

/** /delivery (calendar, runs of a day, drivers, despatch lookup), /delivery/run/:runId (the map). */
export const deliveryRoutes: RouteObject[] = [
  {
    path: 'delivery',
    lazy: async () => ({ Component: (await import('./screens/DeliveryScreen')).default }),
  },
  {
    path: 'delivery/run/:runId',
    lazy: async () => ({ Component: (await import('./screens/DeliveryRunScreen')).default }),
  },
];
