import type { RouteObject } from 'react-router-dom';

/** /loc: the current warehouse's locations. */
export const locationRoutes: RouteObject[] = [
  {
    path: 'loc',
    lazy: async () => ({ Component: (await import('./screens/LocationsScreen')).default }),
  },
];
