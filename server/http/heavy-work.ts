import { identifyCaller } from '../areas/auth/caller';
import { findAction } from '../areas/registry';
import type { Db } from '../db/types';
import { heavyWork, type HeavySlot } from '../heavy-queue';

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The site whose heavy-work slot an envelope must wait for, or null when its action is light
 * (or unknown, or the envelope unreadable: the pipeline refuses those). Read from the body as
 * sent, before anything is checked: the call is still authenticated and validated in its slot.
 */
export function heavySite(service: string, body: unknown): string | null {
  const site = field(body, 'site_id');
  const entity = field(body, 'entity');
  const action = field(body, 'action');
  if (typeof site !== 'string' || typeof entity !== 'string' || typeof action !== 'string')
    return null;
  const heavy = findAction(service, entity, action)?.heavy;
  if (!heavy) return null;
  return heavy === true || heavy(field(body, 'data')) ? site.toUpperCase() : null;
}

const LIGHT: HeavySlot = { release: () => undefined };

/**
 * The slot an envelope runs in: its site's heavy-work slot when its action is heavy (waited
 * for, or refused with 429), else none. Taken before the call's transaction opens, so a
 * waiting call holds no pooled connection. Only a signed-in member of the site may wait for
 * one (one statement, outside any transaction; refusals throw as the call's own would), so
 * nobody else can fill a site's queue, and a user's own calls count against their bound.
 */
export async function enterHeavySlot(
  db: Db,
  tokenHash: string,
  service: string,
  body: unknown,
): Promise<HeavySlot> {
  const site = heavySite(service, body);
  if (site === null) return LIGHT;
  const caller = await identifyCaller(db, tokenHash, site);
  caller.siteAccess();
  return heavyWork.acquire(site, { user: caller.principal.user.user_id });
}
