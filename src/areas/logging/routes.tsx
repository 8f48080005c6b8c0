import type { RouteObject } from 'react-router-dom';

const detail = async () => ({
  Component: (await import('./screens/LogDetailScreen')).default,
});

/** /logging (Logs: the activity log) and its record, at /logging/log and /log/log alike. */
export const loggingRoutes: RouteObject[] = [
  {
    path: 'logging',
    lazy: async () => ({ Component: (await import('./screens/LoggingScreen')).default }),
  },
  { path: 'logging/log', lazy: detail },
  { path: 'log/log', lazy: detail },
];
