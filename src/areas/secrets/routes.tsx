import type { RouteObject } from 'react-router-dom';

/** /secret: the site's ERP and carrier credentials (write-only). */
export const secretRoutes: RouteObject[] = [
  {
    path: 'secret',
    lazy: async () => ({ Component: (await import('./screens/SecretsScreen')).default }),
  },
];
