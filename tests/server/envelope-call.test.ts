import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, SESSION_TTL_HOURS } from '../../src/contract';
import { hashToken } from '../../server/areas/auth/tokens';
import { settleLateCommits } from '../../server/db/call-transaction';
import { rows } from '../../server/db/sql';
import {
  activityLog,
  sessions,
  sites,
  userPermissions,
  userSites,
  users,
} from '../../server/db/schema';
import { countRows } from './helpers';
import { startServer } from './harness';

const server = startServer();

const getSettings = (site_id: string) => ({
  site_id,
  entity: 'site_settings',
  action: 'get',
  data: { site_id },
});

const saveWarehouse = (token: string, warehouse: string, request_id?: string) =>
  server.call(token, 'user', {
    site_id: 'SXD',
    entity: 'user_settings',
    action: 'save',
    data: { current_warehouse: warehouse },
    ...(request_id ? { request_id } : {}),
  });

async function savedWarehouse(userId: string) {
  const [row] = await server.db
    .select()
    .from(userSites)
    .where(and(eq(userSites.site_id, 'SXD'), eq(userSites.user_id, userId)));
  return row?.current_warehouse;
}

async function sessionOf(token: string) {
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(token)));
  return row!;
}

describe('sliding session expiry', () => {
  it('is written at most once a minute per session, not on every call', async () => {
    const token = await server.login('viewer');
    const hash = hashToken(token);
    const seenAgo = (seconds: number) =>
      server.db
        .update(sessions)
        .set({
          last_seen_at: sql`now() - make_interval(secs => ${seconds})`,
          expires_at: sql`now() + interval '1 hour'`,
        })
        .where(eq(sessions.token_hash, hash));

    // Seen 30 s ago: the next calls leave the session row alone.
    await seenAgo(30);
    const before = await sessionOf(token);
    for (let i = 0; i < 3; i++) {
      expect((await server.call(token, 'site', getSettings('SXD'))).status).toBe(200);
    }
    const untouched = await sessionOf(token);
    expect(untouched.last_seen_at).toEqual(before.last_seen_at);
    expect(untouched.expires_at).toEqual(before.expires_at);

    // Seen 2 minutes ago: the next call records it and slides the expiry a full TTL on.
    await seenAgo(120);
    const calledAt = Date.now();
    expect((await server.call(token, 'site', getSettings('SXD'))).status).toBe(200);
    const touched = await sessionOf(token);
    expect(touched.last_seen_at.getTime()).toBeGreaterThanOrEqual(calledAt - 1000);
    expect(touched.expires_at.getTime()).toBeGreaterThanOrEqual(
      calledAt + SESSION_TTL_HOURS * 3_600_000 - 1000,
    );
  });

  it('an expired session is refused even when it was seen moments ago', async () => {
    const token = await server.login('viewer');
    await server.db
      .update(sessions)
      .set({ last_seen_at: sql`now()`, expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.token_hash, hashToken(token)));
    const { status, body } = await server.call(token, 'site', getSettings('SXD'));
    expect(status).toBe(401);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});

describe('sign-in and site standing are read fresh on every call', () => {
  it('a logout refuses the very next call with the same token', async () => {
    const token = await server.login('viewer');
    expect((await server.call(token, 'site', getSettings('SXD'))).status).toBe(200);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const { status, body } = await server.call(token, 'site', getSettings('SXD'));
    expect(status).toBe(401);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });

  it('a user deactivated while signed in is refused on the next call', async () => {
    const token = await server.login('driver');
    try {
      await server.db.update(users).set({ active_flag: false }).where(eq(users.user_id, 'driver'));
      const { status, body } = await server.call(token, 'site', getSettings('TAS'));
      expect(status).toBe(401);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.UNAUTHENTICATED);
    } finally {
      await server.db.update(users).set({ active_flag: true }).where(eq(users.user_id, 'driver'));
    }
  });

  it('an inactive site is refused to its members and to the provider', async () => {
    const member = await server.login('admin');
    const provider = await server.login('provider');
    await server.db.update(sites).set({ active: false }).where(eq(sites.site_id, 'TAS'));
    try {
      for (const token of [member, provider]) {
        const { status, body } = await server.call(token, 'site', getSettings('TAS'));
        expect(status).toBe(403);
        expect(body.errors[0]).toEqual({
          message: MESSAGES.notMemberOfSite,
          code: ERROR_CODES.FORBIDDEN_SITE,
        });
      }
    } finally {
      await server.db.update(sites).set({ active: true }).where(eq(sites.site_id, 'TAS'));
    }
    expect((await server.call(member, 'site', getSettings('TAS'))).status).toBe(200);
  });

  it('permissions are those of the request site, and a change applies on the next call', async () => {
    const token = await server.login('admin');
    const check = (site_id: string) =>
      server.call(token, 'site', { site_id, entity: 'site_settings', action: 'check', data: {} });
    const tasSite = and(
      eq(userPermissions.site_id, 'TAS'),
      eq(userPermissions.user_id, 'admin'),
      eq(userPermissions.module, 'site'),
    );
    // Allowed (past the permission check: the empty data is refused by validation).
    expect((await check('TAS')).body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    await server.db.update(userPermissions).set({ update: false }).where(tasSite);
    try {
      const refused = await check('TAS');
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toEqual({
        message: MESSAGES.noPermission('site', 'update'),
        code: ERROR_CODES.FORBIDDEN_PERMISSION,
      });
      expect((await check('SXD')).body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    } finally {
      await server.db.update(userPermissions).set({ update: true }).where(tasSite);
    }
  });

  it('a membership removed applies on the next call', async () => {
    const token = await server.login('admin');
    expect((await server.call(token, 'site', getSettings('TAS'))).status).toBe(200);
    const [membership] = await server.db
      .delete(userSites)
      .where(and(eq(userSites.site_id, 'TAS'), eq(userSites.user_id, 'admin')))
      .returning();
    try {
      expect((await server.call(token, 'site', getSettings('TAS'))).status).toBe(403);
    } finally {
      await server.db.insert(userSites).values(membership!);
    }
  });
});

describe("the call's activity log record", () => {
  it('commits with the call: when it cannot be written, the write is rolled back', async () => {
    const token = await server.login('floor');
    expect((await saveWarehouse(token, 'DC1')).status).toBe(200);
    const logsBefore = await countRows(server.db, activityLog);
    await server.db.execute(
      sql`alter table wms.activity_log add constraint test_no_user_settings_log
            check (log_key <> 'user/user_settings/save') not valid`,
    );
    try {
      const { status, body } = await saveWarehouse(token, 'DC2');
      expect(status).toBe(500);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.INTERNAL);
    } finally {
      await server.db.execute(
        sql`alter table wms.activity_log drop constraint test_no_user_settings_log`,
      );
    }
    expect(await savedWarehouse('floor')).toBe('DC1');
    expect(await countRows(server.db, activityLog)).toBe(logsBefore);
  });

  it('is one row per call: applied, replayed, reused request_id and refused', async () => {
    const token = await server.login('floor');
    const lastLogs = (n: number) =>
      server.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.user_id, 'floor'))
        .orderBy(desc(activityLog.log_id))
        .limit(n);
    let count = await countRows(server.db, activityLog);
    const expectOneMore = async () => {
      const now = await countRows(server.db, activityLog);
      expect(now).toBe(count + 1);
      count = now;
      return (await lastLogs(1))[0]!;
    };

    const applied = await saveWarehouse(token, 'RET', 'log-rows-0001');
    expect(applied.status).toBe(200);
    expect(await expectOneMore()).toMatchObject({
      success: true,
      activity_id: 'log-rows-0001',
      log_key: 'user/user_settings/save',
    });

    const replay = await saveWarehouse(token, 'RET', 'log-rows-0001');
    expect(replay.response.headers['idempotent-replay']).toBe('true');
    const replayLog = await expectOneMore();
    expect(replayLog).toMatchObject({ success: true, activity_id: 'log-rows-0001' });
    expect(replayLog.response).toEqual(applied.body);

    const reused = await server.call(token, 'user', {
      site_id: 'SXD',
      entity: 'profile',
      action: 'get',
      request_id: 'log-rows-0001',
    });
    expect(reused.status).toBe(422);
    expect(await expectOneMore()).toMatchObject({ success: false, log_key: 'user/profile/get' });

    const refused = await saveWarehouse(token, 'NOPE', 'log-rows-0002');
    expect(refused.status).toBe(400);
    expect(await expectOneMore()).toMatchObject({ success: false, activity_id: 'log-rows-0002' });

    const unknown = await server.call(token, 'user', { site_id: 'SXD', entity: 'x', action: 'y' });
    expect(unknown.status).toBe(400);
    expect(await expectOneMore()).toMatchObject({ success: false, log_key: 'user/x/y' });
  });
});

