import type { RouteObject } from 'react-router-dom';

/** /job, /job/{id} (Job/Work Orders) and /admin/job_type (Job Types), document 2 section 2. */
export const jobRoutes: RouteObject[] = [
  {
    path: 'job',
    lazy: async () => ({ Component: (await import('./screens/JobsScreen')).default }),
  },
  {
    path: 'job/:jobId',
    lazy: async () => ({ Component: (await import('./screens/JobScreen')).default }),
  },
  {
    path: 'admin/job_type',
    lazy: async () => ({ Component: (await import('./screens/JobTypesScreen')).default }),
  },
];
