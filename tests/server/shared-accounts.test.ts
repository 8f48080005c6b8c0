import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_USER_MESSAGES,
  USER_RIGHTS_MESSAGES as M,
  type TClockOffResult,
  type TSiteUserInput,
} from '../../src/contract';
import {
  sessions,
  siteSettings,
  userConnectorSettings,
  userPermissions,
  userSites,
  userSiteWarehouses,
  users,
} from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { PASSWORD, startServer, type Called } from './harness';
import { snapshot } from './helpers';

/*
 * A user record is shared by every site it belongs to: every call that changes a user needs
 * user administration at each of the user's sites, or the provider's role.
 */

const server = startServer();

// The users below are made as the owner, past the sites' licence allowances.
beforeAll(async () => {
  await server.db.update(siteSettings).set({ allowed_full_users: 1000 });
});

const WAREHOUSE: Record<string, string> = { SXD: 'DC1', TAS: 'HBT' };

/** A user made as the owner: members of `sites`, with an `in` view flag and a warehouse row at each. */
async function makeUser(userId: string, sites: string[], role = 'guest') {
  const [floor] = await rows<{ hash: string }>(
    server.db,
    sql`SELECT password_hash AS hash FROM wms.users WHERE user_id = 'floor'`,
  );
  await server.db.insert(users).values({
    user_id: userId,
    display_name: `Person ${userId}`,
    email_address: `${userId}@shared.example`,
    role,
    license_type: 'Full User',
    password_hash: floor!.hash,
    current_site: sites[0]!,
  });
  for (const site of sites) {
    await server.db.insert(userSites).values({ site_id: site, user_id: userId });
    await server.db
      .insert(userPermissions)
      .values({ site_id: site, user_id: userId, module: 'in', view: true });
    await server.db
      .insert(userSiteWarehouses)
      .values({ site_id: site, user_id: userId, warehouse: WAREHOUSE[site]! });
  }
  return userId;
}

/** An administrator of SXD only: user and admin view, update and delete, `in` view. */
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

/** The user as the Site Users editor sends it back, with `changes`. */
async function siteUser(userId: string, changes: Partial<TSiteUserInput>): Promise<TSiteUserInput> {
  const [u] = await server.db.select().from(users).where(eq(users.user_id, userId));
  return {
    user_id: u!.user_id,
    display_name: u!.display_name,
    email_address: u!.email_address,
    contact_phone: u!.contact_phone,
    license_type: u!.license_type as TSiteUserInput['license_type'],
    active_flag: u!.active_flag,
    reset_flag: u!.reset_flag,
    staff_id: u!.staff_id,
    shift: u!.shift,
    role: u!.role as TSiteUserInput['role'],
    ...changes,
  };
}

const site = (token: string, action: string, data: unknown) =>
  server.call(token, 'site', { site_id: 'SXD', entity: 'user', action, data });
const doc = (token: string, action: string, data: unknown) =>
  server.call(token, 'document', { site_id: 'SXD', entity: 'dynamodb', action, data });
const connector = (token: string, user: Record<string, unknown>) =>
  server.call(token, 'user', { site_id: 'SXD', entity: 'user', action: 'check', data: { user } });

type UserCall = { name: string; run(token: string, userId: string): Promise<Called> };

