import type { RouteObject } from 'react-router-dom';

const screen = async () => ({ Component: (await import('./screens/SiteUsersScreen')).default });

/**
 * The Site Users screen (document 3 section 2) at every path the documents give it: /users,
 * /users/user, /usr, /admin/user (Admin menu 'Device Users') and /wms_users/user.
 */
export const siteUserRoutes: RouteObject[] = [
  'users',
  'users/user',
  'usr',
  'admin/user',
  'wms_users/user',
].map((path) => ({ path, lazy: screen }));
