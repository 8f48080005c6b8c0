import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../ui';
import { loginPathFor } from './redirect';

/** Signed-out users go to /login, remembering the page they asked for. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  }
  return <Outlet />;
}
