import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  LOGIN_ADDRESS_FACTOR,
  MESSAGES,
  ZLoginAnswer,
  ZSessionUser,
} from '../../src/contract';
import { sessions, users } from '../../server/db/schema';
import { LOGIN_SLOW_STEP_MS } from '../../server/areas/auth/rate-limiter';
import { hashToken } from '../../server/areas/auth/tokens';
import { startServer } from './harness';

const LIMIT = 3;
const server = startServer({ loginRateLimit: LIMIT });

const login = (username: string, password: string, ip = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

/** The sign-in counters start again (as a minute later): later tests sign the same users in. */
const forgetLimits = () => server.db.execute(sql`DELETE FROM wms.login_limits`);

describe('sign-in', () => {
  it('signs in by user_id and answers token, expiry and the session user', async () => {
    const response = await login('admin', 'demo1234');
    expect(response.statusCode).toBe(200);
    const body = ZLoginAnswer.parse(response.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    expect(body.user.user_id).toBe('admin');
    expect(body.user.display_name).toBe('Priya Raman');
    expect(body.user.sites.map((s) => s.site_id).sort()).toEqual(['SXD', 'TAS']);
    const sxd = body.user.sites.find((s) => s.site_id === 'SXD')!;
    expect(sxd.site_name).toBe('Southern Cross Distribution');
    expect(sxd.current_warehouse).toBe('DC1');
    expect(sxd.permissions.site).toEqual({ view: true, update: true, delete: true });
  });

  it('signs in by email address, case-insensitively', async () => {
    const response = await login('Floor@WMS.example', 'demo1234');
    expect(response.statusCode).toBe(200);
    const user = ZLoginAnswer.parse(response.json()).user;
    expect(user.user_id).toBe('floor');
    const sxd = user.sites[0]!;
    expect(user.sites).toHaveLength(1);
    expect(sxd.permissions.in).toEqual({ view: true, update: true, delete: false });
    expect(sxd.permissions.admin).toBeUndefined();
  });

  it("gives the provider's role every active site including GLOBAL with every permission", async () => {
    const response = await login('provider', 'demo1234');
    const user = ZLoginAnswer.parse(response.json()).user;
    expect(user.role).toBe('provider');
    expect(user.sites.map((s) => s.site_id).sort()).toEqual(['GLOBAL', 'SXD', 'TAS']);
    for (const site of user.sites)
      expect(site.permissions.user).toEqual({ view: true, update: true, delete: true });
  });

  it('answers 401 Bad credentials for a wrong password and the same for an unknown user', async () => {
    const wrong = await login('viewer', 'not-the-password', '10.0.0.2');
    const unknown = await login('nobody-here', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      results: [],
      errors: [{ message: MESSAGES.badCredentials, code: ERROR_CODES.BAD_CREDENTIALS }],
      warnings: [],
      info: [],
    });
  });

  it('refuses an inactive user with the same 401', async () => {
    await server.db.update(users).set({ active_flag: false }).where(eq(users.user_id, 'driver'));
    const response = await login('driver', 'demo1234', '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe(MESSAGES.badCredentials);
    await server.db.update(users).set({ active_flag: true }).where(eq(users.user_id, 'driver'));
  });

  it('answers 400 for a login body without a password', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it(`limits an account after ${LIMIT} failed attempts, from every address`, async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await login('helpdesk', 'wrong', '10.9.9.9')).statusCode).toBe(401);
    const limited = await login('helpdesk', 'demo1234', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(limited.json().errors[0]).toEqual({
      message: MESSAGES.tooManyLoginsFor(seconds),
      code: ERROR_CODES.RATE_LIMITED,
    });
    // The same account from another address is limited too; another account is not.
    expect((await login('helpdesk', 'demo1234', '10.9.9.10')).statusCode).toBe(429);
    expect((await login('viewer', 'demo1234', '10.9.9.9')).statusCode).toBe(200);
    await forgetLimits();
  });

  it('counts failures per account whether its user name or email address was typed', async () => {
    // LIMIT failures spread over the user name, its email address and another spelling.
    const names = ['partner', 'partner@wms.example', 'PARTNER@WMS.EXAMPLE'];
    for (let i = 0; i < LIMIT; i++)
      expect((await login(names[i % names.length]!, 'wrong', '10.8.8.8')).statusCode).toBe(401);
    for (const name of names) {
      const limited = await login(name, 'demo1234', '10.8.8.8');
      expect(limited.statusCode, name).toBe(429);
      expect(limited.json().errors[0].code).toBe(ERROR_CODES.RATE_LIMITED);
    }
    // The account's count holds from another address too.
    expect((await login('partner@wms.example', 'demo1234', '10.8.8.9')).statusCode).toBe(429);
    await forgetLimits();
  });

  it(`slows, never refuses, one address after ${LIMIT * LOGIN_ADDRESS_FACTOR} failures across accounts`, async () => {
    const accounts = ['nobody-1', 'nobody-2', 'nobody-3', 'nobody-4', 'nobody-5', 'nobody-6'];
    for (let i = 0; i < LIMIT * LOGIN_ADDRESS_FACTOR; i++) {
      const name = accounts[i % accounts.length]!;
      expect((await login(name, 'wrong', '10.7.7.7')).statusCode, name).toBe(401);
    }
    // Past it, each answer waits longer (a wrong password is still answered 401).
    for (const name of ['nobody-7', 'nobody-8'])
      expect((await login(name, 'wrong', '10.7.7.7')).statusCode, name).toBe(401);
    // An account never tried still signs in from that address, after a delay.
    const started = Date.now();
    expect((await login('floor', 'demo1234', '10.7.7.7')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * LOGIN_SLOW_STEP_MS - 5);
    await forgetLimits();
  });

  it('stores sessions hashed (never the token) and passwords as salted scrypt', async () => {
    const token = await server.login('viewer');
    const stored = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const [withToken] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.token_hash, token));
    expect(withToken!.n).toBe(0);
    const [user] = await server.db.select().from(users).where(eq(users.user_id, 'viewer'));
    expect(user!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    const [other] = await server.db.select().from(users).where(eq(users.user_id, 'floor'));
    expect(other!.password_hash).not.toBe(user!.password_hash);
  });
});

describe('GET /api/auth/user and logout', () => {
  it('answers the signed-in user, 401 without a token', async () => {
    const token = await server.login('partner');
    const me = await server.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const user = ZSessionUser.parse(me.json());
    expect(user.user_id).toBe('partner');
    expect(user.sites.map((s) => s.site_id)).toEqual(['TAS']);
    expect(user.sites[0]!.permissions.so).toEqual({ view: true, update: false, delete: false });

    const anonymous = await server.app.inject({ url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe(ERROR_CODES.UNAUTHENTICATED);
  });

  it('logout revokes the session: the token no longer works', async () => {
    const token = await server.login('viewer');
    const auth = { authorization: `Bearer ${token}` };
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    expect(out.json().success).toBe(true);
    const after = await server.app.inject({ url: '/api/auth/user', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0]).toMatchObject({
      code: ERROR_CODES.SESSION_EXPIRED,
      message: MESSAGES.sessionExpired,
    });
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    expect(row!.revoked_at).not.toBeNull();
  });

  it('logout accepts a JSON content type with an empty body', async () => {
    const token = await server.login('viewer');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });
});
