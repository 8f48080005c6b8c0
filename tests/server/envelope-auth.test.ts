import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../src/contract';
import { hashToken } from '../../server/areas/auth/tokens';
import { activityLog, sessions, siteSettings, sites } from '../../server/db/schema';
import { countRows, snapshot } from './helpers';
import { startServer } from './harness';

const server = startServer();

const getSettings = (site_id: string, user_id?: string) => ({
  site_id,
  ...(user_id ? { user_id } : {}),
  entity: 'site_settings',
  action: 'get',
  data: { site_id },
});

describe('every auth failure of an envelope call', () => {
  it('no token: 401 UNAUTHENTICATED, nothing logged', async () => {
    const before = await countRows(server.db, activityLog);
    const { status, body } = await server.call(undefined, 'site', getSettings('SXD'));
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, results: [] });
    expect(body.errors[0]).toEqual({
      message: MESSAGES.notSignedIn,
      code: ERROR_CODES.UNAUTHENTICATED,
    });
    expect(await countRows(server.db, activityLog)).toBe(before);
  });

  it('malformed or unknown token: 401 UNAUTHENTICATED', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer abc',
      'Basic YWRtaW46ZGVtbzEyMzQ=',
      `Bearer ${'A'.repeat(43)}`,
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/site/',
        headers: { authorization },
        payload: getSettings('SXD'),
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().errors[0].code).toBe(ERROR_CODES.UNAUTHENTICATED);
    }
  });

  it('expired session: 401 SESSION_EXPIRED', async () => {
    const token = await server.login('admin');
    await server.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token_hash, hashToken(token)));
    const { status, body } = await server.call(token, 'site', getSettings('SXD'));
    expect(status).toBe(401);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.sessionExpired,
      code: ERROR_CODES.SESSION_EXPIRED,
    });
  });

  it('revoked session: 401 SESSION_EXPIRED', async () => {
    const token = await server.login('admin');
    await server.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.token_hash, hashToken(token)));
    const { status, body } = await server.call(token, 'site', getSettings('SXD'));
    expect(status).toBe(401);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });

  it('a site the user does not belong to: 403 FORBIDDEN_SITE', async () => {
    const token = await server.login('floor');
    const { status, body } = await server.call(token, 'site', getSettings('TAS'));
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.notMemberOfSite,
      code: ERROR_CODES.FORBIDDEN_SITE,
    });
  });

  it('a site that does not exist: 403 FORBIDDEN_SITE, even for the provider', async () => {
    const token = await server.login('provider');
    const { status, body } = await server.call(token, 'site', getSettings('NOPE'));
    expect(status).toBe(403);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_SITE);
  });

  it("GLOBAL for anyone but the provider's role: 403; the provider may", async () => {
    const admin = await server.login('admin');
    const refused = await server.call(admin, 'site', getSettings('GLOBAL'));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({
      message: MESSAGES.globalOnlyProvider,
      code: ERROR_CODES.FORBIDDEN_SITE,
    });

    const provider = await server.login('provider');
    const allowed = await server.call(provider, 'site', getSettings('GLOBAL'));
    expect(allowed.status).toBe(200);
    expect((allowed.body.results[0] as { site_id: string }).site_id).toBe('GLOBAL');
  });

  it('missing permission: 403 FORBIDDEN_PERMISSION with the message, nothing changed', async () => {
    const token = await server.login('floor');
    const current = await server.call(token, 'site', getSettings('SXD'));
    const before = await snapshot(server.db, siteSettings);
    const settings = { ...(current.body.results[0] as object), navbar_variant: 'dark' };
    const { status, body } = await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings },
    });
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.noPermission('site', 'update'),
      code: ERROR_CODES.FORBIDDEN_PERMISSION,
    });
    expect(await snapshot(server.db, siteSettings)).toBe(before);
  });

  it('a body user_id that is not the signed-in user: 403 FORBIDDEN_USER', async () => {
    const token = await server.login('floor');
    const { status, body } = await server.call(token, 'site', getSettings('SXD', 'admin'));
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.userMismatch,
      code: ERROR_CODES.FORBIDDEN_USER,
    });
    // Its own user_id is fine.
    expect((await server.call(token, 'site', getSettings('SXD', 'floor'))).status).toBe(200);
  });

  it('a data site_id other than the envelope site is refused', async () => {
    const token = await server.login('admin');
    const { status, body } = await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'get',
      data: { site_id: 'TAS' },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.SITE_SETTINGS_ERROR);
    expect(body.results).toEqual([]);
  });
});

