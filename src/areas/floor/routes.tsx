import type { RouteObject } from 'react-router-dom';

/**
 * The floor: scan-first tablet screens that work with no network, reading the
 * Dexie mirror and writing to the outbox. /floor is the hub; one route per task.
 */
export const floorRoutes: RouteObject[] = [
  // Floor screens: one line each below.
  {
    path: 'floor/pack',
    lazy: async () => ({ Component: (await import('./screens/FloorPackScreen')).default }),
  },
  {
    path: 'floor/pick',
    lazy: async () => ({ Component: (await import('./screens/FloorPickScreen')).default }),
  },
  {
    path: 'floor/job',
    lazy: async () => ({ Component: (await import('./screens/FloorJobScreen')).default }),
  },
  {
    path: 'floor',
    lazy: async () => ({ Component: (await import('./screens/FloorHubScreen')).default }),
  },
  {
    path: 'floor/move',
    lazy: async () => ({ Component: (await import('./screens/FloorMoveScreen')).default }),
  },
  {
    path: 'floor/adjust',
    lazy: async () => ({ Component: (await import('./screens/FloorAdjustScreen')).default }),
  },
];
