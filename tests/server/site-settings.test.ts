import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, ZSiteSettings, type TSiteSettings } from '../../src/contract';
import { siteSettings, sites } from '../../server/db/schema';
import { snapshot } from './helpers';
import { startServer } from './harness';

const server = startServer();

const get = (token: string, site: string) =>
  server.call<TSiteSettings>(token, 'site', {
    site_id: site,
    entity: 'site_settings',
    action: 'get',
    data: { site_id: site },
  });

describe('site_settings', () => {
  it('get answers the site settings with defaults filled (any member)', async () => {
    const token = await server.login('viewer');
    const { status, body } = await get(token, 'SXD');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const settings = ZSiteSettings.parse(body.results[0]);
    expect(settings).toMatchObject({
      site_id: 'SXD',
      site_name: 'Southern Cross Distribution',
      erp_interface: 'MYOB_EXO',
      local_zone: 'Australia/Melbourne',
      logo_height: 50,
      navbar_variant: 'white',
      navbar_type: 'light',
      delivery_app_used: true,
    });
  });

  it('TAS uses delivery and fish processing on NETSUITE', async () => {
    const token = await server.login('partner');
    const { body } = await get(token, 'TAS');
    expect(body.results[0]).toMatchObject({
      erp_interface: 'NETSUITE',
      delivery_app_used: true,
      fish_processing_used: true,
      local_zone: 'Australia/Hobart',
    });
  });

  it('check saves the settings (site update permission) and answers them', async () => {
    const token = await server.login('admin');
    const current = (await get(token, 'SXD')).body.results[0]!;
    const { status, body } = await server.call<TSiteSettings>(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: {
        settings: {
          ...current,
          site_name: 'Southern Cross Distribution Pty Ltd',
          navbar_variant: 'dark',
          logo_height: 64,
          printing: { default_copies: 2 },
        },
      },
    });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      navbar_variant: 'dark',
      logo_height: 64,
      printing: { default_copies: 2 },
    });
    const again = await get(token, 'SXD');
    expect(again.body.results[0]).toMatchObject({
      site_name: 'Southern Cross Distribution Pty Ltd',
      navbar_variant: 'dark',
    });
    const [site] = await server.db.select().from(sites).where(eq(sites.site_id, 'SXD'));
    expect(site!.site_name).toBe('Southern Cross Distribution Pty Ltd');
  });

  it('check needs site update: a view-only user is refused and nothing changes', async () => {
    const token = await server.login('viewer');
    const current = (await get(token, 'SXD')).body.results[0]!;
    const before = await snapshot(server.db, siteSettings);
    const { status, body } = await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings: { ...current, navbar_variant: 'danger' } },
    });
    expect(status).toBe(403);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    expect(await snapshot(server.db, siteSettings)).toBe(before);
  });

  it("check refuses settings of another site than the request's", async () => {
    const token = await server.login('admin');
    const tas = (await get(token, 'TAS')).body.results[0]!;
    const before = await snapshot(server.db, siteSettings);
    const { status, body } = await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings: { ...tas, navbar_variant: 'dark' } },
    });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      code: ERROR_CODES.SITE_SETTINGS_ERROR,
      message: MESSAGES.siteSettingsSave,
    });
    expect(await snapshot(server.db, siteSettings)).toBe(before);
  });

  it('check refuses an unknown ERP interface with a validation message', async () => {
    const token = await server.login('admin');
    const current = (await get(token, 'SXD')).body.results[0]!;
    const { status, body } = await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings: { ...current, erp_interface: 'SAP' } },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.exception).toContain('erp_interface');
  });
});
