import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '../contract';
import { areaRoutes } from './area-routes';
import { LoginScreen } from './auth/LoginScreen';
import { LogoutRoute } from './auth/LogoutRoute';
import { RequireAuth } from './auth/RequireAuth';
import { NotFoundPage } from './errors/ErrorPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';
import type { TTitleHandle } from './title/use-page-title';

const notFound: TTitleHandle = { title: NOT_FOUND_TITLE };

/** Every route: sign-in and sign-out, then the areas behind the auth guard, then 404. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginScreen /> },
      { path: '/logout', element: <LogoutRoute /> },
      {
        element: <RequireAuth />,
        errorElement: <RouteErrorPage />,
        children: [...areaRoutes, { path: '*', element: <NotFoundPage />, handle: notFound }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
