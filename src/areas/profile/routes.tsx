import type { RouteObject } from 'react-router-dom';

/** /profile: the signed-in user's own page. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./screens/ProfileScreen')).default }),
  },
];
