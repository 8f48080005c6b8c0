import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  FIELD_MESSAGES,
  MESSAGES,
  SITE_MESSAGES as M,
  SITE_PROJECT_ITEM_TYPE,
  ZSiteProjectItem,
  ZSiteProjectItemRow,
  projectItemsDocument,
  type TSite,
  type TSiteSettings,
  type TSiteUserOption,
} from '../../src/contract';
import { siteSettings, sites } from '../../server/db/schema';
import { decryptSecret } from '../../server/secrets/cipher';
import { erpPasswordBound, openSealed, savedOrigin } from '../../server/secrets/origin-bound';
import { startServer } from './harness';
import { countRows } from './helpers';

const server = startServer();

const siteCall = <T = TSite>(token: string, action: string, data: unknown, site = 'GLOBAL') =>
  server.call<T>(token, 'site', { site_id: site, entity: 'site', action, data });

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const NEW_SITE = {
  site_id: 'NTH',
  site_name: 'Northern Territory Hub',
  local_zone: 'Australia/Darwin',
  gs1_company_prefix: '9359999',
  sscc_extension_digit: 3,
  aurora: true,
  database_host: 'db.nth.example',
  database_user: 'wms_nth',
  database_port: 5432,
  database_password: 'S3cret-db-pass!',
  staging_database: 'nth_staging',
  wms_database: 'nth_wms',
  history_database: 'nth_history',
  contact_name: 'Jarrah Wilson',
  contact_email: 'jarrah@nth.example',
  address_1: '8 Berrimah Road',
  suburb: 'Berrimah',
  state: 'NT',
  postcode: '0828',
  live_date: '2027-02-01',
  erp_interface: 'NETSUITE',
  erp_interface_url: 'https://erp.nth.example/api',
  erp_username: 'wms-sync',
  erp_password: 'erp-Pa55word',
  delivery_app_used: true,
  allowed_full_users: 12,
  allowed_delivery_users: 4,
  allowed_view_users: 3,
  brand_logo: LOGO,
  logo_height: 40,
  navbar_variant: 'dark',
  navbar_type: 'dark',
};

