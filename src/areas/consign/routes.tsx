import type { RouteObject } from 'react-router-dom';

/** /consign (consign orders with a carrier, manifest them) and /admin/ofr (URL sets). */
export const consignRoutes: RouteObject[] = [
  {
    path: 'consign',
    lazy: async () => ({ Component: (await import('./screens/ConsignScreen')).default }),
  },
  {
    path: 'admin/ofr',
    lazy: async () => ({ Component: (await import('./screens/UrlSetsScreen')).default }),
  },
];
