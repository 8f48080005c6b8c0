import { eq } from 'drizzle-orm';
import {
  SITE_INPUT_FIELDS,
  SITE_MESSAGES as M,
  SITE_SETTINGS_FIELDS,
  type TSite,
  type TSiteChange,
  type TSiteSave,
  type TSiteSettings,
  type TSiteSettingsChange,
} from '../../../src/contract';
import { sites } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import { getSiteSettings } from './queries';
import { getSite } from './site-queries';

/** `stored` with the fields named in `sent` taken from `change` (all of them when unknown). */
function overlay(
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
  fields: readonly string[],
  sent: readonly string[] | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...change };
  for (const key of fields) {
    if (sent && !sent.includes(key) && key in stored) merged[key] = stored[key];
  }
  return merged;
}

/**
 * The whole site a check saves. An existing site keeps its stored value in every field the
 * call did not send (the write-only secrets: left out, kept); a new site takes ZSiteInput's
 * defaults and needs its name.
 */
export async function siteToSave(db: Db, change: TSiteChange): Promise<TSiteSave> {
  const { present_fields: sent, site_name, ...fields } = change;
  const [exists] = await db
    .select({ site_id: sites.site_id })
    .from(sites)
    .where(eq(sites.site_id, change.site_id));
  if (!exists) {
    if (!site_name) throw badRequest(M.siteName);
    return { ...fields, site_name };
  }
  const stored: TSite = await getSite(db, change.site_id);
  const merged = overlay(
    stored,
    { ...fields, site_name: site_name ?? stored.site_name },
    SITE_INPUT_FIELDS,
    sent,
  );
  // Every key is ZSiteInput's, each value either parsed by it or stored from a save it parsed.
  return merged as TSiteSave;
}

/** The request site's whole settings a settings check saves: the stored ones, with those sent. */
export async function settingsToSave(db: Db, change: TSiteSettingsChange): Promise<TSiteSettings> {
  const { present_fields: sent, site_name, ...fields } = change;
  const stored = await getSiteSettings(db, change.site_id);
  const merged = overlay(
    stored,
    { ...fields, site_name: site_name ?? stored.site_name },
    SITE_SETTINGS_FIELDS,
    sent,
  );
  // Every key is ZSiteSettings', each value parsed by it (sent now, or read back by getSiteSettings).
  return merged as TSiteSettings;
}
