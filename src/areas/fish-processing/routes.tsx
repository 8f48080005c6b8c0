import type { RouteObject } from 'react-router-dom';

/** /fish_processing (Fish Processing): fresh-fish pick lines of a required date. */
export const fishProcessingRoutes: RouteObject[] = [
  {
    path: 'fish_processing',
    lazy: async () => ({ Component: (await import('./screens/FishProcessingScreen')).default }),
  },
];
