import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_MESSAGES, type TSiteUserInput } from '../../src/contract';
import { siteSettings, userSites, users } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * One rule for a new user's id, whichever call creates the user; calls that name an existing
 * user accept any id that exists.
 */

const server = startServer();
let admin: string;

beforeAll(async () => {
  await server.db.update(siteSettings).set({ allowed_full_users: 1000 });
  admin = await server.login('admin');
});

const BAD_IDS = ['zoë.martín', 'bad id<script>', 'tab\tid', 'x'.repeat(61)];

const site = (action: string, data: unknown) =>
  server.call(admin, 'site', { site_id: 'SXD', entity: 'user', action, data });
const doc = (action: string, data: unknown) =>
  server.call(admin, 'document', { site_id: 'SXD', entity: 'dynamodb', action, data });

const newUser = (userId: string): TSiteUserInput => ({
  user_id: userId,
  display_name: `Person ${userId}`,
  email_address: null,
  license_type: 'Full User',
});

const addUserDocument = (userId: string) =>
  doc('add', {
    item: { document_type: 'USER', site_document: 'USER', document_id: userId, display_name: 'D' },
  });

async function exists(userId: string): Promise<boolean> {
  const found = await server.db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.user_id, userId));
  return found.length > 0;
}

describe('a new user id follows one rule', () => {
  it.each(BAD_IDS)('site user check refuses %j and creates nothing', async (userId) => {
    const answer = await site('check', { user: newUser(userId), save: true });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain(USER_ID_MESSAGES.rule);
    expect(await exists(userId)).toBe(false);
  });

  it.each(BAD_IDS)('a USER document add refuses %j and creates nothing', async (userId) => {
    const answer = await addUserDocument(userId);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain(USER_ID_MESSAGES.rule);
    expect(await exists(userId)).toBe(false);
  });

  it('ids of letters, numbers and . _ - @ are created by both calls', async () => {
    const bySite = await site('check', { user: newUser('new.user_1@dc-1'), save: true });
    expect(bySite.status, JSON.stringify(bySite.body.errors)).toBe(200);
    const byDocument = await addUserDocument('Doc.User-2');
    expect(byDocument.status, JSON.stringify(byDocument.body.errors)).toBe(200);
    expect(await exists('new.user_1@dc-1')).toBe(true);
    expect(await exists('Doc.User-2')).toBe(true);
  });
});

describe('a user made before the rule can still be managed', () => {
  const OLD_ID = 'zoë martín';

  beforeAll(async () => {
    const [floor] = await rows<{ hash: string }>(
      server.db,
      sql`SELECT password_hash AS hash FROM wms.users WHERE user_id = 'floor'`,
    );
    await server.db.insert(users).values({
      user_id: OLD_ID,
      display_name: 'Zoë Martín',
      license_type: 'Full User',
      password_hash: floor!.hash,
      current_site: 'SXD',
    });
    await server.db.insert(userSites).values({ site_id: 'SXD', user_id: OLD_ID });
  });

  it('is read, saved, its USER document updated, its password reset, then deleted', async () => {
    const got = await site('get', { user_id: OLD_ID });
    expect(got.status, JSON.stringify(got.body.errors)).toBe(200);

    const saved = await site('check', {
      user: { ...newUser(OLD_ID), display_name: 'Zoë M.' },
      save: true,
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);

    const documented = await doc('update', {
      record: {
        document_type: 'USER',
        site_document: 'USER',
        document_id: OLD_ID,
        staff_id: 'S-77',
      },
    });
    expect(documented.status, JSON.stringify(documented.body.errors)).toBe(200);

    const reset = await site('reset_password', { user_id: OLD_ID, password: 'Pallet2026' });
    expect(reset.status, JSON.stringify(reset.body.errors)).toBe(200);

    const [row] = await server.db.select().from(users).where(eq(users.user_id, OLD_ID));
    expect(row).toMatchObject({ display_name: 'Zoë M.', staff_id: 'S-77', reset_flag: false });

    const deleted = await site('delete', { user_id: OLD_ID });
    expect(deleted.status, JSON.stringify(deleted.body.errors)).toBe(200);
    const members = await server.db.select().from(userSites).where(eq(userSites.user_id, OLD_ID));
    expect(members).toEqual([]);
  });
});
