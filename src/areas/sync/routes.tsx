import type { RouteObject } from 'react-router-dom';

/** /sync: the outbox's pending and needs-attention writes. */
export const syncRoutes: RouteObject[] = [
  {
    path: 'sync',
    lazy: async () => ({ Component: (await import('./screens/SyncScreen')).default }),
  },
];
