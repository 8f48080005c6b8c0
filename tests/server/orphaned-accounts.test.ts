import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  USER_ACCESS_MESSAGES as M,
  USER_RIGHTS_MESSAGES,
  type TSiteUserInput,
  type TSiteUserRow,
} from '../../src/contract';
import { siteSettings, userPermissions, userSites, users } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { PASSWORD, startServer } from './harness';

/*
 * No account is left active with no site, and every account a site may change has a place on
 * the Site Users screen: View Users when asked for, inactive users to activate again.
 */

const server = startServer();

beforeAll(async () => {
  await server.db.update(siteSettings).set({ allowed_full_users: 1000, allowed_view_users: 1000 });
});

/** A user made as the owner: a member of `sites` (current site the first), `in` view at each. */
async function makeUser(userId: string, sites: string[], licence = 'Full User') {
  const [floor] = await rows<{ hash: string }>(
    server.db,
    sql`SELECT password_hash AS hash FROM wms.users WHERE user_id = 'floor'`,
  );
  await server.db.insert(users).values({
    user_id: userId,
    display_name: `Person ${userId}`,
    email_address: `${userId}@orphans.example`,
    license_type: licence,
    password_hash: floor!.hash,
    current_site: sites[0]!,
  });
  for (const site of sites) {
    await server.db.insert(userSites).values({ site_id: site, user_id: userId });
    await server.db
      .insert(userPermissions)
      .values({ site_id: site, user_id: userId, module: 'in', view: true });
  }
  return userId;
}

/** A user administrator of SXD only (user and admin view, update and delete), signed in. */
async function makeSxdAdmin(userId: string) {
  await makeUser(userId, ['SXD']);
  await server.db.insert(userPermissions).values(
    ['user', 'admin'].map((module) => ({
      site_id: 'SXD',
      user_id: userId,
      module,
      view: true,
      update: true,
      delete: true,
    })),
  );
  return server.login(userId, PASSWORD);
}

const account = async (userId: string) => {
  const [u] = await server.db.select().from(users).where(eq(users.user_id, userId));
  return u!;
};

const loginStatus = async (username: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD },
    })
  ).statusCode;

const removeSite = (token: string, userId: string, siteId: string) =>
  server.call(token, 'document', {
    site_id: 'SXD',
    entity: 'dynamodb',
    action: 'delete',
    data: { site_document: `${userId}-USER_SITE`, document_id: siteId },
  });

const site = <T = TSiteUserRow>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'site', { site_id: 'SXD', entity: 'user', action, data });

/** The user as the Site Users editor sends it back, with `changes`. */
async function asEdited(userId: string, changes: Partial<TSiteUserInput>): Promise<TSiteUserInput> {
  const u = await account(userId);
  return {
    user_id: u.user_id,
    display_name: u.display_name,
    email_address: u.email_address,
    contact_phone: u.contact_phone,
    license_type: u.license_type as TSiteUserInput['license_type'],
    active_flag: u.active_flag,
    reset_flag: u.reset_flag,
    staff_id: u.staff_id,
    shift: u.shift,
    role: u.role as TSiteUserInput['role'],
    ...changes,
  };
}

describe("removing a user's last site (USER_SITE delete)", () => {
  it('deactivates the account: it cannot sign in, its session ends, the answer says so', async () => {
    const admin = await server.login('admin');
    await makeUser('orphan.one', ['SXD']);
    const own = await server.login('orphan.one');

    const removed = await removeSite(admin, 'orphan.one', 'SXD');
    expect(removed.status).toBe(200);
    expect(removed.body.warnings.map((w) => w.message)).toContain(
      M.deactivatedNoSite('orphan.one'),
    );
    const after = await account('orphan.one');
    expect(after.active_flag).toBe(false);
    expect(after.current_site).toBeNull();
    expect(await loginStatus('orphan.one')).toBe(401);
    const me = await server.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${own}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('leaves a user with another site active, off the removed site', async () => {
    const admin = await server.login('admin');
    await makeUser('two.sites', ['TAS', 'SXD']);

    const removed = await removeSite(admin, 'two.sites', 'TAS');
    expect(removed.status).toBe(200);
    expect(removed.body.warnings).toEqual([]);
    const after = await account('two.sites');
    expect(after.active_flag).toBe(true);
    expect(after.current_site).toBeNull();
    expect(await loginStatus('two.sites')).toBe(200);
  });

  it('refuses removing your own last site, nothing written', async () => {
    const token = await makeSxdAdmin('self.admin');
    const refused = await removeSite(token, 'self.admin', 'SXD');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(M.lastSiteSelf);
    const memberships = await server.db
      .select()
      .from(userSites)
      .where(eq(userSites.user_id, 'self.admin'));
    expect(memberships).toHaveLength(1);
    expect((await account('self.admin')).active_flag).toBe(true);
  });

  it('is refused to an administrator of one of the user’s sites only, nothing written', async () => {
    const token = await makeSxdAdmin('sxd.only.admin');
    await makeUser('shared.last', ['SXD', 'TAS']);
    const refused = await removeSite(token, 'shared.last', 'SXD');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(
      USER_RIGHTS_MESSAGES.otherSites('shared.last', ['TAS']),
    );
    expect((await account('shared.last')).active_flag).toBe(true);
  });
});

describe('View Users and inactive users on the Site Users list', () => {
  it('lists View Users only when asked; the admin resets and deactivates one', async () => {
    const admin = await server.login('admin');
    await makeUser('view.only', ['SXD'], 'View User');
    const ids = async (data: object) =>
      (await site(admin, 'list', data)).body.results.map((u) => u.user_id);

    expect(await ids({})).not.toContain('view.only');
    expect(await ids({ include_view_users: true })).toContain('view.only');

    const reset = await site(admin, 'reset_password', {
      user_id: 'view.only',
      password: 'Shelves2026',
    });
    expect(reset.status).toBe(200);
    expect(await loginStatus('view.only')).toBe(401);
    const off = await site(admin, 'check', {
      user: await asEdited('view.only', { active_flag: false }),
    });
    expect(off.status).toBe(200);
    expect(await ids({ include_view_users: true })).not.toContain('view.only');
    expect(await ids({ include_view_users: true, include_inactive: true })).toContain('view.only');
  });

  it('activates an inactive user again (user update at each of their sites)', async () => {
    const admin = await server.login('admin');
    await makeUser('comes.back', ['SXD']);
    await server.db
      .update(users)
      .set({ active_flag: false })
      .where(eq(users.user_id, 'comes.back'));
    expect(await loginStatus('comes.back')).toBe(401);

    const on = await site(admin, 'check', {
      user: await asEdited('comes.back', { active_flag: true }),
    });
    expect(on.status).toBe(200);
    expect(on.body.results[0]!.active_flag).toBe(true);
    expect(await loginStatus('comes.back')).toBe(200);
  });

  it('refuses activating a user of another site too to an administrator of SXD only', async () => {
    const token = await makeSxdAdmin('sxd.activator');
    await makeUser('away.too', ['SXD', 'TAS']);
    await server.db.update(users).set({ active_flag: false }).where(eq(users.user_id, 'away.too'));

    const refused = await site(token, 'check', {
      user: await asEdited('away.too', { active_flag: true }),
    });
    expect(refused.status).toBe(403);
    expect((await account('away.too')).active_flag).toBe(false);
  });
});
