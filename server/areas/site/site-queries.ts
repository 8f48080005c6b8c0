import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ERP_INTERFACES,
  SECRET_MESSAGES,
  SITE_MESSAGES as M,
  type TSite,
  type TSiteSave,
  type TSiteUserOption,
} from '../../../src/contract';
import { siteSettings, sites, userSites, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { nextSecret } from '../../secrets/cipher';
import { erpPasswordBound, nextOriginSecret, originOf } from '../../secrets/origin-bound';

/**
 * The site records of service `site`, entity `site`. Handlers run under row-level security:
 * at GLOBAL every site is visible (policy global_site_admin), elsewhere only the request site.
 */

/** Every site the transaction sees (inactive ones too), by id, with its settings. */
export async function listSites(db: Db): Promise<TSite[]> {
  const rows = await db
    .select({ site: sites, settings: siteSettings })
    .from(sites)
    .leftJoin(siteSettings, eq(siteSettings.site_id, sites.site_id))
    .orderBy(asc(sites.site_id));
  return rows.map((row) => toSite(row.site, row.settings));
}

const isErpInterface = (v: string | null): v is (typeof ERP_INTERFACES)[number] =>
  v !== null && (ERP_INTERFACES as readonly string[]).includes(v);

/** One site with its settings; the secrets only as "is one set". */
export async function getSite(db: Db, siteId: string): Promise<TSite> {
  const [row] = await db
    .select({ site: sites, settings: siteSettings })
    .from(sites)
    .leftJoin(siteSettings, eq(siteSettings.site_id, sites.site_id))
    .where(eq(sites.site_id, siteId));
  if (!row) throw notFound(M.siteNotFound(siteId));
  return toSite(row.site, row.settings);
}

function toSite(
  site: typeof sites.$inferSelect,
  settings: typeof siteSettings.$inferSelect | null,
): TSite {
  return {
    site_id: site.site_id,
    site_name: site.site_name,
    active: site.active,
    gs1_company_prefix: site.gs1_company_prefix,
    last_sscc_number: site.last_sscc_number,
    sscc_extension_digit: site.sscc_extension_digit,
    local_zone: site.local_zone,
    aurora: site.aurora,
    rds_resource_arn: site.rds_resource_arn,
    rds_secret_arn: site.rds_secret_arn,
    database_host: site.database_host,
    database_user: site.database_user,
    database_port: site.database_port,
    database_password_set: site.database_password !== null,
    staging_database: site.staging_database,
    wms_database: site.wms_database,
    history_database: site.history_database,
    contact_name: site.contact_name,
    contact_phone: site.contact_phone,
    contact_email: site.contact_email,
    purchase_date: site.purchase_date,
    live_date: site.live_date,
    address_1: site.address_1,
    address_2: site.address_2,
    suburb: site.suburb,
    state: site.state,
    postcode: site.postcode,
    country: site.country,
    partner: site.partner,
    erp_interface: isErpInterface(settings?.erp_interface ?? null)
      ? (settings!.erp_interface as TSite['erp_interface'])
      : null,
    erp_interface_url: settings?.erp_interface_url ?? null,
    erp_username: site.erp_username,
    erp_password_set: site.erp_password !== null,
    delivery_app_used: settings?.delivery_app_used ?? false,
    fish_processing_used: settings?.fish_processing_used ?? false,
    allowed_full_users: settings?.allowed_full_users ?? 0,
    allowed_delivery_users: settings?.allowed_delivery_users ?? 0,
    allowed_view_users: settings?.allowed_view_users ?? 0,
    brand_logo: settings?.brand_logo ?? null,
    logo_height: settings?.logo_height ?? 50,
    navbar_variant: settings?.navbar_variant ?? 'white',
    navbar_type: settings?.navbar_type ?? 'light',
  };
}

/**
 * Add or update a site and the settings this screen shows (the ERP sub-sections are kept).
 * A new site gets its site_settings row in the same transaction. The ERP password is sealed
 * for the origin of erp_interface_url; a save that moves that address (or the database host
 * and port) to another place without giving the password again clears the stored one and
 * tells `inform`, so a password never follows an address the admin changed.
 */
export async function saveSite(
  db: Db,
  input: TSiteSave,
  userId: string,
  inform?: (message: string) => void,
): Promise<TSite> {
  const [stored] = await db
    .select({
      database_password: sites.database_password,
      database_host: sites.database_host,
      database_port: sites.database_port,
      erp_password: sites.erp_password,
    })
    .from(sites)
    .where(eq(sites.site_id, input.site_id));
  const erpPassword = nextOriginSecret({
    stored: stored?.erp_password ?? null,
    sent: input.erp_password,
    clear: input.clear_erp_password,
    address: input.erp_interface_url,
    bound: erpPasswordBound(input.site_id),
  });
  if (erpPassword.cleared)
    inform?.(
      SECRET_MESSAGES.clearedForAddress(
        SECRET_MESSAGES.erpPassword,
        originOf(input.erp_interface_url),
      ),
    );
  // The database password goes with its host and port: moving them without it clears it.
  const databaseMoved =
    stored?.database_password != null &&
    !input.database_password &&
    !input.clear_database_password &&
    ((stored.database_host ?? '') !== (input.database_host ?? '') ||
      (stored.database_port ?? null) !== (input.database_port ?? null));
  if (databaseMoved)
    inform?.(
      SECRET_MESSAGES.clearedForAddress(
        SECRET_MESSAGES.databasePassword,
        [input.database_host, input.database_port].filter((p) => p != null && p !== '').join(':'),
      ),
    );
  const siteValues = {
    site_name: input.site_name,
    active: input.active,
    gs1_company_prefix: input.gs1_company_prefix,
    last_sscc_number: input.last_sscc_number,
    sscc_extension_digit: input.sscc_extension_digit,
    local_zone: input.local_zone,
    aurora: input.aurora,
    rds_resource_arn: input.rds_resource_arn,
    rds_secret_arn: input.rds_secret_arn,
    database_host: input.database_host,
    database_user: input.database_user,
    database_port: input.database_port,
    database_password: databaseMoved
      ? null
      : nextSecret(
          stored?.database_password ?? null,
          input.database_password,
          input.clear_database_password,
        ),
    staging_database: input.staging_database,
    wms_database: input.wms_database,
    history_database: input.history_database,
    contact_name: input.contact_name,
    contact_phone: input.contact_phone,
    contact_email: input.contact_email,
    purchase_date: input.purchase_date,
    live_date: input.live_date,
    address_1: input.address_1,
    address_2: input.address_2,
    suburb: input.suburb,
    state: input.state,
    postcode: input.postcode,
    country: input.country,
    partner: input.partner,
    erp_username: input.erp_username,
    erp_password: erpPassword.value,
    updated_at: sql`now()`,
  };
  if (stored) await db.update(sites).set(siteValues).where(eq(sites.site_id, input.site_id));
  else await db.insert(sites).values({ site_id: input.site_id, ...siteValues });

  const settingsValues = {
    erp_interface: input.erp_interface,
    erp_interface_url: input.erp_interface_url,
    delivery_app_used: input.delivery_app_used,
    fish_processing_used: input.fish_processing_used,
    allowed_full_users: input.allowed_full_users,
    allowed_delivery_users: input.allowed_delivery_users,
    allowed_view_users: input.allowed_view_users,
    brand_logo: input.brand_logo,
    logo_height: input.logo_height,
    navbar_variant: input.navbar_variant,
    navbar_type: input.navbar_type,
    updated_by: userId,
    updated_at: new Date(),
  };
  await db
    .insert(siteSettings)
    .values({ site_id: input.site_id, ...settingsValues })
    .onConflictDoUpdate({ target: siteSettings.site_id, set: settingsValues });
  return getSite(db, input.site_id);
}

/** The active users linked to the site, by display name. */
export async function listSiteUsers(db: Db, siteId: string): Promise<TSiteUserOption[]> {
  return db
    .select({ user_id: users.user_id, display_name: users.display_name })
    .from(userSites)
    .innerJoin(users, eq(users.user_id, userSites.user_id))
    .where(and(eq(userSites.site_id, siteId), eq(users.active_flag, true)))
    .orderBy(asc(users.display_name), asc(users.user_id));
}
