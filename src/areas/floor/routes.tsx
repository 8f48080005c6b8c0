import type { RouteObject } from 'react-router-dom';

/**
 * The floor (issue 5): scan-first tablet screens that work with no network, reading the
 * Dexie mirror and writing to the outbox. /floor is the hub; one route per task.
 */
export const floorRoutes: RouteObject[] = [
  // Floor screens: one line each below.
];
