import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOG_MESSAGES, type TLogDetail, type TLogSummary } from '../../src/contract';
import { activityLog } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

const log = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'logging', { site_id: site, entity: 'log', action, data });

describe('log check (document 3 Logging: POST log check)', () => {
  it('writes the caller’s record at its site, with its user and session, found by log list', async () => {
    const token = await server.login('viewer');
    const written = await log<TLogDetail>(token, 'check', {
      log: {
        entity: 'picking',
        action: 'scan',
        log_key: 'PK-1042',
        log_key_type: 'PICK',
        log_description: 'Scanned the wrong carton',
        start_time: '2026-11-20T01:00:00.000Z',
        finished_time: '2026-11-20T01:00:02.500Z',
        success: false,
        errors: [{ message: 'Carton 9312 is not on this pick' }],
        request: { barcode: '9312' },
      },
    });
    expect(written.status).toBe(200);
    const [row] = written.body.results;
    expect(row).toMatchObject({
      entity: 'picking',
      action: 'scan',
      log_key: 'PK-1042',
      log_key_type: 'PICK',
      log_lookup: 'SXD-picking-PK-1042',
      user_id: 'viewer',
      success: false,
      duration: 2500,
      status: 'New',
      method: 'POST',
      request: { barcode: '9312' },
      errors: [{ message: 'Carton 9312 is not on this pick' }],
    });
    expect(row!.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const [stored] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.log_id, row!.log_id));
    expect(stored!.site_id).toBe('SXD');

    const found = await log<TLogSummary>(token, 'list', {
      log_lookup: 'SXD-picking-PK-1042',
      errors_only: true,
    });
    expect(found.body.results.map((r) => r.log_id)).toEqual([row!.log_id]);
  });

  it('refuses a bad record and writes nothing; a user_id or site in the record is not taken', async () => {
    const token = await server.login('admin');
    const before = await server.db.select().from(activityLog).where(eq(activityLog.entity, 'bad'));
    const bad = await log(token, 'check', {
      items: [
        { entity: 'bad', action: 'one' },
        {
          entity: 'bad',
          action: 'two',
          start_time: '2026-11-20T02:00:00Z',
          finished_time: '2026-11-20T01:00:00Z',
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.message)).toEqual([LOG_MESSAGES.finishedBeforeStart]);
    const after = await server.db.select().from(activityLog).where(eq(activityLog.entity, 'bad'));
    expect(after).toEqual(before);

    const ok = await log<TLogDetail>(token, 'check', {
      items: [{ entity: 'screen', action: 'open', user_id: 'someone.else', site_id: 'TAS' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results[0]).toMatchObject({
      user_id: 'admin',
      log_lookup: 'SXD-screen-screen/open',
    });
  });
});