describe('malformed envelopes get 4xx with a message and write nothing', () => {
  const post = (token: string, payload: string | object, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/api/site/',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it.each([
    [
      'site_id of the wrong type',
      { site_id: 42, entity: 'site_settings', action: 'get', data: { site_id: 'SXD' } },
    ],
    ['missing entity', { site_id: 'SXD', action: 'get', data: { site_id: 'SXD' } }],
    ['missing action', { site_id: 'SXD', entity: 'site_settings' }],
    ['an array', [1, 2, 3]],
    [
      'user_id of the wrong type',
      { site_id: 'SXD', user_id: ['admin'], entity: 'site_settings', action: 'get' },
    ],
  ])('%s: 400 with the malformed-envelope message', async (_name, payload) => {
    const token = await server.login('admin');
    const logs = await countRows(server.db, activityLog);
    const settings = await snapshot(server.db, siteSettings);
    const response = await post(token, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].message).toBe(MESSAGES.malformedEnvelope);
    expect(body.errors[0].exception).toBeTruthy();
    expect(await countRows(server.db, activityLog)).toBe(logs);
    expect(await snapshot(server.db, siteSettings)).toBe(settings);
  });

  it('invalid data (wrong types) for the action: 400 VALIDATION listing the field, nothing changed', async () => {
    const token = await server.login('admin');
    const settings = await snapshot(server.db, siteSettings);
    const response = await post(token, {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings: { site_id: 'SXD', site_name: 'X', logo_height: 'tall' } },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors[0];
    expect(error.code).toBe(ERROR_CODES.VALIDATION);
    expect(error.message).toBe(MESSAGES.invalidData);
    expect(error.exception).toContain('logo_height');
    expect(await snapshot(server.db, siteSettings)).toBe(settings);
  });

  it('a body that is not JSON: 400 with a message', async () => {
    const token = await server.login('admin');
    const logs = await countRows(server.db, activityLog);
    const response = await post(token, '{"site_id": "SXD", entity');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(MESSAGES.malformedEnvelope);
    expect(await countRows(server.db, activityLog)).toBe(logs);
  });

  it('a prototype-poisoning key is refused', async () => {
    const token = await server.login('admin');
    const response = await post(
      token,
      '{"site_id":"SXD","entity":"site_settings","action":"get","__proto__":{"x":1}}',
    );
    expect(response.statusCode).toBe(400);
  });

  it('another content type: 4xx with a message', async () => {
    const token = await server.login('admin');
    const response = await post(token, 'site_id=SXD', 'text/plain');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].message).toBeTruthy();
  });

  it('a body over 1 MB: 413 with the message, nothing written', async () => {
    const token = await server.login('admin');
    const logs = await countRows(server.db, activityLog);
    const settings = await snapshot(server.db, siteSettings);
    const big = {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: {
        settings: { site_id: 'SXD', site_name: 'Big', customer: { blob: 'x'.repeat(1_100_000) } },
      },
    };
    const response = await post(token, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      message: MESSAGES.bodyTooLarge,
      code: ERROR_CODES.TOO_LARGE,
    });
    expect(await countRows(server.db, activityLog)).toBe(logs);
    expect(await snapshot(server.db, siteSettings)).toBe(settings);
    const [site] = await server.db.select().from(sites).where(eq(sites.site_id, 'SXD'));
    expect(site!.site_name).toBe('Southern Cross Distribution');
  });
});

describe('unknown calls', () => {
  it.each([
    ['nosuch', 'site_settings', 'get'],
    ['site', 'nosuch', 'get'],
    ['site', 'site_settings', 'explode'],
  ])(
    'service %s entity %s action %s: 400 UNKNOWN_ACTION, never 500',
    async (service, entity, action) => {
      const token = await server.login('admin');
      const { status, body } = await server.call(token, service, {
        site_id: 'SXD',
        entity,
        action,
        data: {},
      });
      expect(status).toBe(400);
      expect(body.errors[0]).toEqual({
        message: MESSAGES.unknownAction(service, entity, action),
        code: ERROR_CODES.UNKNOWN_ACTION,
      });
    },
  );

  it('answers with and without the trailing slash', async () => {
    const token = await server.login('admin');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: { authorization: `Bearer ${token}` },
      payload: getSettings('SXD'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it('an unknown /api route: 404 envelope', async () => {
    const response = await server.app.inject({ url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ code: ERROR_CODES.NOT_FOUND }],
    });
  });
});
