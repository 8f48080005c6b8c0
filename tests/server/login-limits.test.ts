import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERROR_CODES, LOGIN_ADDRESS_FACTOR, MESSAGES } from '../../src/contract';
import {
  accountKey,
  addressKey,
  LOGIN_SLOW_MAX_MS,
  LOGIN_SLOW_STEP_MS,
} from '../../server/areas/auth/rate-limiter';
import { openDatabase } from '../../server/db/connection';
import { rows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/types';
import { buildApp } from '../../server/http/app';
import { databaseUrl } from './db-template';
import { PASSWORD, startServer } from './harness';

/*
 * The sign-in limits: per account from any address (refused with 429), per address (slowed,
 * never refused), counted in PostgreSQL so that every server process shares them.
 */
const LIMIT = 10;
const server = startServer({ loginRateLimit: LIMIT });

const signIn = (app: FastifyInstance, username: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
const login = (username: string, password: string, ip: string) =>
  signIn(server.app, username, password, ip);

/** A sign-in and how long its answer took. */
async function timedLogin(username: string, password: string, ip: string) {
  const started = Date.now();
  const response = await login(username, password, ip);
  return { response, ms: Date.now() - started };
}

function expectLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.json().errors).toEqual([
    { message: MESSAGES.tooManyLoginsFor(seconds), code: ERROR_CODES.RATE_LIMITED },
  ]);
}

describe('the limit per account', () => {
  const addresses = ['10.1.0.1', '10.1.0.2', '10.1.0.3'];

  it('counts failures from every address: past the limit every address is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login('helpdesk', 'wrong', addresses[i % 3]!)).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual(Array<number>(30 - LIMIT).fill(429));
    // The right password too, from each address and a new one, for the limited minute.
    for (const ip of [...addresses, '10.1.0.4'])
      expectLimited(await login('helpdesk', PASSWORD, ip));
  });

  it('leaves other accounts from the same addresses signing in', async () => {
    for (const ip of addresses) {
      const { response, ms } = await timedLogin('viewer', PASSWORD, ip);
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(LOGIN_SLOW_MAX_MS + 2_000);
    }
  });

  it('signs the account in again once its minute has ended', async () => {
    // The minute ends (as if it had passed).
    await server.db.execute(
      sql`UPDATE wms.login_limits SET window_ends = now() - interval '1 second'
          WHERE key = ${accountKey('helpdesk', 'helpdesk')}`,
    );
    expect((await login('helpdesk', PASSWORD, addresses[0]!)).statusCode).toBe(200);
  });

  it('counts the attempts of one account racing each other exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMIT }, (_, i) => login('driver', 'wrong', `10.1.1.${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
  });
});

describe('the limit per address', () => {
  const busy = '10.2.0.1';
  const addressLimit = LIMIT * LOGIN_ADDRESS_FACTOR;

  it('slows a busy address but still signs in a right password from it', async () => {
    // Many failures over many accounts (a few each: no account reaches its limit).
    const answers = await Promise.all(
      Array.from({ length: addressLimit }, (_, i) => login(`nobody-${i % 20}`, 'wrong', busy)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(addressLimit).fill(401));
    // Past the limit a wrong password is still answered 401, each after a longer delay.
    for (const step of [1, 2, 4]) {
      const wrong = await timedLogin(`nobody-past-${step}`, 'wrong', busy);
      expect(wrong.response.statusCode).toBe(401);
      expect(wrong.ms).toBeGreaterThanOrEqual(step * LOGIN_SLOW_STEP_MS - 5);
    }
    // A fresh account with its right password signs in, after the next delay.
    const right = await timedLogin('floor', PASSWORD, busy);
    expect(right.response.statusCode).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(8 * LOGIN_SLOW_STEP_MS - 5);
    expect(right.ms).toBeLessThan(LOGIN_SLOW_MAX_MS + 2_000);
  });

  it('caps the delay, and a delayed sign-in holds up no other', async () => {
    const flooded = '10.2.0.2';
    await server.db.execute(
      sql`INSERT INTO wms.login_limits (key, attempts, window_ends)
          VALUES (${addressKey(flooded)}, 100000, now() + interval '1 minute')`,
    );
    const slow = timedLogin('partner', PASSWORD, flooded);
    // Another address's sign-in is answered while the flooded one waits.
    const other = await timedLogin('admin', PASSWORD, '10.2.0.3');
    expect(other.response.statusCode).toBe(200);
    const { response, ms } = await slow;
    expect(response.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(LOGIN_SLOW_MAX_MS - 5);
    expect(ms).toBeLessThan(LOGIN_SLOW_MAX_MS + 2_000);
    expect(other.ms).toBeLessThan(ms);
  });
});

describe('two server processes on one database', () => {
  let second: { app: FastifyInstance; handle: DbHandle } | undefined;

  beforeAll(async () => {
    const [{ name }] = (await rows<{ name: string }>(
      server.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    const handle = await openDatabase({
      databaseUrl: databaseUrl(inject('dbTemplate').adminUrl, name),
    });
    const app = await buildApp({
      db: handle.db,
      kind: handle.kind,
      loginRateLimit: LIMIT,
      locationImportPollMs: 0,
    });
    await app.ready();
    second = { app, handle };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
  });

  it('share the count of an account: failures on either add up', async () => {
    const apps = [server.app, second!.app];
    for (let i = 0; i < LIMIT; i++) {
      const answer = await signIn(apps[i % 2]!, 'admin@wms.example', 'wrong', `10.3.0.${i % 2}`);
      expect(answer.statusCode).toBe(401);
    }
    for (const app of apps) expectLimited(await signIn(app, 'admin', PASSWORD, '10.3.0.9'));
  });

  it('share the count under a race between both', async () => {
    const apps = [server.app, second!.app];
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMIT }, (_, i) =>
        signIn(apps[i % 2]!, 'provider', 'wrong', `10.3.1.${i}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
  });

  it('prune the counters whose minute has ended', async () => {
    await server.db.execute(
      sql`INSERT INTO wms.login_limits (key, attempts, window_ends)
          VALUES ('expired-test-row', 3, now() - interval '1 second')`,
    );
    // A failure on a process that has not pruned in the last minute prunes.
    const fresh = await buildApp({
      db: second!.handle.db,
      kind: second!.handle.kind,
      loginRateLimit: LIMIT,
      locationImportPollMs: 0,
    });
    try {
      expect((await signIn(fresh, 'nobody-prune', 'wrong', '10.3.2.1')).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
    const left = await rows<{ key: string }>(
      server.db,
      sql`SELECT key FROM wms.login_limits WHERE key = 'expired-test-row'`,
    );
    expect(left).toEqual([]);
  });
});
