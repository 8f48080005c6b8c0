import type { RouteObject } from 'react-router-dom';

/** /admin/taskmaster: the site's scheduled tasks (Admin menu 'Task Master'). */
export const taskRoutes: RouteObject[] = [
  {
    path: 'admin/taskmaster',
    lazy: async () => ({ Component: (await import('./screens/TaskMasterScreen')).default }),
  },
];
