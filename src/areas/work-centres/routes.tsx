import type { RouteObject } from 'react-router-dom';

/** /admin/work_centre: the work centres of the current warehouse (Admin menu 'Work Centres'). */
export const workCentreRoutes: RouteObject[] = [
  {
    path: 'admin/work_centre',
    lazy: async () => ({ Component: (await import('./screens/WorkCentresScreen')).default }),
  },
];
