import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOG_MESSAGES,
  type TLogDetail,
  type TLogListRow,
  type TLogSummary,
} from '../../src/contract';
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
  it('log list: a filter expression narrows the search; summary false answers the detail', async () => {
    const token = await server.login('admin');
    const written = await log<TLogDetail>(token, 'check', {
      items: [
        {
          entity: 'dock',
          action: 'unload',
          log_key: 'TRK-77',
          log_description: 'Reefer trailer 77 unloaded',
        },
        {
          entity: 'dock',
          action: 'unload',
          log_key: 'TRK-78',
          log_description: 'Dry van 78 unloaded',
          request: { door: 4 },
        },
        {
          entity: 'dock',
          action: 'inspect',
          log_key: 'TRK-78',
          log_description: 'Seal checked on van 78',
        },
      ],
    });
    expect(written.status).toBe(200);
    const search = (data: Record<string, unknown>) =>
      log<TLogListRow>(token, 'list', { entity: 'dock', ...data });
    const keys = async (data: Record<string, unknown>) =>
      (await search(data)).body.results.map((r) => `${r.action} ${r.log_key}`).sort();

    expect(await keys({})).toEqual(['inspect TRK-78', 'unload TRK-77', 'unload TRK-78']);
    expect(
      await keys({ filter_expression: 'action = :a', filter_values: { ':a': 'unload' } }),
    ).toEqual(['unload TRK-77', 'unload TRK-78']);
    expect(
      await keys({
        filter_expression: 'begins_with(log_key, :k) AND contains(log_description, :d)',
        filter_values: { ':k': 'TRK-7', ':d': 'van 78' },
      }),
    ).toEqual(['inspect TRK-78', 'unload TRK-78']);
    // A LIKE wildcard in a value is taken as text.
    expect(
      await keys({ filter_expression: 'contains(log_key, :k)', filter_values: { ':k': '%' } }),
    ).toEqual([]);

    const summaries = await search({
      filter_expression: 'log_key = :k',
      filter_values: { ':k': 'TRK-78' },
    });
    expect(summaries.body.results[0]).not.toHaveProperty('request');
    const details = await search({
      summary: false,
      filter_expression: 'action = :a AND log_key = :k',
      filter_values: { ':a': 'unload', ':k': 'TRK-78' },
    });
    expect(details.body.results).toHaveLength(1);
    expect(details.body.results[0]).toMatchObject({
      method: 'POST',
      status: 'New',
      request: { door: 4 },
    });

    for (const [filter_expression, filter_values] of [
      ['password = :p', { ':p': 'x' }],
      ['action = :missing', {}],
      ['action <> :a', { ':a': 'x' }],
      ["action = 'unload'", {}],
    ] as const) {
      const refused = await search({ filter_expression, filter_values });
      expect(refused.status, filter_expression).toBe(400);
      expect(refused.body.errors[0]!.message, filter_expression).toMatch(/expression/i);
    }
  });
});
