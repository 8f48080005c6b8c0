import type { RouteObject } from 'react-router-dom';

/** /sql (Query: the SQL query screen) and /sql_command (Admin menu 'SQL Commands'). */
export const sqlRoutes: RouteObject[] = [
  {
    path: 'sql',
    lazy: async () => ({ Component: (await import('./screens/SqlQueryScreen')).default }),
  },
  {
    path: 'sql_command',
    lazy: async () => ({ Component: (await import('./screens/SqlCommandsScreen')).default }),
  },
];
