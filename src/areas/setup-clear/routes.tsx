import type { RouteObject } from 'react-router-dom';

/** /site/clear (Site Setup, GLOBAL only): clear a site's setup data. */
export const setupClearRoutes: RouteObject[] = [
  {
    path: 'site/clear',
    lazy: async () => ({ Component: (await import('./screens/SetupClearScreen')).default }),
  },
];
