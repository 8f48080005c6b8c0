import type { RouteObject } from 'react-router-dom';

/** /run (Runs), /admin/run (Runs BETA) and /admin/run_set (Run Sets): Admin menu. */
export const runRoutes: RouteObject[] = [
  {
    path: 'run',
    lazy: async () => ({ Component: (await import('./screens/RunsScreen')).default }),
  },
  {
    path: 'admin/run',
    lazy: async () => ({ Component: (await import('./screens/RunsBetaScreen')).default }),
  },
  {
    path: 'admin/run_set',
    lazy: async () => ({ Component: (await import('./screens/RunSetsScreen')).default }),
  },
];
