import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SITE_USER_MESSAGES as M,
  USER_RIGHTS_MESSAGES,
  type TLicenceCounter,
  type TRoleOption,
  type TSiteUserInput,
  type TSiteUserLogEntry,
  type TSiteUserRow,
} from '../../src/contract';
import {
  activityLog,
  sessions,
  siteSettings,
  userPermissions,
  userSites,
  userSiteWarehouses,
  users,
} from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const site = <T = TSiteUserRow>(token: string, action: string, data: unknown, siteId = 'SXD') =>
  server.call<T>(token, 'site', { site_id: siteId, entity: 'user', action, data });

let serial = 0;
/** A new user's fields with a user_id no other test uses. */
function newUser(fields: Partial<TSiteUserInput> = {}): TSiteUserInput {
  serial += 1;
  const user_id = `test.user${serial}`;
  return {
    user_id,
    display_name: `Test User ${serial}`,
    email_address: `${user_id}@staff.example`,
    license_type: 'Full User',
    ...fields,
  };
}

const STRONG = 'Forklift42';

/** Add a user at the site and set its password; answers the user_id. */
async function addUser(token: string, fields: Partial<TSiteUserInput> = {}, siteId = 'SXD') {
  const user = newUser(fields);
  const added = await site(token, 'check', { user, save: true }, siteId);
  expect(added.status, JSON.stringify(added.body.errors)).toBe(200);
  const reset = await site(
    token,
    'reset_password',
    { user_id: user.user_id, password: STRONG },
    siteId,
  );
  expect(reset.status).toBe(200);
  return user.user_id;
}

const counter = (rows: TLicenceCounter[], licence: string) =>
  rows.find((r) => r.license_type === licence)!;

async function counters(token: string, siteId = 'SXD') {
  const answer = await site<TLicenceCounter>(token, 'counters', {}, siteId);
  expect(answer.status).toBe(200);
  return answer.body.results;
}