describe('sites (envelope: site / site)', () => {
  it('the provider at GLOBAL lists every site, inactive ones included', async () => {
    const token = await server.login('provider');
    await server.db.update(sites).set({ active: false }).where(eq(sites.site_id, 'TAS'));
    try {
      const { status, body } = await siteCall(token, 'list', {});
      expect(status).toBe(200);
      const ids = body.results.map((s) => s.site_id);
      expect(ids).toEqual([...ids].sort());
      expect(ids).toEqual(expect.arrayContaining(['GLOBAL', 'SXD', 'TAS']));
      expect(body.results.find((s) => s.site_id === 'TAS')!.active).toBe(false);
    } finally {
      await server.db.update(sites).set({ active: true }).where(eq(sites.site_id, 'TAS'));
    }
  });

  it('a site administrator sees and reads only their own site, and cannot change sites', async () => {
    const token = await server.login('admin');
    const list = await siteCall(token, 'list', {}, 'SXD');
    expect(list.body.results.map((s) => s.site_id)).toEqual(['SXD']);
    const own = await siteCall(token, 'get', { site_id: 'SXD' }, 'SXD');
    expect(own.status).toBe(200);
    expect(own.body.results[0]!.site_name).toBe('Southern Cross Distribution');
    const other = await siteCall(token, 'get', { site_id: 'TAS' }, 'SXD');
    expect(other.status).toBe(403);
    expect(other.body.errors[0]!.message).toBe(M.ownSiteOnly);
    const before = await countRows(server.db, sites);
    const change = await siteCall(token, 'check', { site: { ...NEW_SITE, site_id: 'ADM' } }, 'SXD');
    expect(change.status).toBe(403);
    expect(change.body.errors[0]!.message).toBe(M.manageAtGlobal);
    expect(await countRows(server.db, sites)).toBe(before);
    const atGlobal = await siteCall(token, 'list', {}, 'GLOBAL');
    expect(atGlobal.status).toBe(403);
    expect(atGlobal.body.errors[0]!.message).toBe(MESSAGES.globalOnlyProvider);
  });

  it('a user without admin view is refused', async () => {
    const token = await server.login('floor');
    const { status, body } = await siteCall(token, 'get', { site_id: 'SXD' }, 'SXD');
    expect(status).toBe(403);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
  });

  it('adds a site with its settings; the provider works at it at once; secrets stay secret', async () => {
    const token = await server.login('provider');
    const added = await siteCall(token, 'check', { site: NEW_SITE });
    expect(added.status).toBe(200);
    const site = added.body.results[0]!;
    expect(site).toMatchObject({
      site_id: 'NTH',
      active: true,
      country: 'Australia',
      database_password_set: true,
      erp_password_set: true,
      erp_interface: 'NETSUITE',
      navbar_variant: 'dark',
      brand_logo: LOGO,
    });
    expect(added.response.body).not.toContain('S3cret-db-pass!');
    expect(added.response.body).not.toContain('erp-Pa55word');
    expect(site).not.toHaveProperty('database_password');
    expect(site).not.toHaveProperty('erp_password');

    const [raw] = await server.db.select().from(sites).where(eq(sites.site_id, 'NTH'));
    expect(raw!.database_password).not.toContain('S3cret');
    expect(raw!.database_password).toMatch(/^v1:/);
    expect(decryptSecret(raw!.database_password!)).toBe('S3cret-db-pass!');
    expect(openSealed(raw!.erp_password!, erpPasswordBound(raw!.site_id))).toBe('erp-Pa55word');
    expect(savedOrigin(raw!.erp_password)).toBe('https://erp.nth.example');
    const [settingsRow] = await server.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.site_id, 'NTH'));
    expect(settingsRow!.allowed_full_users).toBe(12);

    // The provider switches to the new site: the shell's first call there succeeds.
    const settings = await server.call<TSiteSettings>(token, 'site', {
      site_id: 'NTH',
      entity: 'site_settings',
      action: 'get',
      data: { site_id: 'NTH' },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.results[0]).toMatchObject({
      site_name: 'Northern Territory Hub',
      local_zone: 'Australia/Darwin',
      brand_logo: LOGO,
      logo_height: 40,
      navbar_variant: 'dark',
      navbar_type: 'dark',
      delivery_app_used: true,
      erp_interface: 'NETSUITE',
      erp_interface_url: 'https://erp.nth.example/api',
      allowed_delivery_users: 4,
    });
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.body).toContain('"NTH"');

    // An empty password keeps the stored one; the clear flag clears it.
    const kept = await siteCall(token, 'check', {
      site: { ...NEW_SITE, site_name: 'NT Hub', database_password: '', erp_password: undefined },
    });
    expect(kept.body.results[0]).toMatchObject({
      site_name: 'NT Hub',
      database_password_set: true,
      erp_password_set: true,
    });
    const [same] = await server.db.select().from(sites).where(eq(sites.site_id, 'NTH'));
    expect(same!.database_password).toBe(raw!.database_password);
    const cleared = await siteCall(token, 'check', {
      site: { ...NEW_SITE, database_password: '', clear_erp_password: true },
    });
    expect(cleared.body.results[0]).toMatchObject({
      database_password_set: true,
      erp_password_set: false,
    });
    const got = await siteCall(token, 'get', { site_id: 'NTH' });
    expect(got.body.results[0]!.erp_password_set).toBe(false);
  });

  it('a site update keeps the ERP sub-sections saved by site_settings check', async () => {
    const token = await server.login('provider');
    await server.db
      .update(siteSettings)
      .set({ customer: { default_terms: '30 days' } })
      .where(eq(siteSettings.site_id, 'SXD'));
    const sxd = (await siteCall(token, 'get', { site_id: 'SXD' })).body.results[0]!;
    const saved = await siteCall(token, 'check', {
      site: { ...sxd, navbar_variant: 'primary', logo_height: 60 },
    });
    expect(saved.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.site_id, 'SXD'));
    expect(row!.customer).toEqual({ default_terms: '30 days' });
    expect(row!.navbar_variant).toBe('primary');
    expect(row!.logo_height).toBe(60);
  });

  it('a site administrator saving site settings cannot change the licence counts', async () => {
    const token = await server.login('admin');
    const settingsCall = (data: unknown) =>
      server.call<TSiteSettings>(token, 'site', {
        site_id: 'SXD',
        entity: 'site_settings',
        action: 'check',
        data,
      });
    const current = (
      await server.call<TSiteSettings>(token, 'site', {
        site_id: 'SXD',
        entity: 'site_settings',
        action: 'get',
        data: { site_id: 'SXD' },
      })
    ).body.results[0]!;
    const saved = await settingsCall({
      settings: { ...current, allowed_full_users: 999, navbar_type: 'dark' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      allowed_full_users: current.allowed_full_users,
      navbar_type: 'dark',
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const token = await server.login('provider');
    const before = await countRows(server.db, sites);
    const cases: [Record<string, unknown>, string][] = [
      [{ site_id: 'nth2' }, M.siteId],
      [{ site_id: 'N' }, M.siteId],
      [{ site_name: '  ' }, M.siteName],
      [{ gs1_company_prefix: '12AB' }, M.gs1Prefix],
      [{ contact_email: 'not-an-email' }, M.email],
      [{ erp_interface: 'SAP' }, M.erpInterface],
      [{ erp_interface_url: 'ftp://erp' }, M.url],
      [{ local_zone: 'Mars/Olympus_Mons' }, M.timezone],
      [{ navbar_variant: 'purple' }, M.navbarVariant],
      [{ brand_logo: 'javascript:alert(1)' }, M.brandLogo],
      [
        { brand_logo: `data:image/png;base64,${'A'.repeat(200_001)}` },
        M.brandLogoTooLarge(200_000),
      ],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await siteCall(token, 'check', {
        site: { ...NEW_SITE, site_id: 'BAD', ...change },
      });
      expect(status, message).toBe(400);
      expect(body.errors[0]!.message).toBe(message);
    }
    const global = await siteCall(token, 'get', { site_id: 'GLOBAL' });
    const inactive = await siteCall(token, 'check', {
      site: { ...global.body.results[0]!, active: false },
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors[0]!.message).toBe(M.globalStaysActive);
    expect(await countRows(server.db, sites)).toBe(before);
    const missing = await siteCall(token, 'get', { site_id: 'NOPE' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.siteNotFound('NOPE'));
  });

  it('lists the active users of the request site for pickers', async () => {
    const token = await server.login('admin');
    const { status, body } = await siteCall<TSiteUserOption>(token, 'users', {}, 'SXD');
    expect(status).toBe(200);
    const ids = body.results.map((u) => u.user_id);
    expect(ids).toEqual(expect.arrayContaining(['admin', 'floor']));
    expect(ids).not.toContain('driver');
  });
});

describe('site project items (document store type SITE_PROJECT_ITEM)', () => {
  it('the demo sites have project items across groups and statuses; site delete may add one', async () => {
    const token = await server.login('admin');
    const list = await server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'list',
      data: { expression: 'site_document = :sd', values: { ':sd': projectItemsDocument('SXD') } },
    });
    expect(list.status).toBe(200);
    const items = list.body.results.map((r) => ZSiteProjectItemRow.parse(r));
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((i) => i.status)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((i) => i.group)).size).toBeGreaterThanOrEqual(5);

    const item = ZSiteProjectItem.parse({
      item_name: 'Label printer test',
      group: 'SETUP',
      assigned_user: 'floor',
      due_date: '2027-03-01',
    });
    const added = await server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'add',
      data: {
        item: {
          ...item,
          document_type: SITE_PROJECT_ITEM_TYPE,
          site_document: projectItemsDocument('SXD'),
          complete: false,
        },
      },
    });
    expect(added.status).toBe(200);
    expect(ZSiteProjectItemRow.parse(added.body.results[0])).toMatchObject({
      item_name: 'Label printer test',
      status: 'OPEN',
      due_date: '2027-03-01',
    });
    const viewer = await server.login('viewer');
    const refused = await server.call(viewer, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'add',
      data: {
        item: {
          ...item,
          document_type: SITE_PROJECT_ITEM_TYPE,
          site_document: projectItemsDocument('SXD'),
        },
      },
    });
    expect(refused.status).toBe(403);
  });

  it('the store checks a project item: the group, status and name with their messages', async () => {
    const token = await server.login('admin');
    const base = {
      document_type: SITE_PROJECT_ITEM_TYPE,
      site_document: projectItemsDocument('SXD'),
      item_name: 'Check me',
      group: 'SETUP',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ group: 'CONNECT' }, M.projectGroup],
      [{ status: 'DONE' }, M.projectStatus],
      [{ item_name: ' ' }, M.projectItemName],
      [{ due_date: '2027-02-30' }, FIELD_MESSAGES.date],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await server.call(token, 'document', {
        site_id: 'SXD',
        entity: 'dynamodb',
        action: 'add',
        data: { item: { ...base, document_id: 'CHECK-1', ...change } },
      });
      expect(status, message).toBe(400);
      if (message !== FIELD_MESSAGES.date) expect(body.errors[0]!.message).toBe(message);
    }
    const got = await server.call(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'get',
      data: { site_document: projectItemsDocument('SXD'), document_id: 'CHECK-1' },
    });
    expect(got.body.results).toEqual([]);
  });
});
