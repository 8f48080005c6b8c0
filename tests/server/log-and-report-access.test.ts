import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  FIELD_MESSAGES,
  LOG_MESSAGES,
  MESSAGES,
  REPORT_DEFAULT_MODULES,
  type TLogDetail,
  type TLogListRow,
  type TReportDetail,
  type TReportResult,
  type TReportRow,
  type TSiteUserLogEntry,
} from '../../src/contract';
import { activityLog } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();
const SITE = 'TAS';

const log = <T>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'logging', { site_id: SITE, entity: 'log', action, data });
const reporting = <T>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'reporting', { site_id: SITE, entity: 'report', action, data });
const exportFile = (token: string, data: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/reporting/export',
    headers: { authorization: `Bearer ${token}` },
    payload: { site_id: SITE, data },
  });

describe('the activity log answers a record’s request and answer by module', () => {
  it('a delivery user lists admin’s user-list record without its request and answer; admin reads it', async () => {
    const admin = await server.login('admin');
    const driver = await server.login('driver');
    const users = await server.call(admin, 'site', {
      site_id: SITE,
      entity: 'user',
      action: 'list',
      data: {},
    });
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body.results)).toContain('admin@wms.example');
    // The driver may not list users himself.
    const refused = await server.call(driver, 'site', {
      site_id: SITE,
      entity: 'user',
      action: 'list',
      data: {},
    });
    expect(refused.status).toBe(403);

    const search = { summary: false, filter_expression: 'log_key = :k AND user_id = :u' };
    const values = { ':k': 'site/user/list', ':u': 'admin' };
    const seen = await log<TLogListRow>(driver, 'list', { ...search, filter_values: values });
    expect(seen.status).toBe(200);
    const [record] = seen.body.results;
    expect(record).toMatchObject({
      user_id: 'admin',
      action: 'list',
      entity: 'user',
      success: true,
      request: null,
      response: null,
      errors: null,
      withheld: true,
    });
    expect(JSON.stringify(seen.body)).not.toContain('@wms.example');

    const one = await log<TLogDetail>(driver, 'get', { log_id: record!.log_id });
    expect(one.status).toBe(200);
    expect(one.body.results[0]).toMatchObject({ withheld: true, request: null, response: null });
    expect(JSON.stringify(one.body)).not.toContain('@wms.example');

    const full = await log<TLogDetail>(admin, 'get', { log_id: record!.log_id });
    expect(full.body.results[0]!.withheld).toBe(false);
    expect(JSON.stringify(full.body.results[0]!.response)).toContain('admin@wms.example');
    const listed = await log<TLogListRow>(admin, 'list', { ...search, filter_values: values });
    expect(listed.body.results[0]).toMatchObject({ log_id: record!.log_id, withheld: false });
    expect(JSON.stringify(listed.body.results[0]!.request)).toContain('"list"');
  });

  it('a record of a member-only call: its own user and admin view read it, another member does not', async () => {
    const driver = await server.login('driver');
    const partner = await server.login('partner');
    const admin = await server.login('admin');
    const own = await server.call(driver, 'user', {
      site_id: SITE,
      entity: 'profile',
      action: 'get',
      data: {},
    });
    expect(own.status).toBe(200);
    const find = (token: string) =>
      log<TLogListRow>(token, 'list', {
        summary: false,
        filter_expression: 'log_key = :k AND user_id = :u',
        filter_values: { ':k': 'user/profile/get', ':u': 'driver' },
      });
    expect((await find(driver)).body.results[0]).toMatchObject({ withheld: false });
    expect((await find(admin)).body.results[0]).toMatchObject({ withheld: false });
    // partner holds so, po and in view at TAS, not admin view.
    expect((await find(partner)).body.results[0]).toMatchObject({
      user_id: 'driver',
      withheld: true,
      response: null,
    });
  });
});

describe('log check writes client notes that cannot pass for a server call', () => {
  it('refuses a note naming a server call, writes nothing, and admin’s change log stays true', async () => {
    const driver = await server.login('driver');
    const admin = await server.login('admin');
    for (const forged of [
      {
        entity: 'user',
        action: 'reset_password',
        log_key: 'admin',
        log_description: 'Password reset by provider',
      },
      { entity: 'User', action: 'Delete', log_key: 'admin' },
      { entity: 'note', action: 'written', log_key: 'site/user/reset_password' },
    ]) {
      const refused = await log(driver, 'check', { log: forged });
      expect(refused.status, JSON.stringify(forged)).toBe(400);
      expect(refused.body.errors[0]!.message).toBe(
        LOG_MESSAGES.serverCall(forged.entity, forged.action),
      );
    }
    const notes = await server.db
      .select({ id: activityLog.log_id })
      .from(activityLog)
      .where(and(eq(activityLog.user_id, 'driver'), eq(activityLog.client_note, true)));
    expect(notes).toEqual([]);

    const changes = await server.call<TSiteUserLogEntry>(admin, 'site', {
      site_id: SITE,
      entity: 'user',
      action: 'log',
      data: { user_id: 'admin' },
    });
    expect(changes.status).toBe(200);
    expect(changes.body.results.filter((e) => e.changed_by === 'driver')).toEqual([]);
  });

  it('a note is the writer’s, marked as a client note, whatever user it names', async () => {
    const driver = await server.login('driver');
    const admin = await server.login('admin');
    const written = await log<TLogDetail>(driver, 'check', {
      log: {
        entity: 'delivery_note',
        action: 'photo',
        log_key: 'admin',
        log_description: 'Proof of delivery photo taken',
        user_id: 'admin',
      },
    });
    expect(written.status).toBe(200);
    expect(written.body.results[0]).toMatchObject({
      user_id: 'driver',
      client_note: true,
      withheld: false,
      log_lookup: 'TAS-delivery_note-admin',
    });
    const seen = await log<TLogDetail>(admin, 'get', { log_id: written.body.results[0]!.log_id });
    expect(seen.body.results[0]).toMatchObject({ client_note: true, user_id: 'driver' });
    const real = await log<TLogListRow>(admin, 'list', {
      filter_expression: 'log_key = :k',
      filter_values: { ':k': 'logging/log/check' },
    });
    expect(real.body.results[0]).toMatchObject({ user_id: 'driver', client_note: false });
  });
});

