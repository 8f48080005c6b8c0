import type { RouteObject } from 'react-router-dom';

/**
 * /report (Reporting: the report list), /report/run?report=… (run the selected report) and
 * /report/builder (a report made by choosing, ?report=… to open a built one).
 */
export const reportRoutes: RouteObject[] = [
  {
    path: 'report',
    lazy: async () => ({ Component: (await import('./screens/ReportsScreen')).default }),
  },
  {
    path: 'report/builder',
    lazy: async () => ({
      Component: (await import('./builder/ReportBuilderScreen')).default,
    }),
  },
  {
    path: 'report/run',
    lazy: async () => ({ Component: (await import('./screens/RunReportScreen')).default }),
  },
];
