import { and, desc, eq, sql } from 'drizzle-orm';
import { rows } from '../../server/db/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ERROR_CODES,
  INACTIVE_LICENCE,
  MESSAGES,
  MIRROR_ENTITY_NAMES,
  mayMirror,
  type TMirrorEntity,
  type TMirrorPullAnswer,
  type TPermissionMap,
  type TUserSite,
} from '../../src/contract';
import { hashToken } from '../../server/areas/auth/tokens';
import { activityLog, documents, userSites, users } from '../../server/db/schema';
import { buildApp, type AppOptions } from '../../server/http/app';
import { PASSWORD, startServer } from './harness';

const server = startServer();

/** Apps built in a test beside the harness's (another logger or proxy setting), closed after. */
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});
async function appWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: server.db,
    kind: server.kind,
    loginRateLimit: 1000,
    locationImportPollMs: 0,
    ...options,
  });
  await app.ready();
  extraApps.push(app);
  return app;
}

const pull = (token: string, site: string, entity: TMirrorEntity, warehouse?: string) =>
  server.call<TMirrorPullAnswer>(token, 'sync', {
    site_id: site,
    entity: 'mirror',
    action: 'pull',
    data: { entity, ...(warehouse ? { warehouse } : {}) },
  });

async function lastLog(userId: string) {
  const [row] = await server.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.user_id, userId))
    .orderBy(desc(activityLog.log_id))
    .limit(1);
  return row!;
}

