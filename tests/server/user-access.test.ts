import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  MODULE_CODES,
  SITE_MESSAGES,
  SITE_USER_MESSAGES,
  USER_ACCESS_MESSAGES as M,
  type TClockOffResult,
  type TConnectorUser,
  type TConnectorUserRow,
  type TLoggedOnUser,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();

type Doc = Record<string, unknown> & { document_id: string; site_id: string };

const doc = <T = Doc>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'document', { site_id: site, entity: 'dynamodb', action, data });
const listDocs = (token: string, siteDocument: string, site = 'SXD') =>
  doc(token, 'list', { site_document: siteDocument }, site);
const connector = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'user', { site_id: site, entity: 'user', action, data });
const admin = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity, action, data });

/** A fresh user of SXD made through the USER document (the copy flow's first step). */
async function newUser(token: string, userId: string) {
  const r = await doc(token, 'add', {
    item: {
      document_type: 'USER',
      site_document: 'USER',
      document_id: userId,
      display_name: `Test ${userId}`,
      email_address: `${userId}@test.example`,
    },
  });
  expect(r.status).toBe(200);
  return r;
}

describe('USER_PERMISSION documents', () => {
  it('initialises one record per module with view on, deletes one by saving it off, bulk deletes', async () => {
    const token = await server.login('admin');
    await newUser(token, 'perm.user');
    const sd = 'perm.user-USER_PERMISSION';
    const init = await doc(token, 'add', {
      items: MODULE_CODES.map((module) => ({
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: module,
        view: true,
        update: false,
        delete: false,
      })),
    });
    expect(init.status).toBe(200);
    const listed = await listDocs(token, sd);
    expect(listed.body.results).toHaveLength(MODULE_CODES.length);
    expect(listed.body.results.every((p) => p.view === true && p.update === false)).toBe(true);

    // "edit" reads as update.
    const edited = await doc(token, 'update', {
      record: {
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: 'in',
        view: true,
        edit: true,
      },
    });
    expect(edited.body.results[0]).toMatchObject({
      module: 'in',
      view: true,
      update: true,
      delete: false,
    });

    // Delete = every flag off, saved.
    const off = await doc(token, 'update', {
      record: {
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: 'so',
        view: false,
        update: false,
        delete: false,
      },
    });
    expect(off.body.results[0]).toMatchObject({
      module: 'so',
      view: false,
      update: false,
      delete: false,
    });
    const [kept] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.user_permissions WHERE user_id = 'perm.user' AND site_id = 'SXD'`,
    );
    expect(kept!.n).toBe(MODULE_CODES.length);

    // Bulk delete: list then delete each.
    for (const p of (await listDocs(token, sd)).body.results) {
      const d = await doc(token, 'delete', { site_document: sd, document_id: p.document_id });
      expect(d.status).toBe(200);
    }
    expect((await listDocs(token, sd)).body.results).toEqual([]);
    const missing = await doc(token, 'delete', { site_document: sd, document_id: 'in' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.permissionNotFound('perm.user', 'in'));

    const bad = await doc(token, 'add', {
      item: {
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: 'nope',
        view: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.message).toBe(M.unknownModule('nope'));
  });

  it('a permission removed is refused at the next call of that user', async () => {
    const adminToken = await server.login('admin');
    const floor = await server.login('floor');
    const list = () =>
      server.call(floor, 'inventory', {
        site_id: 'SXD',
        entity: 'inventory',
        action: 'list',
        data: { search_type: 'SEARCH', search_term: 'a' },
      });
    expect((await list()).status).toBe(200);
    const removed = await doc(adminToken, 'update', {
      record: {
        document_type: 'USER_PERMISSION',
        site_document: 'floor-USER_PERMISSION',
        document_id: 'in',
        view: false,
        update: false,
        delete: false,
      },
    });
    expect(removed.status).toBe(200);
    expect((await list()).status).toBe(403);
    await doc(adminToken, 'update', {
      record: {
        document_type: 'USER_PERMISSION',
        site_document: 'floor-USER_PERMISSION',
        document_id: 'in',
        view: true,
        update: true,
      },
    });
    expect((await list()).status).toBe(200);
  });

  it('refuses a caller without user permission, and a grant beyond the caller’s own flags', async () => {
    const viewer = await server.login('viewer');
    const sd = 'floor-USER_PERMISSION';
    const write = await doc(viewer, 'add', {
      item: { document_type: 'USER_PERMISSION', site_document: sd, document_id: 'in', view: true },
    });
    expect(write.status).toBe(403);
    const floor = await server.login('floor');
    const read = await listDocs(floor, sd);
    expect(read.status).toBe(403);

    // A user administrator holding user update but not admin delete cannot give admin delete.
    const adminToken = await server.login('admin');
    await newUser(adminToken, 'limited.admin');
    const limited = 'limited.admin-USER_PERMISSION';
    for (const [module, flags] of [
      ['user', { view: true, update: true, delete: false }],
      ['admin', { view: true, update: false, delete: false }],
    ] as const) {
      await doc(adminToken, 'add', {
        item: {
          document_type: 'USER_PERMISSION',
          site_document: limited,
          document_id: module,
          ...flags,
        },
      });
    }
    await server.db.execute(
      sql`UPDATE wms.users SET password_hash = (SELECT password_hash FROM wms.users WHERE user_id = 'floor') WHERE user_id = 'limited.admin'`,
    );
    const token = await server.login('limited.admin');
    const beyond = await doc(token, 'add', {
      item: {
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: 'admin',
        view: true,
        delete: true,
      },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.errors[0]!.message).toBe(M.grantBeyondOwn('admin', 'delete'));
    const within = await doc(token, 'add', {
      item: {
        document_type: 'USER_PERMISSION',
        site_document: sd,
        document_id: 'admin',
        view: true,
      },
    });
    expect(within.status).toBe(200);
    // Not a user of a site the caller administers.
    const outsider = await doc(token, 'add', {
      item: {
        document_type: 'USER_PERMISSION',
        site_document: 'driver-USER_PERMISSION',
        document_id: 'so',
        view: true,
      },
    });
    expect(outsider.status).toBe(403);
    expect(outsider.body.errors[0]!.message).toBe(M.userNotAdministered('driver'));
  });
});

describe('USER_SITE and USER_SITE_WAREHOUSE documents', () => {
  it('adds sites (timezone of the site), site warehouses, and deleting a site cascades', async () => {
    const token = await server.login('admin');
    await newUser(token, 'site.user');
    const sites = 'site.user-USER_SITE';
    const links = 'site.user-USER_SITE_WAREHOUSE';
    // Made a user of SXD by the USER document.
    expect((await listDocs(token, sites)).body.results.map((s) => s.document_id)).toEqual(['SXD']);

    const tas = await doc(token, 'add', {
      item: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'HBT',
        printer_set: null,
      },
    });
    expect(tas.status).toBe(200);
    expect(tas.body.results[0]).toMatchObject({
      site_id: 'TAS',
      site_name: expect.any(String),
      timezone: 'Australia/Hobart',
      current_warehouse: 'HBT',
    });
    const badWh = await doc(token, 'add', {
      item: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'DC1',
      },
    });
    expect(badWh.status).toBe(400);
    expect(badWh.body.errors[0]!.message).toBe(M.warehouseNotFound('TAS', 'DC1'));

    const listed = await listDocs(token, sites);
    expect(listed.body.results.map((s) => s.document_id).sort()).toEqual(['SXD', 'TAS']);

    for (const [siteId, warehouse] of [
      ['TAS', 'HBT'],
      ['TAS', 'LST'],
      ['SXD', 'DC1'],
    ]) {
      const r = await doc(token, 'add', {
        item: {
          document_type: 'USER_SITE_WAREHOUSE',
          site_document: links,
          site_id: siteId,
          warehouse,
          document_id: `${siteId}-${warehouse}`,
        },
      });
      expect(r.status).toBe(200);
    }
    const whs = await listDocs(token, links);
    expect(whs.body.results.map((w) => w.document_id).sort()).toEqual([
      'SXD-DC1',
      'TAS-HBT',
      'TAS-LST',
    ]);
    expect(whs.body.results.find((w) => w.document_id === 'SXD-DC1')!.warehouse_name).not.toBe('');
    const missingWh = await doc(token, 'add', {
      item: { document_type: 'USER_SITE_WAREHOUSE', site_document: links, document_id: 'TAS-NOPE' },
    });
    expect(missingWh.status).toBe(400);
    expect(missingWh.body.errors[0]!.message).toBe(M.warehouseNotFound('TAS', 'NOPE'));

    // Deleting the TAS site deletes the TAS warehouse links too.
    const del = await doc(token, 'delete', { site_document: sites, document_id: 'TAS' });
    expect(del.status).toBe(200);
    expect(del.body.results.map((d) => d.document_type)).toEqual([
      'USER_SITE',
      'USER_SITE_WAREHOUSE',
      'USER_SITE_WAREHOUSE',
    ]);
    expect((await listDocs(token, links)).body.results.map((w) => w.document_id)).toEqual([
      'SXD-DC1',
    ]);
    const noSite = await doc(token, 'add', {
      item: { document_type: 'USER_SITE_WAREHOUSE', site_document: links, document_id: 'TAS-HBT' },
    });
    expect(noSite.status).toBe(400);
    expect(noSite.body.errors[0]!.message).toBe(M.notUserOfSite('site.user', 'TAS'));
  });

  it('keeps a user site’s timezone when a save sends none, stores a zone sent, refuses one that is not a zone', async () => {
    const token = await server.login('admin');
    await newUser(token, 'zone.user');
    const sites = 'zone.user-USER_SITE';
    const stored = async () =>
      (
        await rows<{ timezone: string | null; current_warehouse: string | null }>(
          server.db,
          sql`SELECT timezone, current_warehouse FROM wms.user_sites
              WHERE user_id = 'zone.user' AND site_id = 'TAS'`,
        )
      )[0];
    const added = await doc(token, 'add', {
      item: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'HBT',
        timezone: 'Australia/Perth',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({ timezone: 'Australia/Perth' });

    // The modal's save: no timezone (or an empty one) keeps the stored zone.
    const kept = await doc(token, 'add', {
      item: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'LST',
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.results[0]).toMatchObject({
      timezone: 'Australia/Perth',
      current_warehouse: 'LST',
    });
    const updated = await doc(token, 'update', {
      record: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'HBT',
        timezone: '',
      },
    });
    expect(updated.status).toBe(200);
    expect(await stored()).toEqual({ timezone: 'Australia/Perth', current_warehouse: 'HBT' });

    const changed = await doc(token, 'update', {
      record: {
        document_type: 'USER_SITE',
        site_document: sites,
        document_id: 'TAS',
        current_warehouse: 'HBT',
        timezone: 'Pacific/Auckland',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.results[0]).toMatchObject({ timezone: 'Pacific/Auckland' });
    expect(await stored()).toEqual({ timezone: 'Pacific/Auckland', current_warehouse: 'HBT' });

    for (const timezone of ['Mars/Olympus_Mons', 'Sydney', 'Australia/Sydney; drop']) {
      const refused = await doc(token, 'add', {
        item: {
          document_type: 'USER_SITE',
          site_document: sites,
          document_id: 'TAS',
          current_warehouse: 'LST',
          timezone,
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]!.message).toBe(SITE_MESSAGES.timezone);
    }
    expect(await stored()).toEqual({ timezone: 'Pacific/Auckland', current_warehouse: 'HBT' });
  });

  it('refuses a site the caller cannot use', async () => {
    const token = await server.login('floor');
    const adminToken = await server.login('admin');
    await doc(adminToken, 'add', {
      item: {
        document_type: 'USER_PERMISSION',
        site_document: 'floor-USER_PERMISSION',
        document_id: 'user',
        view: true,
        update: true,
      },
    });
    const r = await doc(token, 'add', {
      item: { document_type: 'USER_SITE', site_document: 'floor-USER_SITE', document_id: 'TAS' },
    });
    expect(r.status).toBe(403);
    expect(r.body.errors[0]!.message).toBe(M.siteNotUsable('TAS'));
    await doc(adminToken, 'delete', {
      site_document: 'floor-USER_PERMISSION',
      document_id: 'user',
    });
  });
});

describe('licences', () => {
  it('a new user or a new site membership past the site’s Full User allowance is refused, nothing written', async () => {
    const token = await server.login('admin');
    const used = async (site: string) => {
      const counters = await server.call<{ license_type: string; used: number }>(token, 'site', {
        site_id: site,
        entity: 'user',
        action: 'counters',
        data: {},
      });
      return counters.body.results.find((c) => c.license_type === 'Full User')!.used;
    };
    await newUser(token, 'licence.user');
    const before = await rows<{ site_id: string; allowed_full_users: number }>(
      server.db,
      sql`select site_id, allowed_full_users from wms.site_settings where site_id in ('SXD', 'TAS')`,
    );
    onTestFinished(async () => {
      for (const b of before)
        await server.db.execute(
          sql`update wms.site_settings set allowed_full_users = ${b.allowed_full_users} where site_id = ${b.site_id}`,
        );
    });
    for (const site of ['SXD', 'TAS'])
      await server.db.execute(
        sql`update wms.site_settings set allowed_full_users = ${await used(site)} where site_id = ${site}`,
      );
    const full = SITE_USER_MESSAGES.licenceFull('Full User', await used('SXD'));
    const created = await doc(token, 'add', {
      item: {
        document_type: 'USER',
        site_document: 'USER',
        document_id: 'licence.over',
        display_name: 'Over',
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors[0]!.message).toBe(full);
    expect(
      await rows(server.db, sql`select 1 from wms.users where user_id = 'licence.over'`),
    ).toEqual([]);

    const member = await doc(token, 'add', {
      item: {
        document_type: 'USER_SITE',
        site_document: 'licence.user-USER_SITE',
        document_id: 'TAS',
      },
    });
    expect(member.status).toBe(400);
    expect(member.body.errors[0]!.message).toBe(
      SITE_USER_MESSAGES.licenceFull('Full User', await used('TAS')),
    );
    const connectorSave = await connector(token, 'check', {
      user: { user_id: 'licence.user', sites: [{ site_id: 'TAS', current_warehouse: 'HBT' }] },
    });
    expect(connectorSave.status).toBe(400);
    expect(
      await rows(
        server.db,
        sql`select 1 from wms.user_sites where user_id = 'licence.user' and site_id = 'TAS'`,
      ),
    ).toEqual([]);
  });
});

describe('connector users (user / user)', () => {
  it('GLOBAL with ALL lists every user; a site lists its users without provider or partner', async () => {
    const provider = await server.login('provider');
    const all = await connector<TConnectorUserRow>(
      provider,
      'list',
      { search_type: 'ALL' },
      'GLOBAL',
    );
    expect(all.status).toBe(200);
    const ids = all.body.results.map((u) => u.user_id);
    expect(ids).toEqual(
      expect.arrayContaining(['provider', 'admin', 'partner', 'driver', 'floor']),
    );

    const tas = await connector<TConnectorUserRow>(
      provider,
      'list',
      { search_type: 'SITE', search_term: 'TAS' },
      'GLOBAL',
    );
    expect(tas.body.results.map((u) => u.user_id)).toEqual(
      expect.arrayContaining(['partner', 'driver', 'admin']),
    );
    expect(tas.body.results.map((u) => u.user_id)).not.toContain('floor');

    const adminToken = await server.login('admin');
    const atTas = await connector<TConnectorUserRow>(
      adminToken,
      'list',
      { search_type: 'SITE', search_term: 'TAS' },
      'TAS',
    );
    const tasIds = atTas.body.results.map((u) => u.user_id);
    expect(tasIds).toContain('driver');
    expect(tasIds).not.toContain('partner');
    expect(tasIds).not.toContain('provider');

    const floor = await server.login('floor');
    expect(
      (await connector(floor, 'list', { search_type: 'SITE', search_term: 'SXD' })).status,
    ).toBe(403);
  });

  it('gets a user with defaults, saves run type, ERP ids, a site and permissions', async () => {
    const token = await server.login('admin');
    await newUser(token, 'conn.user');
    const got = await connector<TConnectorUser>(token, 'get', { user_id: 'conn.user' });
    expect(got.status).toBe(200);
    expect(got.body.results[0]).toMatchObject({
      run_type: 'Single',
      erp_user_id: null,
      sites: [{ site_id: 'SXD', current_warehouse: null }],
      permissions: {
        so: { view: true, update: false, delete: false },
        erp: { view: true, update: false },
      },
    });
    const saved = await connector<TConnectorUser>(token, 'check', {
      user: {
        user_id: 'conn.user',
        run_type: 'Bulk',
        erp_user_id: 'EXO-17',
        wms_user_id: 'W17',
        sites: [{ site_id: 'TAS', current_warehouse: 'HBT', printer_set: null }],
        permissions: {
          in: { view: true, update: true, delete: false },
          erp: { view: true, update: true },
        },
      },
    });
    expect(saved.status).toBe(200);
    const user = saved.body.results[0]!;
    expect(user).toMatchObject({ run_type: 'Bulk', erp_user_id: 'EXO-17', wms_user_id: 'W17' });
    expect(user.sites.map((s) => s.site_id).sort()).toEqual(['SXD', 'TAS']);
    expect(user.permissions.in).toEqual({ view: true, update: true, delete: false });
    // Once it has records, a module without one is off.
    expect(user.permissions.so).toEqual({ view: false, update: false, delete: false });
    expect(user.permissions.erp).toEqual({ view: true, update: true });

    const missing = await connector(token, 'get', { user_id: 'no.such.user' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.userNotFound('no.such.user'));
  });

  it('check saves the display name and email given, refuses a taken email or another role, nothing written', async () => {
    const token = await server.login('admin');
    await newUser(token, 'conn.identity');
    const stored = async () =>
      (
        await rows<{ display_name: string; email_address: string | null; role: string }>(
          server.db,
          sql`SELECT display_name, email_address, role FROM wms.users
              WHERE user_id = 'conn.identity'`,
        )
      )[0];
    const got = (await connector<TConnectorUser>(token, 'get', { user_id: 'conn.identity' })).body
      .results[0]!;

    // The user as get answers it, sent back with a new name and email: both saved.
    const saved = await connector<TConnectorUser>(token, 'check', {
      user: {
        ...got,
        display_name: '  Renamed Identity ',
        email_address: 'renamed@test.example',
        run_type: 'Bulk',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      display_name: 'Renamed Identity',
      email_address: 'renamed@test.example',
      role: got.role,
      run_type: 'Bulk',
    });
    expect(await stored()).toEqual({
      display_name: 'Renamed Identity',
      email_address: 'renamed@test.example',
      role: got.role,
    });

    // Left out: kept.
    const settingsOnly = await connector<TConnectorUser>(token, 'check', {
      user: { user_id: 'conn.identity', run_type: 'Bulk', erp_user_id: 'EXO-9' },
    });
    expect(settingsOnly.status).toBe(200);
    expect(await stored()).toMatchObject({
      display_name: 'Renamed Identity',
      email_address: 'renamed@test.example',
    });

    const erpOf = async () =>
      (
        await rows<{ erp_user_id: string | null }>(
          server.db,
          sql`SELECT erp_user_id FROM wms.user_connector_settings WHERE user_id = 'conn.identity'`,
        )
      )[0]!.erp_user_id;
    const refusals = [
      [{ email_address: 'FLOOR@wms.example' }, 409, M.emailTaken('FLOOR@wms.example')],
      [{ display_name: '  ' }, 400, M.displayNameRequired],
      [{ role: got.role === 'admin' ? 'guest' : 'admin' }, 400, M.roleElsewhere],
    ] as const;
    for (const [change, status, message] of refusals) {
      const refused = await connector(token, 'check', {
        user: { user_id: 'conn.identity', erp_user_id: 'EXO-CHANGED', ...change },
      });
      expect(refused.status).toBe(status);
      expect(refused.body.errors[0]!.message).toBe(message);
    }
    expect(await stored()).toEqual({
      display_name: 'Renamed Identity',
      email_address: 'renamed@test.example',
      role: got.role,
    });
    expect(await erpOf()).toBe('EXO-9');

    // An email cleared is saved as none.
    const cleared = await connector<TConnectorUser>(token, 'check', {
      user: { user_id: 'conn.identity', email_address: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.results[0]!.email_address).toBeNull();
  });

  it('copies a user: lists the source documents and adds them under the new user id', async () => {
    const token = await server.login('admin');
    await newUser(token, 'copy.target');
    for (const type of ['USER_SITE', 'USER_SITE_WAREHOUSE', 'USER_PERMISSION']) {
      const source = await listDocs(token, `floor-${type}`);
      expect(source.status).toBe(200);
      const items = source.body.results.map((d) => ({
        ...d,
        site_document: `copy.target-${type}`,
        user_id: 'copy.target',
      }));
      if (!items.length) continue;
      const added = await doc(token, 'add', { items });
      expect(added.status).toBe(200);
    }
    const source = await connector<TConnectorUser>(token, 'get', { user_id: 'floor' });
    const copy = await connector<TConnectorUser>(token, 'get', { user_id: 'copy.target' });
    expect(copy.body.results[0]!.permissions).toEqual(source.body.results[0]!.permissions);
    expect(copy.body.results[0]!.sites).toEqual(source.body.results[0]!.sites);
    const links = await listDocs(token, 'copy.target-USER_SITE_WAREHOUSE');
    const sourceLinks = await listDocs(token, 'floor-USER_SITE_WAREHOUSE');
    expect(links.body.results.map((d) => d.document_id)).toEqual(
      sourceLinks.body.results.map((d) => d.document_id),
    );
  });
});

describe('logged-on users and clock-off (admin / user, admin / timesheet)', () => {
  it('lists users with a live session; clock-off ends their timesheets and sessions', async () => {
    const adminToken = await server.login('admin');
    const floor = await server.login('floor');
    const listed = await admin<TLoggedOnUser>(adminToken, 'user', 'list', {});
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((u) => u.user_id)).toEqual(
      expect.arrayContaining(['admin', 'floor']),
    );
    expect(listed.body.results.find((u) => u.user_id === 'floor')).toMatchObject({
      display_name: 'Tom Kowalski',
      email_address: 'floor@wms.example',
      erp_user_id: 'EXO-STAFF-027',
    });

    const [job] = await rows<{ job_id: number }>(
      server.db,
      sql`SELECT job_id FROM wms.jobs j WHERE site_id = 'SXD' AND warehouse = 'DC1'
          AND status NOT IN ('Complete', 'Cancelled') AND NOT hold
          AND NOT EXISTS (SELECT 1 FROM wms.job_timesheets t WHERE t.site_id = j.site_id
                          AND t.job_id = j.job_id AND t.user_id = 'floor' AND t.end_timestamp IS NULL)
          ORDER BY job_id LIMIT 1`,
    );
    const openAtDc1 = async () => {
      const [r] = await rows<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM wms.job_timesheets t JOIN wms.jobs j
            ON j.site_id = t.site_id AND j.job_id = t.job_id
            WHERE t.site_id = 'SXD' AND t.user_id = 'floor' AND j.warehouse = 'DC1'
              AND t.end_timestamp IS NULL`,
      );
      return r!.n;
    };
    const before = await openAtDc1();
    const tagged = await server.call(floor, 'job', {
      site_id: 'SXD',
      entity: 'job',
      action: 'tag_on',
      data: { job_id: job!.job_id },
    });
    expect(tagged.status).toBe(200);

    const viewer = await server.login('viewer');
    const refused = await admin(viewer, 'timesheet', 'check', {
      clock_off: true,
      user_id: 'floor',
      warehouse: 'DC1',
    });
    expect(refused.status).toBe(403);
    const notTrue = await admin(adminToken, 'timesheet', 'check', {
      clock_off: false,
      user_id: 'floor',
      warehouse: 'DC1',
    });
    expect(notTrue.status).toBe(400);
    expect(notTrue.body.errors[0]!.message).toBe(M.clockOffOnly);

    const off = await admin<TClockOffResult>(adminToken, 'timesheet', 'check', {
      clock_off: true,
      user_id: 'floor',
      warehouse: 'DC1',
    });
    expect(off.status).toBe(200);
    expect(off.body.results[0]!.timesheets_closed).toBe(before + 1);
    expect(off.body.results[0]!.sessions_ended).toBeGreaterThanOrEqual(1);
    expect(await openAtDc1()).toBe(0);
    const after = await server.call(floor, 'job', {
      site_id: 'SXD',
      entity: 'job',
      action: 'list',
      data: {},
    });
    expect(after.status).toBe(401);
    const relisted = await admin<TLoggedOnUser>(adminToken, 'user', 'list', {});
    expect(relisted.body.results.map((u) => u.user_id)).not.toContain('floor');
    const outsider = await admin(adminToken, 'timesheet', 'check', {
      clock_off: true,
      user_id: 'driver',
      warehouse: 'DC1',
    });
    expect(outsider.status).toBe(403);
  });
});
