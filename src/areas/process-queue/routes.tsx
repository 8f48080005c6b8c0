import type { RouteObject } from 'react-router-dom';

/** /process_queue (document 1 section 2; always in the menu). */
export const processQueueRoutes: RouteObject[] = [
  {
    path: 'process_queue',
    lazy: async () => ({ Component: (await import('./screens/ProcessQueueScreen')).default }),
  },
];
