import type { RouteObject } from 'react-router-dom';

/** /documents and /documents/document (document 1 section 2; not in the menu). */
export const erpDocumentRoutes: RouteObject[] = [
  {
    path: 'documents',
    lazy: async () => ({ Component: (await import('./screens/DocumentsScreen')).default }),
  },
  {
    path: 'documents/document',
    lazy: async () => ({ Component: (await import('./screens/DocumentScreen')).default }),
  },
];