describe('round trips per call', () => {
  /**
   * Statements of the call's own transaction during `fn`: those the connection that opened it
   * sent, from BEGIN (the server's background jobs, polling on other connections meanwhile,
   * are left out).
   */
  async function statements(fn: () => Promise<unknown>): Promise<string[]> {
    const seen: { client: pg.Client; text: string }[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      seen.push({ client: this, text: typeof first === 'string' ? first : (first?.text ?? '?') });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await fn();
    } finally {
      pg.Client.prototype.query = original;
    }
    const start = seen.findIndex((q) => /^\s*begin/i.test(q.text));
    if (start < 0) return seen.map((q) => q.text);
    const call = seen[start]!.client;
    return seen
      .slice(start)
      .filter((q) => q.client === call)
      .map((q) => q.text);
  }

  it('a read: begin with the caller and site, the handler query, log record with commit', async () => {
    const token = await server.login('admin');
    await server.call(token, 'site', getSettings('SXD'));
    const seen = await statements(() => server.call(token, 'site', getSettings('SXD')));
    expect(seen.map((s) => s.trim().split(/\s+/)[0]!.toLowerCase())).toEqual([
      'begin', // sent with the next statement (one round trip)
      'select', // session, user and site standing; role and site
      'select', // the handler's query
      'select', // a read's commit does not wait for the disk (sent with the next two)
      'insert', // the activity log record, in the transaction
      'commit',
    ]);
  });

  /** Hold an EXCLUSIVE lock on the activity log (reads go on, inserts wait) until released. */
  async function lockActivityLog() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.db.transaction(async (tx) => {
      await tx.execute(sql`lock table wms.activity_log in exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holder;
    };
  }

  const siteLogs = async () =>
    (
      await rows<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from wms.activity_log where log_key = 'site/site_settings/get'`,
      )
    )[0]!.n;

  it('a read is answered before its log record commits, and the record follows', async () => {
    const token = await server.login('admin');
    const before = await siteLogs();
    const unlock = await lockActivityLog();
    try {
      const read = await server.call(token, 'site', getSettings('SXD'));
      expect(read.status).toBe(200);
      expect(read.body.results).toHaveLength(1);
      expect(await siteLogs()).toBe(before);
    } finally {
      await unlock();
    }
    await settleLateCommits();
    expect(await siteLogs()).toBe(before + 1);
  });

  it('a write is answered only once its log record has committed with it', async () => {
    const token = await server.login('floor');
    const unlock = await lockActivityLog();
    let answered = false;
    const write = saveWarehouse(token, 'DC2').finally(() => (answered = true));
    try {
      // The write's record (sent with its COMMIT) waits for the lock.
      for (;;) {
        const [waiting] = await rows<{ n: number }>(
          server.db,
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike '%insert into "wms"."activity_log"%'`,
        );
        if (waiting!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(answered).toBe(false);
    } finally {
      await unlock();
    }
    expect((await write).status).toBe(200);
    expect(await savedWarehouse('floor')).toBe('DC2');
  });

  it('a read whose record then fails is still answered, and its connection serves on', async () => {
    const token = await server.login('admin');
    const before = await siteLogs();
    await server.db.execute(
      sql`alter table wms.activity_log add constraint test_no_site_settings_log
            check (log_key <> 'site/site_settings/get') not valid`,
    );
    try {
      // More reads than the pool has connections: each one failed is handed back usable.
      for (let i = 0; i < 12; i++) {
        expect((await server.call(token, 'site', getSettings('SXD'))).status).toBe(200);
      }
      await settleLateCommits();
      expect(await siteLogs()).toBe(before);
    } finally {
      await server.db.execute(
        sql`alter table wms.activity_log drop constraint test_no_site_settings_log`,
      );
    }
    expect((await server.call(token, 'site', getSettings('SXD'))).status).toBe(200);
    await settleLateCommits();
    expect(await siteLogs()).toBe(before + 1);
  });
});
