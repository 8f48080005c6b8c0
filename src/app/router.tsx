import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginScreen } from './auth/LoginScreen';
import { LogoutRoute } from './auth/LogoutRoute';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';

const SHELL_ROUTE = 'shell';

/**
 * Every route: sign-in and sign-out in the shell; the areas behind the auth guard, then 404,
 * added on the first navigation that needs them (signed-in-routes.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: SHELL_ROUTE,
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginScreen /> },
      { path: '/logout', element: <LogoutRoute /> },
    ],
  },
];

export function createAppRouter() {
  let added = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch, signal }) {
      if (added) return;
      const { signedInRoutes } = await import('./signed-in-routes');
      // A navigation given up meanwhile patches nothing: the next one adds them.
      if (added || signal.aborted) return;
      patch(SHELL_ROUTE, signedInRoutes);
      added = true;
    },
  });
}