/** Every call that changes a user (action registry: site/user, user/user, document USER*, REST). */
const CHANGES: UserCall[] = [
  {
    name: 'site/user/check: rename',
    run: async (t, id) =>
      site(t, 'check', { user: await siteUser(id, { display_name: 'Renamed' }), save: true }),
  },
  {
    name: 'site/user/check: new e-mail',
    run: async (t, id) =>
      site(t, 'check', { user: await siteUser(id, { email_address: `${id}@taken.example` }) }),
  },
  {
    name: 'site/user/check: deactivate',
    run: async (t, id) => site(t, 'check', { user: await siteUser(id, { active_flag: false }) }),
  },
  {
    name: 'site/user/check: licence',
    run: async (t, id) =>
      site(t, 'check', { user: await siteUser(id, { license_type: 'Inactive' }) }),
  },
  {
    name: 'site/user/check: save false',
    run: async (t, id) =>
      site(t, 'check', { user: await siteUser(id, { display_name: 'Asked' }), save: false }),
  },
  {
    name: 'site/user/reset_password',
    run: (t, id) => site(t, 'reset_password', { user_id: id, password: 'Takeover99' }),
  },
  { name: 'site/user/delete', run: (t, id) => site(t, 'delete', { user_id: id }) },
  {
    name: 'POST /api/wms_user/ (check)',
    run: async (t, id) =>
      server.rest(t, 'POST', '/api/wms_user/', {
        site_id: 'SXD',
        user: await siteUser(id, { contact_phone: '0400 000 000' }),
      }),
  },
  {
    name: 'DELETE /api/user/',
    run: (t, id) =>
      server.rest(t, 'DELETE', '/api/user/', { site_id: 'SXD', user: { user_id: id } }),
  },
  {
    name: 'user/user/check: name and e-mail',
    run: (t, id) =>
      connector(t, { user_id: id, display_name: 'Connector', email_address: `${id}@c.example` }),
  },
  {
    name: 'user/user/check: run type and ERP id',
    run: (t, id) => connector(t, { user_id: id, run_type: 'Bulk', erp_user_id: 'ERP-1' }),
  },
  {
    name: 'user/user/check: permissions',
    run: (t, id) => connector(t, { user_id: id, permissions: { in: { view: true } } }),
  },
  {
    name: 'user/user/check: sites',
    run: (t, id) =>
      connector(t, { user_id: id, sites: [{ site_id: 'SXD', current_warehouse: 'DC1' }] }),
  },
  {
    name: 'document add USER',
    run: (t, id) =>
      doc(t, 'add', {
        item: {
          document_type: 'USER',
          site_document: 'USER',
          document_id: id,
          display_name: 'Doc',
        },
      }),
  },
  {
    name: 'document update USER',
    run: (t, id) =>
      doc(t, 'update', {
        record: {
          document_type: 'USER',
          site_document: 'USER',
          document_id: id,
          email_address: `${id}@doc.example`,
        },
      }),
  },
  {
    name: 'document add USER_PERMISSION',
    run: (t, id) =>
      doc(t, 'add', {
        item: {
          document_type: 'USER_PERMISSION',
          site_document: `${id}-USER_PERMISSION`,
          document_id: 'user',
          view: true,
        },
      }),
  },
  {
    name: 'document delete USER_PERMISSION',
    run: (t, id) => doc(t, 'delete', { site_document: `${id}-USER_PERMISSION`, document_id: 'in' }),
  },
  {
    name: 'document add USER_SITE',
    run: (t, id) =>
      doc(t, 'add', {
        item: {
          document_type: 'USER_SITE',
          site_document: `${id}-USER_SITE`,
          document_id: 'SXD',
          current_warehouse: 'DC1',
        },
      }),
  },
  {
    name: 'document delete USER_SITE',
    run: (t, id) => doc(t, 'delete', { site_document: `${id}-USER_SITE`, document_id: 'SXD' }),
  },
  {
    name: 'document add USER_SITE_WAREHOUSE',
    run: (t, id) =>
      doc(t, 'add', {
        item: {
          document_type: 'USER_SITE_WAREHOUSE',
          site_document: `${id}-USER_SITE_WAREHOUSE`,
          document_id: 'SXD-DC1',
          printer_set: null,
        },
      }),
  },
  {
    name: 'document delete USER_SITE_WAREHOUSE',
    run: (t, id) =>
      doc(t, 'delete', { site_document: `${id}-USER_SITE_WAREHOUSE`, document_id: 'SXD-DC1' }),
  },
];

const clockOff = (token: string, userId: string) =>
  server.call<TClockOffResult>(token, 'admin', {
    site_id: 'SXD',
    entity: 'timesheet',
    action: 'check',
    data: { clock_off: true, user_id: userId, warehouse: 'ALL' },
  });

/** The rows a change to `userId` could write: users and their sites, permissions, sessions. */
async function userRows(userId: string) {
  return [
    await snapshot(server.db, users),
    await snapshot(server.db, userSites),
    await snapshot(server.db, userPermissions),
    await snapshot(server.db, userSiteWarehouses),
    await snapshot(server.db, userConnectorSettings),
    JSON.stringify(await server.db.select().from(sessions).where(eq(sessions.user_id, userId))),
  ];
}

