import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../src/contract';
import { activityLog, sessions, userSites, users } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

async function lastLog(userId: string) {
  const [row] = await server.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.user_id, userId))
    .orderBy(desc(activityLog.log_id))
    .limit(1);
  return row!;
}

describe('one transaction per call', () => {
  it('a handler error rolls back everything the call wrote', async () => {
    const token = await server.login('admin');
    // current_site is saved first, then the unknown warehouse fails the call.
    const { status, body } = await server.call(token, 'user', {
      site_id: 'SXD',
      entity: 'user_settings',
      action: 'save',
      data: { current_site: 'TAS', current_warehouse: 'NOPE' },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('NOPE'));
    const [user] = await server.db.select().from(users).where(eq(users.user_id, 'admin'));
    expect(user!.current_site).toBe('SXD');
    const [membership] = await server.db
      .select()
      .from(userSites)
      .where(and(eq(userSites.site_id, 'SXD'), eq(userSites.user_id, 'admin')));
    expect(membership!.current_warehouse).toBe('DC1');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the default message, hide internals and still log the call', async () => {
    const token = await server.login('floor');
    await server.db.execute(sql`alter table wms.warehouses rename to warehouses_gone`);
    try {
      const { status, body } = await server.call(token, 'warehouse', {
        site_id: 'SXD',
        entity: 'warehouse',
        action: 'get',
        data: { warehouse: 'DC1' },
      });
      expect(status).toBe(500);
      expect(body).toEqual({
        success: false,
        results: [],
        errors: [{ message: MESSAGES.defaultError, code: ERROR_CODES.INTERNAL }],
        warnings: [],
        info: [],
      });
    } finally {
      await server.db.execute(sql`alter table wms.warehouses_gone rename to warehouses`);
    }
    const log = await lastLog('floor');
    expect(log).toMatchObject({ success: false, log_key: 'warehouse/warehouse/get' });
  });
});

describe('the activity log', () => {
  it('records a successful call with the spec fields', async () => {
    const token = await server.login('floor');
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, 'floor'))
      .orderBy(desc(sessions.created_at))
      .limit(1);
    const { status } = await server.call(token, 'warehouse', {
      site_id: 'SXD',
      user_id: 'floor',
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'DC1' },
    });
    expect(status).toBe(200);
    const log = await lastLog('floor');
    expect(log).toMatchObject({
      site_id: 'SXD',
      action: 'get',
      method: 'POST',
      entity: 'warehouse',
      log_key: 'warehouse/warehouse/get',
      log_key_type: 'warehouse',
      log_lookup: 'SXD-warehouse-DC1',
      success: true,
      errors: null,
      user_id: 'floor',
      session_id: session!.session_id,
      local_zone: 'Australia/Melbourne',
    });
    expect(log.request).toMatchObject({
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'DC1' },
    });
    expect(log.response).toMatchObject({ success: true, results: [{ warehouse: 'DC1' }] });
    expect(log.finished_time.getTime()).toBeGreaterThanOrEqual(log.start_time.getTime());
    expect(log.duration).toBeGreaterThanOrEqual(0);
    // The session id logged is not the token nor its hash.
    expect(log.session_id).not.toBe(token);
  });

  it('records a failed call with its errors and redacts passwords', async () => {
    const token = await server.login('viewer');
    const { status, body } = await server.call(token, 'user', {
      site_id: 'SXD',
      entity: 'profile',
      action: 'change_password',
      data: { current_password: 'guess-1234', new_password: 'SuperSecret99' },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.currentPasswordWrong);
    const log = await lastLog('viewer');
    expect(log.success).toBe(false);
    expect(log.log_key).toBe('user/profile/change_password');
    expect(log.errors).toEqual([
      { message: MESSAGES.currentPasswordWrong, code: ERROR_CODES.BAD_REQUEST },
    ]);
    expect(log.request).toMatchObject({
      data: { current_password: '[redacted]', new_password: '[redacted]' },
    });
    expect(JSON.stringify(log.request)).not.toContain('SuperSecret99');
    expect(JSON.stringify(log.request)).not.toContain('guess-1234');
  });

  it('records refused permissions and unknown actions (past sign-in and site checks)', async () => {
    const token = await server.login('viewer');
    await server.call(token, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: {},
    });
    let log = await lastLog('viewer');
    expect(log).toMatchObject({ success: false, log_key: 'site/site_settings/check' });
    expect(log.errors).toEqual([
      { message: MESSAGES.noPermission('site', 'update'), code: ERROR_CODES.FORBIDDEN_PERMISSION },
    ]);

    await server.call(token, 'site', { site_id: 'SXD', entity: 'bogus', action: 'x' });
    log = await lastLog('viewer');
    expect(log).toMatchObject({ success: false, log_key: 'site/bogus/x' });
  });

  it('does not record calls refused before the site check', async () => {
    const token = await server.login('partner');
    const before = (await lastLog('partner'))?.log_id;
    const { status } = await server.call(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'warehouse',
      action: 'list',
    });
    expect(status).toBe(403);
    expect((await lastLog('partner'))?.log_id).toBe(before);
  });
});
