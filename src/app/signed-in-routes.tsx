import type { RouteObject } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '../contract';
import { areaRoutes } from './area-routes';
import { RequireAuth } from './auth/RequireAuth';
import { NotFoundPage } from './errors/ErrorPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import type { TTitleHandle } from './title/use-page-title';

const notFound: TTitleHandle = { title: NOT_FOUND_TITLE };

/**
 * Every screen behind the sign-in guard, then 404. Loaded beside the shell (index.html
 * preloads it) and added to the router on the first navigation it is needed for: its table
 * of lazy screens, with each screen's preload list, stays out of the shell's first load.
 */
export const signedInRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    errorElement: <RouteErrorPage />,
    children: [...areaRoutes, { path: '*', element: <NotFoundPage />, handle: notFound }],
  },
];
