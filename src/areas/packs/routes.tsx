import type { RouteObject } from 'react-router-dom';

/** Packs & Pallets (document 2 §2, checklist note: /admin/lot is packs). */
export const packRoutes: RouteObject[] = [
  {
    path: 'admin/lot',
    lazy: async () => ({ Component: (await import('./screens/PacksScreen')).default }),
  },
];
