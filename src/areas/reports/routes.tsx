import type { RouteObject } from 'react-router-dom';

/** /report (Reporting: the report list) and /report/run?report=… (run the selected report). */
export const reportRoutes: RouteObject[] = [
  {
    path: 'report',
    lazy: async () => ({ Component: (await import('./screens/ReportsScreen')).default }),
  },
  {
    path: 'report/run',
    lazy: async () => ({ Component: (await import('./screens/RunReportScreen')).default }),
  },
];
