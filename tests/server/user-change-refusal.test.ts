import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  USER_RIGHTS_MESSAGES as M,
  type TConnectorUser,
  type TSiteUserRow,
} from '../../src/contract';
import { siteSettings, userPermissions, userSites, users } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { PASSWORD, startServer } from './harness';

/*
 * The Site Users list and the connector user say why the caller may not change a user, as the
 * change itself would be refused, so the screens leave those controls out.
 */

const server = startServer();

beforeAll(async () => {
  await server.db.update(siteSettings).set({ allowed_full_users: 1000 });
});

async function makeUser(userId: string, sites: string[], modules: string[] = ['in']) {
  const [floor] = await rows<{ hash: string }>(
    server.db,
    sql`SELECT password_hash AS hash FROM wms.users WHERE user_id = 'floor'`,
  );
  await server.db.insert(users).values({
    user_id: userId,
    display_name: `Person ${userId}`,
    email_address: `${userId}@refusal.example`,
    license_type: 'Full User',
    password_hash: floor!.hash,
    current_site: sites[0]!,
  });
  for (const site of sites) {
    await server.db.insert(userSites).values({ site_id: site, user_id: userId });
    await server.db.insert(userPermissions).values(
      modules.map((module) => ({
        site_id: site,
        user_id: userId,
        module,
        view: true,
        update: module !== 'in',
        delete: module !== 'in',
      })),
    );
  }
}

const list = async (token: string) =>
  (
    await server.call<TSiteUserRow>(token, 'site', {
      site_id: 'SXD',
      entity: 'user',
      action: 'list',
      data: { include_inactive: true },
    })
  ).body.results;

const connectorUser = async (token: string, userId: string) =>
  (
    await server.call<TConnectorUser>(token, 'user', {
      site_id: 'SXD',
      entity: 'user',
      action: 'get',
      data: { user_id: userId },
    })
  ).body.results[0]!;

describe('why a user may not be changed', () => {
  it('an administrator of SXD only is told for a user of TAS too, not for one of SXD alone', async () => {
    await makeUser('refusal.admin', ['SXD'], ['in', 'user', 'admin']);
    await makeUser('refusal.both', ['SXD', 'TAS']);
    await makeUser('refusal.here', ['SXD']);
    const token = await server.login('refusal.admin', PASSWORD);

    const rowsSeen = await list(token);
    const of = (id: string) => rowsSeen.find((u) => u.user_id === id)!;
    expect(of('refusal.both').change_refusal).toBe(M.otherSites('refusal.both', ['TAS']));
    expect(of('refusal.here').change_refusal).toBeNull();
    expect((await connectorUser(token, 'refusal.both')).change_refusal).toBe(
      M.otherSites('refusal.both', ['TAS']),
    );
    expect((await connectorUser(token, 'refusal.here')).change_refusal).toBeNull();

    // As told: the change is refused for the one, done for the other.
    const rename = (id: string) =>
      server.call(token, 'user', {
        site_id: 'SXD',
        entity: 'user',
        action: 'check',
        data: { user: { user_id: id, display_name: 'Renamed' } },
      });
    expect((await rename('refusal.both')).status).toBe(403);
    expect((await rename('refusal.here')).status).toBe(200);
  });

  it('an administrator of both sites is told nothing; a caller without user update is told for everyone', async () => {
    const admin = await server.login('admin');
    const both = (await list(admin)).find((u) => u.user_id === 'refusal.both')!;
    expect(both.change_refusal).toBeNull();

    await makeUser('refusal.viewer', ['SXD'], ['in', 'user']);
    await server.db
      .update(userPermissions)
      .set({ update: false, delete: false })
      .where(eq(userPermissions.user_id, 'refusal.viewer'));
    const viewer = await server.login('refusal.viewer', PASSWORD);
    const seen = await list(viewer);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.change_refusal !== null)).toBe(true);
  });
});
