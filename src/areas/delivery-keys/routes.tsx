import type { RouteObject } from 'react-router-dom';

/** /admin/del_keys (Admin menu 'Key Cabinet'): the delivery key cabinet. */
export const deliveryKeyRoutes: RouteObject[] = [
  {
    path: 'admin/del_keys',
    lazy: async () => ({ Component: (await import('./screens/KeyCabinetScreen')).default }),
  },
];
