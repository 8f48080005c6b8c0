import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type TSession } from '../../api';

/** The signed-in session (token and user), or null when signed out. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
