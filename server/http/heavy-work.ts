import { findAction } from '../areas/registry';
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
 * waiting call holds no pooled connection.
 */
export function enterHeavySlot(service: string, body: unknown): Promise<HeavySlot> {
  const site = heavySite(service, body);
  return site === null ? Promise.resolve(LIGHT) : heavyWork.acquire(site);
}
