import type { RouteObject } from 'react-router-dom';

/**
 * /connector_user (Admin menu 'Connector Users': the users, and the logged-on users with
 * clock-off) and /usr/:userId (a user's detail: sites, site warehouses, permissions, copy).
 * /usr alone is the Site Users screen (the users area), as /users.
 */
export const userAccessRoutes: RouteObject[] = [
  {
    path: 'connector_user',
    lazy: async () => ({ Component: (await import('./screens/ConnectorUsersScreen')).default }),
  },
  {
    path: 'usr/:userId',
    lazy: async () => ({ Component: (await import('./screens/UserAccessScreen')).default }),
  },
];
