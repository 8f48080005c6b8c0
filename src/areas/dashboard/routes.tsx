import type { RouteObject } from 'react-router-dom';

/** The dashboard at `/` (its data panels come with a later issue). */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./screens/DashboardScreen')).default }),
  },
];
