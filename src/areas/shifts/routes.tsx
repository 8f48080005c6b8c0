import type { RouteObject } from 'react-router-dom';

/** /admin/shift: the site's shifts (Admin menu 'Shifts'). */
export const shiftRoutes: RouteObject[] = [
  {
    path: 'admin/shift',
    lazy: async () => ({ Component: (await import('./screens/ShiftsScreen')).default }),
  },
];