const infoOf = (answer: Called) => answer.body.info.map((m) => m.message);

/** Whether the user's token still works (a read of their own profile). */
async function signedIn(token: string) {
  const answer = await server.call(token, 'user', {
    site_id: 'SXD',
    entity: 'profile',
    action: 'get',
    data: {},
  });
  return answer.status === 200;
}

describe('a user of SXD and TAS changes only with user administration at both', () => {
  it('every user-changing call by an administrator of SXD only is refused (403), nothing written', async () => {
    const token = await makeSxdAdmin('sxd.admin1');
    const shared = await makeUser('shared.one', ['SXD', 'TAS']);
    await server.login(shared, PASSWORD);
    for (const change of CHANGES) {
      const before = await userRows(shared);
      const answer = await change.run(token, shared);
      expect(answer.status, change.name).toBe(403);
      expect(answer.body.errors[0]!.message, change.name).toBe(M.otherSites(shared, ['TAS']));
      expect(await userRows(shared), change.name).toEqual(before);
    }
  });

  it('the same calls on a user of SXD only succeed', async () => {
    const token = await makeSxdAdmin('sxd.admin2');
    let n = 0;
    for (const change of CHANGES) {
      n += 1;
      const local = await makeUser(`local.${n}`, ['SXD']);
      const before = await userRows(local);
      const answer = await change.run(token, local);
      expect(answer.status, `${change.name}: ${JSON.stringify(answer.body.errors)}`).toBe(200);
      if (!change.name.includes('save false')) {
        expect(await userRows(local), change.name).not.toEqual(before);
      }
    }
  });

  it('an administrator of both sites changes the shared user', async () => {
    const shared = await makeUser('shared.two', ['SXD', 'TAS']);
    const admin = await server.login('admin');
    const reset = await site(admin, 'reset_password', { user_id: shared, password: 'Pallet2026' });
    expect(reset.status).toBe(200);
    const renamed = await site(admin, 'check', {
      user: await siteUser(shared, { display_name: 'Renamed by both' }),
    });
    expect(renamed.status).toBe(200);
  });

  it('a user administrator at the other site alone does not count: the message names TAS', async () => {
    const token = await makeSxdAdmin('sxd.admin3');
    const shared = await makeUser('shared.three', ['SXD', 'TAS']);
    // A member of TAS without user update there.
    await server.db.insert(userSites).values({ site_id: 'TAS', user_id: 'sxd.admin3' });
    await server.db.insert(userPermissions).values({
      site_id: 'TAS',
      user_id: 'sxd.admin3',
      module: 'user',
      view: true,
      update: false,
    });
    const refused = await site(token, 'reset_password', {
      user_id: shared,
      password: 'Pallet2026',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(M.otherSites(shared, ['TAS']));
    // With user update at TAS too, the same call goes through.
    await server.db.execute(
      sql`UPDATE wms.user_permissions SET "update" = true
          WHERE site_id = 'TAS' AND user_id = 'sxd.admin3' AND module = 'user'`,
    );
    const allowed = await site(token, 'reset_password', {
      user_id: shared,
      password: 'Pallet2026',
    });
    expect(allowed.status).toBe(200);
  });
});

describe("the provider's and partners' accounts change only by the provider", () => {
  it("every call on the provider's account by a site administrator is refused, nothing written", async () => {
    const token = await makeSxdAdmin('sxd.admin4');
    for (const change of CHANGES) {
      const before = await userRows('provider');
      const answer = await change.run(token, 'provider');
      // The Site Users calls do not show the provider's account to other roles at all.
      expect([400, 403, 404], change.name).toContain(answer.status);
      expect(
        [
          M.providerOwned('provider'),
          SITE_USER_MESSAGES.notFound('provider'),
          SITE_USER_MESSAGES.userIdTaken('provider'),
        ],
        change.name,
      ).toContain(answer.body.errors[0]!.message);
      expect(await userRows('provider'), change.name).toEqual(before);
    }
  });

  it("every call on a partner's account by a site administrator is refused (403), nothing written", async () => {
    const token = await makeSxdAdmin('sxd.admin5');
    const partner = await makeUser('sxd.partner', ['SXD'], 'partner');
    for (const change of CHANGES) {
      const before = await userRows(partner);
      const answer = await change.run(token, partner);
      expect(answer.status, change.name).toBe(403);
      expect(answer.body.errors[0]!.message, change.name).toBe(M.providerOwned(partner));
      expect(await userRows(partner), change.name).toEqual(before);
    }
    const provider = await server.login('provider');
    const renamed = await site(provider, 'check', {
      user: await siteUser(partner, { display_name: 'Renamed by the provider' }),
    });
    expect(renamed.status).toBe(200);
  });
});

describe('the provider and partner roles are given and removed only by the provider', () => {
  it('a site administrator may not give Partner, to a new or an existing user, nor take it away', async () => {
    const token = await makeSxdAdmin('sxd.admin6');
    const local = await makeUser('local.role', ['SXD']);
    const before = await userRows(local);
    const fresh: TSiteUserInput = {
      user_id: 'new.partner',
      display_name: 'New Partner',
      license_type: 'Full User',
      role: 'partner',
    };
    for (const user of [fresh, await siteUser(local, { role: 'partner' })]) {
      const refused = await site(token, 'check', { user, save: true });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]!.message).toBe(M.providerRoles);
    }
    expect(await userRows(local)).toEqual(before);
    const roles = await server.call<{ role: string }>(token, 'admin', {
      site_id: 'SXD',
      entity: 'role',
      action: 'list',
      data: {},
    });
    expect(roles.body.results.map((r) => r.role)).toEqual(['wms', 'guest']);

    const provider = await server.login('provider');
    const given = await site(provider, 'check', { user: fresh, save: true });
    expect(given.status).toBe(200);
    const changed = await site(provider, 'check', {
      user: await siteUser(local, { role: 'partner' }),
    });
    expect(changed.status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.user_id, local));
    expect(row!.role).toBe('partner');
    // Taking the role away is the provider's too.
    const removed = await site(token, 'check', { user: await siteUser(local, { role: 'guest' }) });
    expect(removed.status).toBe(403);
    expect(
      (await site(provider, 'check', { user: await siteUser(local, { role: 'guest' }) })).status,
    ).toBe(200);
  });
});

