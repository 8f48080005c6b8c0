import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_MESSAGES as M, type TSite, type TSiteSettings } from '../../src/contract';
import { sites } from '../../server/db/schema';
import { startServer } from './harness';

/* A site check changes only the fields it is sent; the others keep what is stored. */

const server = startServer();
let provider: string;

const siteCall = (action: string, data: unknown) =>
  server.call<TSite>(provider, 'site', { site_id: 'GLOBAL', entity: 'site', action, data });

const FULL = {
  site_id: 'PRT',
  site_name: 'Partial Test',
  contact_name: 'Mia Ng',
  contact_phone: '0400 000 111',
  contact_email: 'mia@prt.example',
  erp_interface: 'NETSUITE',
  erp_interface_url: 'https://erp.prt.example/api',
  erp_username: 'sync',
  erp_password: 'erp-Pa55word',
  database_host: 'db.prt.example',
  database_port: 5432,
  database_password: 'db-Pa55word',
  delivery_app_used: true,
  allowed_full_users: 12,
  allowed_delivery_users: 4,
  allowed_view_users: 3,
  logo_height: 40,
  navbar_variant: 'dark',
  navbar_type: 'dark',
};

beforeAll(async () => {
  provider = await server.login('provider');
  const created = await siteCall('check', { site: FULL });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(200);
});

const stored = async () => (await siteCall('get', { site_id: 'PRT' })).body.results[0]!;

describe('site check: an update changes only what it is sent', () => {
  it('sending only the contact phone keeps licences, ERP interface, contact and secrets', async () => {
    const before = await stored();
    const answer = await siteCall('check', {
      site: { site_id: 'PRT', contact_phone: '0400 999 222' },
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    const after = await stored();
    expect(after).toEqual({ ...before, contact_phone: '0400 999 222' });
    expect(after).toMatchObject({
      allowed_full_users: 12,
      erp_interface: 'NETSUITE',
      contact_name: 'Mia Ng',
      erp_password_set: true,
      database_password_set: true,
      navbar_variant: 'dark',
    });
  });

  it('sending only the licence allowances keeps the rest', async () => {
    const before = await stored();
    const answer = await siteCall('check', {
      site: { site_id: 'PRT', allowed_full_users: 20, allowed_view_users: 0 },
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    expect(await stored()).toEqual({ ...before, allowed_full_users: 20, allowed_view_users: 0 });
  });

  it('a field sent as null or empty is cleared', async () => {
    const answer = await siteCall('check', { site: { site_id: 'PRT', contact_email: '' } });
    expect(answer.status).toBe(200);
    const after = await stored();
    expect(after.contact_email).toBeNull();
    expect(after.contact_name).toBe('Mia Ng');
  });

  it('the whole site, as the Sites screen sends it, still saves every field', async () => {
    const answer = await siteCall('check', {
      site: { ...FULL, erp_password: '', database_password: '', site_name: 'Renamed' },
    });
    expect(answer.status).toBe(200);
    expect(await stored()).toMatchObject({
      site_name: 'Renamed',
      contact_email: 'mia@prt.example',
      erp_password_set: true,
      allowed_full_users: 12,
    });
  });

  it('a new site without a name is refused and not created', async () => {
    const answer = await siteCall('check', { site: { site_id: 'NONAME' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain(M.siteName);
    expect(await server.db.select().from(sites).where(eq(sites.site_id, 'NONAME'))).toEqual([]);
  });
});

describe('site settings check: an update changes only what it is sent', () => {
  const settingsCall = (action: string, data: unknown) =>
    server.call<TSiteSettings>(provider, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action,
      data,
    });

  it('sending only the navbar variant keeps licences, ERP interface and sections', async () => {
    const before = (await settingsCall('get', { site_id: 'SXD' })).body.results[0]!;
    expect(before.allowed_full_users).toBeGreaterThan(0);
    const navbar = before.navbar_variant === 'dark' ? 'white' : 'dark';
    const answer = await settingsCall('check', {
      settings: { site_id: 'SXD', navbar_variant: navbar },
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    const after = (await settingsCall('get', { site_id: 'SXD' })).body.results[0]!;
    expect(after).toEqual({ ...before, navbar_variant: navbar });
  });
});
