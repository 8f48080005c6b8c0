import { useEffect } from 'react';
import { fetchCurrentUser, getToken } from '../../api';

/**
 * Once per start, ask the server for the signed-in user to refresh the cached copy.
 * Offline the cached user stays; a 401 clears the session (the api does that).
 */
export function useSessionRefresh(token: string | null) {
  useEffect(() => {
    if (!token || token !== getToken()) return;
    fetchCurrentUser().catch(() => undefined);
  }, [token]);
}
