import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readJson, writeJson } from '../../api/storage';
import { useSession } from '../../ui';
import { LANDINGS, landingFor, type TLanding, type TSessionUser } from '../../contract';

const keyOf = (userId: string) => `wms.landing.${userId.toLowerCase()}`;

const isLanding = (value: unknown): value is TLanding =>
  typeof value === 'string' && (LANDINGS as readonly string[]).includes(value);

/**
 * Remember, on this device, the landing screen the user went to last (the dashboard or the
 * Floor hub): the next sign-in lands there.
 */
export function rememberLanding(userId: string, pathname: string): void {
  if (isLanding(pathname)) writeJson(keyOf(userId), pathname);
}

/**
 * Where a user lands after signing in with no page asked for: the landing remembered on
 * this device, else where their work is at their current site (landingFor).
 */
export function landingOf(user: TSessionUser): TLanding {
  const remembered = readJson(keyOf(user.user_id), (v) => (isLanding(v) ? v : null));
  if (remembered) return remembered;
  const site = user.sites.find((s) => s.site_id === user.current_site) ?? user.sites[0];
  return landingFor(site?.permissions);
}

/** Remembers the landing screen the signed-in user opens (mounted once, in the layout). */
export function useRememberLanding(): void {
  const { pathname } = useLocation();
  const userId = useSession()?.user.user_id;
  useEffect(() => {
    if (userId) rememberLanding(userId, pathname);
  }, [userId, pathname]);
}
