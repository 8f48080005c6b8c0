import type { RouteObject } from 'react-router-dom';

/** /compare (Comparison Report): the ERP's on hand against the product's. */
export const compareRoutes: RouteObject[] = [
  {
    path: 'compare',
    lazy: async () => ({ Component: (await import('./screens/CompareScreen')).default }),
  },
];