describe('clock-off ends the site’s timesheets; it signs out only a user of that site alone', () => {
  it('a user of SXD and TAS stays signed in, and the answer says why', async () => {
    const token = await makeSxdAdmin('sxd.admin7');
    const shared = await makeUser('shared.clock', ['SXD', 'TAS']);
    const theirs = await server.login(shared, PASSWORD);
    const before = await userRows(shared);
    const off = await clockOff(token, shared);
    expect(off.status).toBe(200);
    expect(off.body.results[0]).toMatchObject({ user_id: shared, sessions_ended: 0 });
    expect(infoOf(off)).toContain(M.sessionsKept(M.otherSites(shared, ['TAS'])));
    expect(await userRows(shared)).toEqual(before);
    expect(await signedIn(theirs)).toBe(true);
    // The provider's role administers both sites, yet the session also serves TAS: kept too.
    const provider = await server.login('provider');
    const byProvider = await clockOff(provider, shared);
    expect(byProvider.body.results[0]!.sessions_ended).toBe(0);
    expect(infoOf(byProvider)).toContain(
      M.sessionsKept(M.sessionServesOtherSites(shared, ['TAS'])),
    );
    expect(await signedIn(theirs)).toBe(true);
  });

  it("the provider's account is never signed out by a site administrator", async () => {
    const token = await makeSxdAdmin('sxd.admin8');
    const theirs = await server.login('provider');
    const off = await clockOff(token, 'provider');
    expect(off.status).toBe(200);
    expect(off.body.results[0]!.sessions_ended).toBe(0);
    expect(infoOf(off)).toContain(M.sessionsKept(M.providerOwned('provider')));
    expect(await signedIn(theirs)).toBe(true);
  });

  it('a user of SXD only is signed out', async () => {
    const token = await makeSxdAdmin('sxd.admin9');
    const local = await makeUser('local.clock', ['SXD']);
    const theirs = await server.login(local, PASSWORD);
    const off = await clockOff(token, local);
    expect(off.status).toBe(200);
    expect(off.body.results[0]!.sessions_ended).toBeGreaterThanOrEqual(1);
    expect(await signedIn(theirs)).toBe(false);
  });
});
