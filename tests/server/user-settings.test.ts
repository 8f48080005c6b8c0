import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  ZSessionUser,
  ZUserSite,
  type TUserSite,
} from '../../src/contract';
import { sessions, userSiteWarehouses, userSites, users } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

const save = (token: string, site: string, data: object) =>
  server.call<TUserSite>(token, 'user', {
    site_id: site,
    entity: 'user_settings',
    action: 'save',
    data,
  });

async function me(token: string) {
  const response = await server.app.inject({
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  return ZSessionUser.parse(response.json());
}

describe('user_settings save', () => {
  it('saves warehouse, printer set and run set at the site and answers the user site', async () => {
    const token = await server.login('floor');
    const { status, body } = await save(token, 'SXD', {
      current_warehouse: 'DC2',
      printer_set: 'DC2-DESP',
      run_set: 'DC2-AM',
    });
    expect(status).toBe(200);
    const site = ZUserSite.parse(body.results[0]);
    expect(site).toMatchObject({
      site_id: 'SXD',
      site_name: 'Southern Cross Distribution',
      current_warehouse: 'DC2',
      printer_set: 'DC2-DESP',
      run_set: 'DC2-AM',
    });
    expect(site.permissions.wh).toEqual({ view: true, update: true, delete: false });
    const user = await me(token);
    expect(user.sites[0]).toMatchObject({
      current_warehouse: 'DC2',
      printer_set: 'DC2-DESP',
      run_set: 'DC2-AM',
    });
  });

  it('remembers sets per warehouse and restores them when switching back', async () => {
    const token = await server.login('floor');
    await save(token, 'SXD', {
      current_warehouse: 'DC1',
      printer_set: 'DC1-RECV',
      run_set: 'DC1-PM',
    });
    await save(token, 'SXD', { current_warehouse: 'RET', printer_set: 'RET-LBL', run_set: null });
    const back = await save(token, 'SXD', { current_warehouse: 'DC1' });
    expect(back.body.results[0]).toMatchObject({
      current_warehouse: 'DC1',
      printer_set: 'DC1-RECV',
      run_set: 'DC1-PM',
    });
    const rows = await server.db
      .select()
      .from(userSiteWarehouses)
      .where(and(eq(userSiteWarehouses.user_id, 'floor'), eq(userSiteWarehouses.warehouse, 'RET')));
    expect(rows[0]).toMatchObject({ printer_set: 'RET-LBL', run_set: null });
  });

  it("does not carry one warehouse's printer set and run set to a warehouse never chosen", async () => {
    const token = await server.login('admin');
    await save(token, 'SXD', {
      current_warehouse: 'DC1',
      printer_set: 'DC1-DESP',
      run_set: 'DC1-AM',
    });
    const moved = await save(token, 'SXD', { current_warehouse: 'DC2' });
    expect(moved.body.results[0]).toMatchObject({
      current_warehouse: 'DC2',
      printer_set: null,
      run_set: null,
    });
  });

  it("a demo user's home warehouse keeps its seeded run set and printer set across ALL and back", async () => {
    const token = await server.login('partner');
    const [seeded] = await server.db
      .select()
      .from(userSites)
      .where(and(eq(userSites.site_id, 'TAS'), eq(userSites.user_id, 'partner')));
    expect(seeded!.run_set).toBeTruthy();
    await save(token, 'TAS', { current_warehouse: 'ALL' });
    const back = await save(token, 'TAS', { current_warehouse: seeded!.current_warehouse });
    expect(back.body.results[0]).toMatchObject({
      current_warehouse: seeded!.current_warehouse,
      run_set: seeded!.run_set,
      printer_set: seeded!.printer_set,
    });
  });

  it('allows ALL warehouses', async () => {
    const token = await server.login('viewer');
    const { status, body } = await save(token, 'SXD', { current_warehouse: 'ALL' });
    expect(status).toBe(200);
    expect(body.results[0]!.current_warehouse).toBe('ALL');
  });

  it('refuses an unknown warehouse with the message and saves nothing', async () => {
    const token = await server.login('floor');
    const before = await server.db.select().from(userSites).where(eq(userSites.user_id, 'floor'));
    const { status, body } = await save(token, 'SXD', {
      current_warehouse: 'HBT',
      printer_set: 'DC1-DESP',
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('HBT'));
    expect(await server.db.select().from(userSites).where(eq(userSites.user_id, 'floor'))).toEqual(
      before,
    );
  });

  it('refuses printer sets, run sets and work centres of another site', async () => {
    const token = await server.login('admin');
    expect((await save(token, 'SXD', { printer_set: 'HBT-DESP' })).body.errors[0]!.message).toBe(
      MESSAGES.unknownPrinterSet('HBT-DESP'),
    );
    expect((await save(token, 'SXD', { run_set: 'HBT-AM' })).body.errors[0]!.message).toBe(
      MESSAGES.unknownRunSet('HBT-AM'),
    );
    expect((await save(token, 'SXD', { work_centre: 'FILLET' })).body.errors[0]!.message).toBe(
      MESSAGES.unknownWorkCentre('FILLET'),
    );
    expect((await save(token, 'TAS', { work_centre: 'FILLET' })).status).toBe(200);
  });

  it('switches the current site to another site of the user', async () => {
    const token = await server.login('admin');
    const { status, body } = await save(token, 'TAS', {
      current_site: 'TAS',
      current_warehouse: 'HBT',
    });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      site_id: 'TAS',
      site_name: 'Tasman Seafoods',
      current_warehouse: 'HBT',
    });
    expect((await me(token)).current_site).toBe('TAS');
  });

  it('refuses switching to a site the user does not belong to', async () => {
    const token = await server.login('floor');
    const { status, body } = await save(token, 'SXD', { current_site: 'TAS' });
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.notMemberOfSite,
      code: ERROR_CODES.FORBIDDEN_SITE,
    });
    const [user] = await server.db.select().from(users).where(eq(users.user_id, 'floor'));
    expect(user!.current_site).toBe('SXD');
  });

  it('refuses GLOBAL as current site for a non-provider, allows it for the provider', async () => {
    const admin = await server.login('admin');
    expect((await save(admin, 'SXD', { current_site: 'GLOBAL' })).status).toBe(403);
    const provider = await server.login('provider');
    expect(
      (await save(provider, 'GLOBAL', { current_site: 'GLOBAL', current_warehouse: 'ALL' })).status,
    ).toBe(200);
  });

  it("creates the provider's row at a site where it had none", async () => {
    await server.db
      .delete(userSites)
      .where(and(eq(userSites.user_id, 'provider'), eq(userSites.site_id, 'TAS')));
    const token = await server.login('provider');
    const { status, body } = await save(token, 'TAS', {
      current_warehouse: 'LST',
      printer_set: 'LST-DESP',
    });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ current_warehouse: 'LST', printer_set: 'LST-DESP' });
    const rows = await server.db
      .select()
      .from(userSites)
      .where(and(eq(userSites.user_id, 'provider'), eq(userSites.site_id, 'TAS')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty save and unknown fields', async () => {
    const token = await server.login('admin');
    expect((await save(token, 'SXD', {})).status).toBe(400);
    const extra = await save(token, 'SXD', { current_warehouse: 'DC1', role: 'provider' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('profile', () => {
  const profile = (token: string, action: string, data: object = {}, site = 'SXD') =>
    server.call<Record<string, unknown>>(token, 'user', {
      site_id: site,
      entity: 'profile',
      action,
      data,
    });

  it('get and save the own profile', async () => {
    const token = await server.login('helpdesk');
    const got = await profile(token, 'get');
    expect(got.body.results[0]).toMatchObject({
      user_id: 'helpdesk',
      display_name: 'Mei Lin Chen',
      role: 'wms',
    });
    const saved = await profile(token, 'save', {
      display_name: 'Mei-Lin Chen',
      email_address: 'meilin@wms.example',
      locale: 'en-AU',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      display_name: 'Mei-Lin Chen',
      email_address: 'meilin@wms.example',
    });
    expect(saved.body.info).toEqual([{ message: MESSAGES.profileSaved }]);
  });

  it("refuses another user's email address, in any case", async () => {
    const token = await server.login('viewer');
    const { status, body } = await profile(token, 'save', {
      display_name: 'Grace Nguyen',
      email_address: 'ADMIN@wms.example',
      locale: 'en',
    });
    expect(status).toBe(409);
    expect(body.errors[0]).toMatchObject({
      message: API_MESSAGES.emailInUse,
      code: ERROR_CODES.CONFLICT,
    });
  });

  it('change_password: wrong current refused; right one changes it and signs out other sessions', async () => {
    const other = await server.login('partner');
    const token = await server.login('partner');
    const wrong = await profile(
      token,
      'change_password',
      { current_password: 'nope', new_password: 'abcdefgh1' },
      'TAS',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]!.message).toBe(MESSAGES.currentPasswordWrong);

    const ok = await server.call(token, 'user', {
      site_id: 'TAS',
      entity: 'profile',
      action: 'change_password',
      data: { current_password: 'demo1234', new_password: 'tasman-2024' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.info).toEqual([{ message: MESSAGES.passwordChanged }]);
    const otherCall = await server.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherCall.statusCode).toBe(401);
    const still = await server.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(still.statusCode).toBe(200);
    await expect(server.login('partner', 'demo1234')).rejects.toThrow(/401/);
    expect(await server.login('partner', 'tasman-2024')).toBeTruthy();
    const live = await server.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, 'partner'), isNull(sessions.revoked_at)));
    expect(live.length).toBe(2);
  });

  it('refuses a short new password', async () => {
    const token = await server.login('viewer');
    const { status } = await profile(token, 'change_password', {
      current_password: 'demo1234',
      new_password: 'short',
    });
    expect(status).toBe(400);
  });
});