describe('reports answer by the modules they read', () => {
  it('a delivery user cannot list, read, run or export STOCK_ON_HAND; admin can', async () => {
    const driver = await server.login('driver');
    const admin = await server.login('admin');
    const theirs = await reporting<TReportRow>(driver, 'list', {});
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.map((r) => r.report)).not.toContain('STOCK_ON_HAND');
    // Reports of sales orders (so view) are still listed to the driver.
    expect(theirs.body.results.map((r) => r.report)).toContain('LATE_ORDERS');

    const forbidden = MESSAGES.noPermission('in', 'view');
    for (const action of ['get', 'report']) {
      const refused = await reporting(driver, action, { report: 'STOCK_ON_HAND' });
      expect(refused.status, action).toBe(403);
      expect(refused.body.errors[0]).toMatchObject({
        message: forbidden,
        code: ERROR_CODES.FORBIDDEN_PERMISSION,
      });
    }
    const file = await exportFile(driver, { report: 'STOCK_ON_HAND', format: 'csv' });
    expect(file.statusCode).toBe(403);
    expect(file.json().errors[0].message).toBe(forbidden);

    const listed = await reporting<TReportRow>(admin, 'list', {});
    const row = listed.body.results.find((r) => r.report === 'STOCK_ON_HAND');
    expect(row?.modules).toEqual(['in']);
    const ran = await reporting<TReportResult>(admin, 'report', { report: 'STOCK_ON_HAND' });
    expect(ran.status).toBe(200);
    expect(ran.body.results[0]!.row_count).toBeGreaterThan(0);
    const csv = await exportFile(admin, { report: 'STOCK_ON_HAND', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Warehouse');
  });

  it('a report saved without modules needs SQL Query view', async () => {
    const admin = await server.login('admin');
    const partner = await server.login('partner');
    const saved = await reporting<TReportRow>(admin, 'check', {
      definition: {
        report: 'ITEM_COUNT',
        label: 'Item count',
        operations: [
          {
            operation_number: 1,
            operation_name: 'q',
            database: 'wms',
            sql_command: 'SELECT count(*)::int AS items FROM wms.inventory',
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    expect(saved.body.results[0]!.modules).toEqual([...REPORT_DEFAULT_MODULES]);
    const detail = await reporting<TReportDetail>(admin, 'get', { report: 'ITEM_COUNT' });
    expect(detail.body.results[0]!.modules).toEqual(['query']);
    // partner views in at TAS, but not query.
    const theirs = await reporting<TReportRow>(partner, 'list', {});
    expect(theirs.body.results.map((r) => r.report)).not.toContain('ITEM_COUNT');
    const run = await reporting(partner, 'report', { report: 'ITEM_COUNT' });
    expect(run.status).toBe(403);
    expect(run.body.errors[0]!.message).toBe(MESSAGES.noPermission('query', 'view'));
  });
});

describe('impossible dates are refused with a 400, never a 500', () => {
  const refusedDates = async (
    call: Promise<{ status: number; body: { errors: { message: string; exception?: string }[] } }>,
    fields: string[],
  ) => {
    const { status, body } = await call;
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.invalidData);
    for (const f of fields) expect(body.errors[0]!.exception).toContain(f);
    expect(body.errors[0]!.exception).toContain(FIELD_MESSAGES.date);
  };

  it('log list with date_part 2026-13-45', async () => {
    const admin = await server.login('admin');
    await refusedDates(log(admin, 'list', { date_part: '2026-13-45' }), ['date_part']);
  });

  it('report list with from_date 2026-13-45 or to_date 2026-02-30', async () => {
    const admin = await server.login('admin');
    await refusedDates(reporting(admin, 'list', { from_date: '2026-13-45' }), ['from_date']);
    await refusedDates(reporting(admin, 'list', { to_date: '2026-02-30' }), ['to_date']);
    const fine = await reporting(admin, 'list', {
      from_date: '2026-02-28',
      to_date: '2026-03-01T23:59:59.000Z',
    });
    expect(fine.status).toBe(200);
  });
});

describe('the API description needs sign-in', () => {
  it('GET /api/docs and /api/docs/* answer 401 without a token', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/openapi.json']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(JSON.stringify(response.json())).not.toContain('/api/site/');
    }
    const token = await server.login('driver');
    const auth = { authorization: `Bearer ${token}` };
    const doc = await server.app.inject({ url: '/api/docs', headers: auth });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/site/');
    const other = await server.app.inject({ url: '/api/docs/openapi.json', headers: auth });
    expect(other.statusCode).toBe(404);
  });
});