describe('site users: list and get (site / user)', () => {
  it("lists the site's members; hides View Users, the provider's role and inactive users", async () => {
    const admin = await server.login('admin');
    const { status, body } = await site(admin, 'list', {});
    expect(status).toBe(200);
    const ids = body.results.map((u) => u.user_id);
    expect(ids).toEqual(expect.arrayContaining(['admin', 'floor', 'helpdesk']));
    expect(ids).not.toContain('viewer'); // View User
    expect(ids).not.toContain('provider'); // the provider's role, caller without it
    expect(ids).not.toContain('driver'); // a member of TAS only
    expect(ids).toEqual([...ids].sort());
    const row = body.results.find((u) => u.user_id === 'admin')!;
    expect(row).toMatchObject({ display_name: 'Priya Raman', license_type: 'Full User' });
    expect(row).not.toHaveProperty('password_hash');
  });

  it("shows the provider's own row only to the provider's role; GLOBAL lists every user", async () => {
    const provider = await server.login('provider');
    const atSxd = await site(provider, 'list', {});
    expect(atSxd.body.results.map((u) => u.user_id)).toContain('provider');
    const global = await site(provider, 'list', {}, 'GLOBAL');
    expect(global.status).toBe(200);
    const ids = global.body.results.map((u) => u.user_id);
    expect(ids).toEqual(expect.arrayContaining(['admin', 'driver', 'partner', 'provider']));
    expect(ids).not.toContain('viewer');
    const admin = await server.login('admin');
    expect((await site(admin, 'list', {}, 'GLOBAL')).status).toBe(403);
    const hidden = await site(admin, 'get', { user_id: 'provider' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors[0]!.message).toBe(M.notFound('provider'));
  });

  it('gets one user of the site of any licence; another site’s user is not found', async () => {
    const admin = await server.login('admin');
    const viewer = await site(admin, 'get', { user_id: 'viewer' });
    expect(viewer.status).toBe(200);
    expect(viewer.body.results[0]).toMatchObject({ user_id: 'viewer', license_type: 'View User' });
    expect(viewer.body.results[0]).not.toHaveProperty('password_hash');
    const other = await site(admin, 'get', { user_id: 'driver' });
    expect(other.status).toBe(404);
  });

  it('needs admin view or user view; a permission removed is refused at the next call', async () => {
    const admin = await server.login('admin');
    const clerk = await addUser(admin);
    await server.db
      .insert(userPermissions)
      .values({ site_id: 'SXD', user_id: clerk, module: 'user', view: true });
    const token = await server.login(clerk, STRONG);
    expect((await site(token, 'list', {})).status).toBe(200);
    await server.db
      .update(userPermissions)
      .set({ view: false })
      .where(and(eq(userPermissions.user_id, clerk), eq(userPermissions.site_id, 'SXD')));
    const refused = await site(token, 'list', {});
    expect(refused.status).toBe(403);
    // Without user update a save is refused too.
    expect((await site(token, 'check', { user: newUser() })).status).toBe(403);
  });
});

describe('site users: include_inactive and deactivation', () => {
  it('a deactivated user is listed only with include_inactive; their token is refused at once', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin);
    const token = await server.login(id, STRONG);
    const roles = () =>
      server.call<TRoleOption>(token, 'admin', {
        site_id: 'SXD',
        entity: 'role',
        action: 'list',
        data: {},
      });
    expect((await roles()).status).toBe(200);
    const user = (await site(admin, 'get', { user_id: id })).body.results[0]!;
    const off = await site(admin, 'check', { user: { ...user, active_flag: false } });
    expect(off.status).toBe(200);
    expect(off.body.results[0]!.active_flag).toBe(false);
    expect((await roles()).status).toBe(401);
    const active = await site(admin, 'list', {});
    expect(active.body.results.map((u) => u.user_id)).not.toContain(id);
    const all = await site(admin, 'list', { include_inactive: true });
    expect(all.body.results.map((u) => u.user_id)).toContain(id);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: id, password: STRONG },
    });
    expect(login.statusCode).toBe(401);
  });

  it('you cannot deactivate yourself', async () => {
    const admin = await server.login('admin');
    const me = (await site(admin, 'get', { user_id: 'admin' })).body.results[0]!;
    const refused = await site(admin, 'check', { user: { ...me, active_flag: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(M.deactivateSelf);
  });
});

describe('site users: check (add and update)', () => {
  it('a new user starts in reset mode without a password and joins the request site', async () => {
    const admin = await server.login('admin');
    const user = newUser({ license_type: 'Delivery User', staff_id: 'S20417', shift: 'AM' });
    const added = await site(admin, 'check', { user, save: true });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      user_id: user.user_id,
      reset_flag: true,
      active_flag: true,
      license_type: 'Delivery User',
      role: 'guest',
      staff_id: 'S20417',
      current_site: 'SXD',
    });
    const [row] = await server.db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(row!.password_hash).toBeNull();
    const member = await server.db
      .select()
      .from(userSites)
      .where(and(eq(userSites.user_id, user.user_id), eq(userSites.site_id, 'SXD')));
    expect(member).toHaveLength(1);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.user_id, password: '' },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('save false checks without writing', async () => {
    const admin = await server.login('admin');
    const before = await snapshot(server.db, users);
    const checked = await site(admin, 'check', { user: newUser(), save: false });
    expect(checked.status).toBe(200);
    expect(checked.body.results[0]!.reset_flag).toBe(true);
    expect(await snapshot(server.db, users)).toBe(before);
  });

  it('updates a user of the site and records what changed in its change log', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin, { license_type: 'Delivery User' });
    const user = (await site(admin, 'get', { user_id: id })).body.results[0]!;
    const saved = await site(admin, 'check', {
      user: { ...user, license_type: 'Full User', display_name: 'Renamed Picker' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      license_type: 'Full User',
      display_name: 'Renamed Picker',
    });
    const log = await site<TSiteUserLogEntry>(admin, 'log', { user_id: id });
    expect(log.status).toBe(200);
    expect(log.body.results.map((e) => e.action)).toEqual(['check', 'reset_password', 'check']);
    expect(log.body.results[0]).toMatchObject({ changed_by: 'admin', success: true });
    expect(log.body.results[0]!.description).toContain('license_type: Delivery User → Full User');
    expect(log.body.results[1]!.description).toBe('Password reset');
    expect(log.body.results[2]!.description).toContain('Added');
    const ids = log.body.results.map((e) => e.log_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses an email another user has, in any case; nothing is written', async () => {
    const admin = await server.login('admin');
    const before = await snapshot(server.db, users);
    const refused = await site(admin, 'check', {
      user: newUser({ email_address: 'FLOOR@wms.example' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(M.emailTaken('FLOOR@wms.example'));
    expect(await snapshot(server.db, users)).toBe(before);
  });

  it("refuses a user_id of another site's user", async () => {
    const admin = await server.login('admin');
    const refused = await site(admin, 'check', { user: newUser({ user_id: 'driver' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(M.userIdTaken('driver'));
  });

  it("only the provider's role may give the provider's role; roles offered accordingly", async () => {
    const admin = await server.login('admin');
    const refused = await site(admin, 'check', { user: newUser({ role: 'provider' }) });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(USER_RIGHTS_MESSAGES.providerRoles);
    const roles = (token: string) =>
      server.call<TRoleOption>(token, 'admin', {
        site_id: 'SXD',
        entity: 'role',
        action: 'list',
        data: {},
      });
    const offered = (await roles(admin)).body.results.map((r) => r.role);
    expect(offered).toEqual(['wms', 'guest']);
    const provider = await server.login('provider');
    const all = await roles(provider);
    expect(all.body.results).toContainEqual({ role: 'provider', label: 'User' });
    const granted = await site(provider, 'check', { user: newUser({ role: 'provider' }) });
    expect(granted.status).toBe(200);
  });

  it('refuses a user id or fields the contract refuses', async () => {
    const admin = await server.login('admin');
    const bad = await site(admin, 'check', { user: newUser({ user_id: 'bad id!' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.message).toBe(M.userId);
  });
});

describe('site users: licence counters and limits', () => {
  it('counts used, allowed and available per licence; provider and partner are not counted', async () => {
    const admin = await server.login('admin');
    const before = await counters(admin);
    const [settings] = await server.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.site_id, 'SXD'));
    expect(counter(before, 'Full User').allowed).toBe(settings!.allowed_full_users);
    expect(counter(before, 'View User').allowed).toBe(settings!.allowed_view_users);
    expect(counter(before, 'Delivery User').allowed).toBe(settings!.allowed_delivery_users);
    for (const c of before.filter((r) => r.license_type !== 'Inactive'))
      expect(c.available).toBe(c.allowed! - c.used);

    await addUser(admin, { license_type: 'Full User' });
    const provider = await server.login('provider');
    await addUser(provider, { license_type: 'Full User', role: 'partner' });
    await addUser(admin, { license_type: 'Inactive' });
    await addUser(provider, { license_type: 'Full User', role: 'provider' });
    const after = await counters(admin);
    expect(counter(after, 'Full User').used).toBe(counter(before, 'Full User').used + 1);
    expect(counter(after, 'Full User').available).toBe(counter(before, 'Full User').available! - 1);
    expect(counter(after, 'Inactive').used).toBe(counter(before, 'Inactive').used + 1);
    expect(counter(after, 'Delivery User').used).toBe(counter(before, 'Delivery User').used);
  });

  it('refuses the user over the allowance, naming the licence and the allowance', async () => {
    const admin = await server.login('admin');
    const delivery = counter(await counters(admin), 'Delivery User');
    await server.db
      .update(siteSettings)
      .set({ allowed_delivery_users: delivery.used + 1 })
      .where(eq(siteSettings.site_id, 'SXD'));
    const allowed = delivery.used + 1;
    await addUser(admin, { license_type: 'Delivery User' }); // the last one available
    const before = await snapshot(server.db, users);
    const members = await snapshot(server.db, userSites);
    const over = await site(admin, 'check', { user: newUser({ license_type: 'Delivery User' }) });
    expect(over.status).toBe(400);
    expect(over.body.errors[0]!.message).toBe(M.licenceFull('Delivery User', allowed));
    // Changing a licence type into a full one is refused the same way.
    const full = (await site(admin, 'get', { user_id: 'floor' })).body.results[0]!;
    const changed = await site(admin, 'check', {
      user: { ...full, license_type: 'Delivery User' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0]!.message).toBe(M.licenceFull('Delivery User', allowed));
    expect(await snapshot(server.db, users)).toBe(before);
    expect(await snapshot(server.db, userSites)).toBe(members);
    // A partner (given by the provider's role) is not counted, so not limited.
    const partner = await site(await server.login('provider'), 'check', {
      user: newUser({ license_type: 'Delivery User', role: 'partner' }),
    });
    expect(partner.status).toBe(200);
  });

  it("a licence change counts at every site of the user: the other site's allowance refuses it too", async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin, { license_type: 'View User' });
    await server.db.insert(userSites).values({ site_id: 'TAS', user_id: id });
    const tasFull = counter(await counters(admin, 'TAS'), 'Full User');
    await server.db
      .update(siteSettings)
      .set({ allowed_full_users: tasFull.used })
      .where(eq(siteSettings.site_id, 'TAS'));
    const user = (await site(admin, 'get', { user_id: id })).body.results[0]!;
    const refused = await site(admin, 'check', { user: { ...user, license_type: 'Full User' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(M.licenceFull('Full User', tasFull.used));
    await server.db
      .update(siteSettings)
      .set({ allowed_full_users: tasFull.used + 1 })
      .where(eq(siteSettings.site_id, 'TAS'));
    const allowed = await site(admin, 'check', { user: { ...user, license_type: 'Full User' } });
    expect(allowed.status).toBe(200);
  });
});

describe('site users: reset_password', () => {
  it('checks the password rules with their messages', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin);
    const tries: [string, string][] = [
      ['short1', M.passwordShort],
      ['onlyletters', M.passwordMix],
      ['1234567890', M.passwordMix],
      [id, M.passwordIsUserId],
    ];
    for (const [password, message] of tries) {
      const refused = await site(admin, 'reset_password', { user_id: id, password });
      expect(refused.status, password).toBe(400);
      expect(refused.body.errors[0]!.message).toBe(message);
    }
  });

  it('sets the password, clears reset mode and ends the user’s other sessions', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin);
    const oldToken = await server.login(id, STRONG);
    const reset = await site(admin, 'reset_password', { user_id: id, password: 'Pallet2026' });
    expect(reset.status).toBe(200);
    expect(reset.body.results[0]).toEqual({ user_id: id, reset_flag: false });
    const me = await server.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: id, password: 'Pallet2026' },
    });
    expect(login.statusCode).toBe(200);
    const old = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: id, password: STRONG },
    });
    expect(old.statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await site(admin, 'get', { user_id: id })).body.results[0]!.reset_flag).toBe(false);
    // The activity log never keeps the password.
    const logged = await server.db
      .select({ request: activityLog.request })
      .from(activityLog)
      .where(eq(activityLog.action, 'reset_password'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('Pallet2026');
    expect(JSON.stringify(logged)).not.toContain(STRONG);
  });

  it("cannot reset the password of another site's user", async () => {
    const admin = await server.login('admin');
    const refused = await site(admin, 'reset_password', { user_id: 'driver', password: STRONG });
    expect(refused.status).toBe(404);
  });
});

describe('site users: delete', () => {
  it('removes the user from the site with their permissions and warehouse rows; no site left deactivates', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin);
    await server.db.insert(userPermissions).values({ site_id: 'SXD', user_id: id, module: 'in' });
    await server.db
      .insert(userSiteWarehouses)
      .values({ site_id: 'SXD', user_id: id, warehouse: 'DC1' });
    const token = await server.login(id, STRONG);
    const removed = await site<{ user_id: string; deactivated: boolean }>(admin, 'delete', {
      user_id: id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.results[0]).toEqual({ user_id: id, deactivated: true });
    expect(
      await server.db.select().from(userPermissions).where(eq(userPermissions.user_id, id)),
    ).toEqual([]);
    expect(
      await server.db.select().from(userSiteWarehouses).where(eq(userSiteWarehouses.user_id, id)),
    ).toEqual([]);
    expect(await server.db.select().from(userSites).where(eq(userSites.user_id, id))).toEqual([]);
    const [row] = await server.db.select().from(users).where(eq(users.user_id, id));
    expect(row!.active_flag).toBe(false);
    const revoked = await server.db.select().from(sessions).where(eq(sessions.user_id, id));
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
    expect((await site(admin, 'get', { user_id: id })).status).toBe(404);
    expect(token).toBeTruthy();
  });

  it('a user with another site left stays active there', async () => {
    const admin = await server.login('admin');
    const id = await addUser(admin);
    await server.db.insert(userSites).values({ site_id: 'TAS', user_id: id });
    const removed = await site(admin, 'delete', { user_id: id });
    expect(removed.body.results[0]).toEqual({ user_id: id, deactivated: false });
    const atTas = await site(admin, 'get', { user_id: id }, 'TAS');
    expect(atTas.status).toBe(200);
    expect(atTas.body.results[0]!.active_flag).toBe(true);
  });

  it('never yourself; a user not of the site is not found', async () => {
    const admin = await server.login('admin');
    const self = await site(admin, 'delete', { user_id: 'admin' });
    expect(self.status).toBe(400);
    expect(self.body.errors[0]!.message).toBe(M.deleteSelf);
    expect((await site(admin, 'delete', { user_id: 'driver' })).status).toBe(404);
    const floor = await server.login('floor');
    expect((await site(floor, 'delete', { user_id: 'viewer' })).status).toBe(403);
  });
});

describe('site users: REST /api/user', () => {
  it('GET one and the list, PUT list, POST save (/api/wms_user), DELETE', async () => {
    const admin = await server.login('admin');
    const auth = { authorization: `Bearer ${admin}` };
    const one = await server.app.inject({
      url: '/api/user?site_id=SXD&user_id=floor',
      headers: auth,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().results[0].user_id).toBe('floor');
    const list = await server.app.inject({ url: '/api/wms_user?site_id=SXD', headers: auth });
    expect(list.json().results.map((u: TSiteUserRow) => u.user_id)).toContain('admin');
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: auth,
      payload: { site_id: 'SXD', include_inactive: true },
    });
    expect(put.statusCode).toBe(200);
    const user = newUser();
    // POST /api/user/ stays the envelope of service `user`: the REST save is /api/wms_user/.
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/wms_user/',
      headers: auth,
      payload: { site_id: 'SXD', user },
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().results[0]).toMatchObject({ user_id: user.user_id, reset_flag: true });
    const del = await server.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: auth,
      payload: { site_id: 'SXD', user: { user_id: user.user_id } },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().results[0]).toEqual({ user_id: user.user_id, deactivated: true });
    const anonymous = await server.app.inject({ url: '/api/user?site_id=SXD' });
    expect(anonymous.statusCode).toBe(401);
  });
});
