import { eq, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  MESSAGES,
  SECRET_MESSAGES,
  ZSiteSettings,
  type TSiteSettings,
} from '../../../src/contract';
import { siteSettings, sites } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { originOf, savedOrigin } from '../../secrets/origin-bound';

export const siteSettingsError = (message: string, exception?: string) =>
  new AppError(ERROR_CODES.SITE_SETTINGS_ERROR, message, 400, exception);

/** The site's settings (contract ZSiteSettings, defaults filled); site_name and local_zone come from `sites`. */
export async function getSiteSettings(db: Db, siteId: string): Promise<TSiteSettings> {
  const [row] = await db
    .select({ site: sites, settings: siteSettings })
    .from(sites)
    .leftJoin(siteSettings, eq(siteSettings.site_id, sites.site_id))
    .where(eq(sites.site_id, siteId))
    .limit(1);
  if (!row) throw siteSettingsError(MESSAGES.siteSettingsLoad(`site '${siteId}' was not found`));
  const {
    updated_at: _u,
    updated_by: _b,
    ...stored
  } = row.settings ?? { updated_at: null, updated_by: null };
  const parsed = ZSiteSettings.safeParse({
    ...stored,
    site_id: row.site.site_id,
    site_name: row.site.site_name,
    local_zone: row.site.local_zone,
  });
  if (!parsed.success)
    throw siteSettingsError(
      MESSAGES.siteSettingsLoad(parsed.error.issues[0]?.message ?? 'invalid'),
    );
  return parsed.data;
}

/**
 * The stored ERP password is sealed for the origin of the ERP interface address: an address
 * moved to another origin (this screen has no password field) clears it, and `inform` says so.
 */
async function clearErpPasswordIfMoved(
  db: Db,
  siteId: string,
  address: string | null,
  inform?: (message: string) => void,
): Promise<void> {
  const [site] = await db
    .select({ erp_password: sites.erp_password })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  if (!site?.erp_password || savedOrigin(site.erp_password) === originOf(address)) return;
  await db.update(sites).set({ erp_password: null }).where(eq(sites.site_id, siteId));
  inform?.(SECRET_MESSAGES.clearedForAddress(SECRET_MESSAGES.erpPassword, originOf(address)));
}

/**
 * Save the settings of the site (and its name and zone on the site record); moving the ERP
 * interface address to another origin clears the stored ERP password.
 */
export async function saveSiteSettings(
  db: Db,
  settings: TSiteSettings,
  userId: string,
  inform?: (message: string) => void,
): Promise<TSiteSettings> {
  const { site_id, site_name, local_zone, ...rest } = settings;
  const updated = await db
    .update(sites)
    .set({ site_name, local_zone, updated_at: sql`now()` })
    .where(eq(sites.site_id, site_id))
    .returning({ site_id: sites.site_id });
  if (!updated.length)
    throw siteSettingsError(MESSAGES.siteSettingsSave, `site '${site_id}' was not found`);
  const values = { ...rest, updated_by: userId, updated_at: new Date() };
  await clearErpPasswordIfMoved(db, site_id, rest.erp_interface_url, inform);
  await db
    .insert(siteSettings)
    .values({ site_id, ...values })
    .onConflictDoUpdate({ target: siteSettings.site_id, set: values });
  return getSiteSettings(db, site_id);
}

/** The licence counts stored for the site (only the provider's role changes them). */
export async function storedLicences(db: Db, siteId: string) {
  const [row] = await db
    .select({
      allowed_full_users: siteSettings.allowed_full_users,
      allowed_delivery_users: siteSettings.allowed_delivery_users,
      allowed_view_users: siteSettings.allowed_view_users,
    })
    .from(siteSettings)
    .where(eq(siteSettings.site_id, siteId));
  return row ?? { allowed_full_users: 0, allowed_delivery_users: 0, allowed_view_users: 0 };
}
