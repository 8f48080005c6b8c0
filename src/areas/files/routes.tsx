import type { RouteObject } from 'react-router-dom';

/** /files (File cabinet, document 3): the site's files. */
export const fileRoutes: RouteObject[] = [
  {
    path: 'files',
    lazy: async () => ({ Component: (await import('./screens/FileCabinetScreen')).default }),
  },
];
