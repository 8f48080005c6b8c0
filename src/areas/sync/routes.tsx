import type { RouteObject } from 'react-router-dom';

/** /sync: the outbox's pending and needs-attention writes (issue 5). */
export const syncRoutes: RouteObject[] = [
  {
    path: 'sync',
    lazy: async () => ({ Component: (await import('./screens/SyncScreen')).default }),
  },
];
