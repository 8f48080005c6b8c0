import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * /connector_user (Admin menu 'Connector Users': the users, and the logged-on users with
 * clock-off) and /usr/:userId (a user's detail: sites, site warehouses, permissions, copy);
 * /usr alone opens the list.
 */
export const userAccessRoutes: RouteObject[] = [
  {
    path: 'connector_user',
    lazy: async () => ({ Component: (await import('./screens/ConnectorUsersScreen')).default }),
  },
  { path: 'usr', element: <Navigate to="/connector_user" replace /> },
  {
    path: 'usr/:userId',
    lazy: async () => ({ Component: (await import('./screens/UserAccessScreen')).default }),
  },
];