async function sitePermissions(token: string, site: string): Promise<TPermissionMap> {
  const response = await server.app.inject({
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  const sites = (response.json() as { sites: TUserSite[] }).sites;
  return sites.find((s) => s.site_id === site)!.permissions;
}

describe('the mirror needs the permission of each entity', () => {
  it('refuses the delivery user (no in, wh or job) the stock, locations, items and jobs', async () => {
    const token = await server.login('driver');
    for (const entity of [
      'on_hands',
      'locations',
      'inventory',
      'jobs',
      'job_timesheets',
      'warehouses',
    ] as const) {
      const { status, body } = await pull(token, 'TAS', entity, 'HBT');
      expect(status, entity).toBe(403);
      expect(body.success).toBe(false);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
      expect(body.results).toEqual([]);
    }
    // What the delivery user's own screens read (picks, with so view) still comes.
    const picks = await pull(token, 'TAS', 'picks', 'HBT');
    expect(picks.status).toBe(200);
  });

  it('answers every entity to a user with the flags, and asks exactly what mayMirror allows', async () => {
    const floor = await server.login('floor');
    for (const entity of ['on_hands', 'locations', 'inventory', 'jobs', 'picks'] as const) {
      expect((await pull(floor, 'SXD', entity, 'DC1')).status, entity).toBe(200);
    }
    // The device's choice (src/offline asks mayMirror) matches what the server answers.
    for (const [user, site, warehouse] of [
      ['driver', 'TAS', 'HBT'],
      ['partner', 'TAS', 'HBT'],
    ] as const) {
      const token = await server.login(user);
      const permissions = await sitePermissions(token, site);
      for (const entity of MIRROR_ENTITY_NAMES) {
        const { status } = await pull(token, site, entity, warehouse);
        expect(status === 200, `${user} ${entity}`).toBe(mayMirror(permissions, entity));
      }
    }
  });

  it('lists each membership-only action with its reason, and no bare membership', async () => {
    const token = await server.login('viewer');
    const response = await server.app.inject({
      url: '/api/actions',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (response.json() as { results: { action: string; permission: unknown }[] })
      .results;
    expect(rows.length).toBeGreaterThan(50);
    const memberOnly = rows.filter(
      (r) => typeof r.permission === 'object' && r.permission !== null && 'member' in r.permission,
    );
    expect(memberOnly.length).toBeGreaterThan(0);
    for (const row of memberOnly) {
      expect((row.permission as { member: string }).member.length).toBeGreaterThan(10);
    }
    expect(rows.filter((r) => r.permission === 'member')).toEqual([]);
  });
});

describe('the document store checks the stored type on every write', () => {
  const keys = { site_document: 'SXD-TEMPLATES', document_id: 'pick-wave' };
  const doc = (token: string, action: string, data: object) =>
    server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action,
      data,
    });
  const stored = async () =>
    (
      await server.db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.site_id, 'SXD'),
            eq(documents.site_document, keys.site_document),
            eq(documents.document_id, keys.document_id),
          ),
        )
    )[0]!;

  it('refuses replacing a SQL_COMMAND through an add typed SITE_PROJECT_ITEM', async () => {
    const admin = await server.login('admin');
    const added = await doc(admin, 'add', {
      item: { ...keys, document_type: 'SQL_COMMAND', title: 'Wave picking' },
    });
    expect(added.status).toBe(200);
    const before = await stored();

    // floor, given update on site (SITE_PROJECT_ITEM) here, has no update on query (SQL_COMMAND).
    const grant = sql`site_id = 'SXD' AND user_id = 'floor' AND module = 'site'`;
    const [had] = await rows<{ view: boolean; update: boolean }>(
      server.db,
      sql`SELECT view, update FROM wms.user_permissions WHERE ${grant}`,
    );
    await server.db.execute(
      sql`INSERT INTO wms.user_permissions (site_id, user_id, module, view, update, delete)
          VALUES ('SXD', 'floor', 'site', true, true, false)
          ON CONFLICT (site_id, user_id, module) DO UPDATE SET view = true, update = true`,
    );
    const floor = await server.login('floor');
    const taken = { ...keys, document_type: 'SITE_PROJECT_ITEM', item_name: 'taken' };
    for (const data of [
      { item: taken },
      { record: taken },
      {
        items: [
          {
            site_document: 'SXD-TEMPLATES',
            document_id: 'new-one',
            document_type: 'SITE_PROJECT_ITEM',
            item_name: 'new',
          },
          taken,
        ],
      },
    ]) {
      const { status, body } = await doc(floor, 'add', data);
      expect(status).toBe(403);
      expect(body.errors[0]).toMatchObject({
        code: ERROR_CODES.FORBIDDEN_PERMISSION,
        message: API_MESSAGES.documentTypeForbidden('SQL_COMMAND', 'update'),
      });
    }
    const update = await doc(floor, 'update', { record: taken });
    expect(update.status).toBe(403);
    expect(await stored()).toEqual(before);
    // The refused batch wrote nothing either (one transaction).
    const [newOne] = await server.db
      .select()
      .from(documents)
      .where(eq(documents.document_id, 'new-one'));
    expect(newOne).toBeUndefined();

    // A SITE_PROJECT_ITEM of floor's own is still added and replaced by floor.
    const own = {
      site_document: 'SXD-PROJECT',
      document_id: 'p-1',
      document_type: 'SITE_PROJECT_ITEM',
    };
    expect((await doc(floor, 'add', { item: { ...own, item_name: 'a' } })).status).toBe(200);
    const replaced = await doc(floor, 'add', { item: { ...own, item_name: 'b' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.results[0]).toMatchObject({ item_name: 'b' });

    await server.db.execute(
      had
        ? sql`UPDATE wms.user_permissions SET view = ${had.view}, update = ${had.update} WHERE ${grant}`
        : sql`DELETE FROM wms.user_permissions WHERE ${grant}`,
    );
  });
});

describe('sign-in limits and sessions', () => {
  it('ends the sessions of a user given the Inactive licence, or deactivated, at once', async () => {
    for (const change of [{ license_type: INACTIVE_LICENCE }, { active_flag: false }] as const) {
      const token = await server.login('viewer');
      const envelope = { site_id: 'SXD', entity: 'profile', action: 'get' };
      expect((await server.call(token, 'user', envelope)).status).toBe(200);
      await server.db.update(users).set(change).where(eq(users.user_id, 'viewer'));
      const refused = await server.call(token, 'user', envelope);
      expect(refused.status).toBe(401);
      expect(refused.body.success).toBe(false);
      const user = await server.app.inject({
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(user.statusCode).toBe(401);
      // Made active again, the old token stays dead: its session was ended, not paused.
      await server.db
        .update(users)
        .set({ license_type: 'View User', active_flag: true })
        .where(eq(users.user_id, 'viewer'));
      expect((await server.call(token, 'user', envelope)).status).toBe(401);
      expect(await server.login('viewer')).toMatch(/\S/);
    }
  });
});

describe('no secret reaches the log', () => {
  it('logs a failed session query with its parameters redacted', async () => {
    const lines: string[] = [];
    const app = await appWith({
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    const token = await server.login('helpdesk');
    const tokenHash = hashToken(token);
    // The session's sliding expiry is due, and writing it fails: the failed query's
    // parameters hold the token's hash. Signing in fails the same way (the new session's).
    await server.db.execute(
      sql`UPDATE wms.sessions SET last_seen_at = now() - interval '10 minutes'`,
    );
    await server.db.execute(sql`
      CREATE FUNCTION wms.test_refuse_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session writes are refused by this test'; END $$`);
    await server.db.execute(sql`
      CREATE TRIGGER test_refuse_session_write BEFORE INSERT OR UPDATE ON wms.sessions
      FOR EACH ROW EXECUTE FUNCTION wms.test_refuse_session_write()`);
    try {
      const call = await app.inject({
        method: 'POST',
        url: '/api/user/',
        headers: { authorization: `Bearer ${token}` },
        payload: { site_id: 'SXD', entity: 'profile', action: 'get' },
      });
      expect(call.statusCode).toBe(500);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'helpdesk', password: PASSWORD },
      });
      expect(login.statusCode).toBe(500);
    } finally {
      await server.db.execute(sql`DROP TRIGGER test_refuse_session_write ON wms.sessions`);
      await server.db.execute(sql`DROP FUNCTION wms.test_refuse_session_write()`);
    }
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(logged).toContain('session writes are refused by this test');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(tokenHash);
    // No sha256 hex (a token hash) and no token-shaped value at all.
    expect(logged).not.toMatch(/[0-9a-f]{64}/);
    expect(logged).not.toContain(token);
  });
});

describe('security headers', () => {
  it('sends HSTS only over HTTPS: never on plain http, behind a trusted proxy on https', async () => {
    const plain = await server.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // An untrusted X-Forwarded-Proto is ignored.
    const spoofed = await server.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await appWith({ trustProxy: true });
    const https = await proxied.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await proxied.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('limits img-src to self, data: and blob: unless a setting widens it', async () => {
    const csp = String(
      (await server.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/(^|;)img-src 'self' data: blob:(;|$)/);
    const widened = await appWith({ imgSrc: ['https://images.example.com'] });
    const wide = String(
      (await widened.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(wide).toMatch(/(^|;)img-src 'self' data: blob: https:\/\/images\.example\.com(;|$)/);
  });
});

describe('NUL and lone surrogates are refused at the envelope', () => {
  const save = (token: string, data: unknown) =>
    server.call<TUserSite>(token, 'user', {
      site_id: 'SXD',
      entity: 'user_settings',
      action: 'save',
      data,
    });
  const printerSet = async () =>
    (
      await server.db
        .select()
        .from(userSites)
        .where(and(eq(userSites.site_id, 'SXD'), eq(userSites.user_id, 'floor')))
    )[0]!.printer_set;

  it('answers 400 naming the field, logs the refusal, and runs nothing', async () => {
    const token = await server.login('floor');
    const before = await printerSet();
    const cases: [unknown, string][] = [
      [{ printer_set: 'P\uD800' }, 'data.printer_set'],
      [{ printer_set: 'P\u0000' }, 'data.printer_set'],
      [{ printer_set: 'P', extra: { list: ['ok', 'x\uDC00y'] } }, 'data.extra.list[1]'],
      [{ printer_set: 'P', ['bad\u0000key']: 1 }, 'data["bad\\u0000key"]'],
    ];
    for (const [data, path] of cases) {
      const { status, body } = await save(token, data);
      expect(status, path).toBe(400);
      expect(body.success).toBe(false);
      expect(body.results).toEqual([]);
      expect(body.info).toEqual([]);
      expect(body.errors).toEqual([
        { message: MESSAGES.badCharacterInField(path), code: ERROR_CODES.VALIDATION },
      ]);
      const log = await lastLog('floor');
      expect(log.success).toBe(false);
      expect(log.action).toBe('save');
      expect(JSON.stringify(log.errors)).toContain(JSON.stringify(path).slice(1, -1));
    }
    expect(await printerSet()).toBe(before);
    // A pair of surrogates is a real character (an emoji) and passes the check.
    const emoji = await save(token, { printer_set: 'P\uD83D\uDE00' });
    expect(emoji.body.errors.map((e) => e.message)).not.toContain(
      MESSAGES.badCharacterInField('data.printer_set'),
    );
  });

  it('refuses them in the envelope itself, and on the REST routes', async () => {
    const token = await server.login('admin');
    const entity = await server.call(token, 'user', {
      site_id: 'SXD',
      entity: 'user_settings\u0000',
      action: 'save',
      data: {},
    });
    expect(entity.status).toBe(400);
    expect(entity.body.errors[0]!.message).toBe(MESSAGES.badCharacterInField('entity'));
    const site = await server.call(token, 'user', {
      site_id: 'SXD\uD800',
      entity: 'user_settings',
      action: 'save',
      data: {},
    });
    expect(site.status).toBe(400);
    expect(site.body.errors[0]!.message).toBe(MESSAGES.badCharacterInField('site_id'));

    const rest = await server.app.inject({
      method: 'PUT',
      url: '/api/storage/',
      headers: { authorization: `Bearer ${token}` },
      payload: { site_id: 'SXD', search_term: 'a\uDBFF' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors[0].message).toBe(MESSAGES.badCharacterInField('data.search_term'));
    const log = await lastLog('admin');
    expect(log.entity).toBe('storage');
    expect(log.success).toBe(false);
    // Signing in: refused the same way before the user is looked up.
    for (const [payload, path] of [
      [{ username: 'floor\u0000', password: PASSWORD }, 'username'],
      [{ username: 'floor', password: 'demo\uD800' }, 'password'],
    ] as const) {
      const signIn = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
      });
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json().errors[0].message).toBe(MESSAGES.badCharacterInField(path));
    }
    // Unsigned callers learn nothing about the envelope rules.
    const unsigned = await server.call(undefined, 'user', {
      site_id: 'SXD',
      entity: 'x\u0000',
      action: 'save',
    });
    expect(unsigned.status).toBe(401);
  });
});
