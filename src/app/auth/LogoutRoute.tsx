import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api';
import { clearAreaCaches } from '../../offline/area-caches';
import { Spinner } from '../../ui';

/** /logout: revoke the session, forget user, token and cached data, then go to /login. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await logout();
      queryClient.clear();
      await clearAreaCaches();
      if (!cancelled) navigate('/login', { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return (
    <div className="p-8">
      <Spinner label="Signing out" />
    </div>
  );
}
