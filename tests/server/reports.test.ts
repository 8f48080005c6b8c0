import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES as M,
  REPORT_STATEMENT_TIMEOUT_MS,
  buildRunParameters,
  resolveDate,
  type TReportDefinitionInput,
  type TReportDetail,
  type TReportResult,
  type TReportRow,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { SQL_TOOL_MESSAGES } from '../../src/contract/sql-tool';
import { runScheduledReport } from '../../server/areas/reports/scheduled-report';
import { compileNamedSql } from '../../server/areas/reports/sql-params';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { startSmtp } from './task-smtp';

const server = startServer();

const reporting = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'reporting', { site_id: site, entity: 'report', action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

/** Save a one-query report at the site (admin holds SQL Query update). */
async function saveQuery(token: string, report: string, sqlText: string, extra: object = {}) {
  const definition: TReportDefinitionInput = {
    report,
    label: report,
    group: 'Tests',
    operations: [
      { operation_number: 1, operation_name: 'q', database: 'wms', sql_command: sqlText },
    ],
    ...extra,
  };
  const saved = await reporting<TReportRow>(token, 'check', { definition });
  expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
}

const run = (token: string, data: object, site = 'SXD') =>
  reporting<TReportResult>(token, 'report', data, site);

const exportFile = (token: string, data: object, site = 'SXD') =>
  server.app.inject({
    method: 'POST',
    url: '/api/reporting/export',
    headers: { authorization: `Bearer ${token}` },
    payload: { site_id: site, data },
  });

describe('report parameters as the run screen sends them', () => {
  it('sends from_date at 00:00:00 and to_date at 23:59:59 (ISO), leaves out empty ones', () => {
    const p = (
      database_field: string,
      field_type: 'from_date' | 'to_date' | 'text' | 'number',
    ) => ({
      database_field,
      display_name: database_field,
      field_type,
      use_list: '',
      selection_mode: 'single' as const,
      default_from: '',
      default_to: '',
      minimum_value: null,
      maximum_value: null,
      required: false,
    });
    const sent = buildRunParameters(
      [p('from_date', 'from_date'), p('to_date', 'to_date'), p('code', 'text'), p('n', 'number')],
      { from_date: '2026-11-02', to_date: '2026-11-09', code: '  ', n: 3 },
      '2026-11-25',
    );
    expect(sent).toEqual({
      parameters: { from_date: '2026-11-02T00:00:00', to_date: '2026-11-09T23:59:59', n: 3 },
      from_date: '2026-11-02T00:00:00',
      to_date: '2026-11-09T23:59:59',
    });
    const relative = buildRunParameters(
      [p('from_date', 'from_date'), p('to_date', 'to_date')],
      { from_date: 'last 7 days', to_date: 'last 7 days' },
      '2026-11-25',
    );
    expect(relative.parameters).toEqual({
      from_date: '2026-11-19T00:00:00',
      to_date: '2026-11-25T23:59:59',
    });
  });

  it('resolves relative dates on a given day', () => {
    expect(resolveDate('yesterday', '2026-03-01')).toBe('2026-02-28');
    expect(resolveDate('today-7', '2026-03-01')).toBe('2026-02-22');
    expect(resolveDate('last month', '2026-03-15')).toBe('2026-02-01');
    expect(resolveDate('last month', '2026-03-15', true)).toBe('2026-02-28');
    expect(resolveDate('this week', '2026-11-25')).toBe('2026-11-23');
    expect(resolveDate('next tuesday', '2026-11-25')).toBeNull();
  });

  it('binds :names positionally, leaving casts, strings and comments alone', () => {
    const compiled = compileNamedSql(
      "SELECT ':no', x::text -- :nor\nFROM t WHERE a = :a AND b = :b AND c = :a /* :nope */",
    );
    expect(compiled.names).toEqual(['a', 'b']);
    expect(compiled.text).toBe(
      "SELECT ':no', x::text -- :nor\nFROM t WHERE a = $1 AND b = $2 AND c = $1 /* :nope */",
    );
  });
});

describe('reports (reporting / report)', () => {
  it("lists the site's reports and GLOBAL's by group; a 1-character term finds none", async () => {
    const token = await server.login('admin');
    const sxd = await reporting<TReportRow>(token, 'list', {});
    expect(sxd.status).toBe(200);
    const owners = Object.fromEntries(sxd.body.results.map((r) => [r.report, r.site_id]));
    expect(owners).toMatchObject({
      STOCK_ON_HAND: 'GLOBAL',
      LATE_ORDERS: 'GLOBAL',
      MOVEMENT_SHARE: 'SXD',
      STOCK_COUNT_CHECK: 'SXD',
    });
    const groups = sxd.body.results.map((r) => r.group);
    expect(groups).toEqual([...groups].sort());
    const tas = await reporting<TReportRow>(token, 'list', {}, 'TAS');
    // TAS has GLOBAL's reports and its own (the report pack), never SXD's.
    expect(tas.body.results.every((r) => r.site_id === 'GLOBAL' || r.site_id === 'TAS')).toBe(true);
    expect(tas.body.results.map((r) => r.report)).not.toContain('MOVEMENT_SHARE');
    expect((await reporting<TReportRow>(token, 'list', { search_term: 'l' })).body.results).toEqual(
      [],
    );
    const late = await reporting<TReportRow>(token, 'list', { search_term: 'late' });
    expect(late.body.results.map((r) => r.report)).toEqual(['LATE_ORDERS']);
    const picking = await reporting<TReportRow>(token, 'list', {
      search_type: 'GROUP',
      search_term: 'pick',
    });
    expect(picking.body.results.map((r) => r.report)).toEqual([
      'ORDER_FILL_RATE',
      'PICKER_PRODUCTIVITY',
      'PICKS_PER_PICKER',
      'SHORT_PICKS_BY_REASON',
    ]);
  });

  it('gets a report with its parameters and the choices of its list parameters', async () => {
    const token = await server.login('viewer');
    const got = await reporting<TReportDetail>(token, 'get', { report: 'MOVEMENTS_BY_DAY' });
    expect(got.status).toBe(200);
    const report = got.body.results[0]!;
    expect(report.parameters.map((p) => p.field_type)).toEqual(['from_date', 'to_date', 'list']);
    expect(report.list_options.movement_type!.map((o) => o.list_value)).toContain('PICK');
    const missing = await reporting(token, 'get', { report: 'NOPE' });
    expect(missing.status).toBe(404);
    expect(messages(missing.body)).toEqual([M.notFound('NOPE')]);
  });

  it('runs a report with a text parameter: only matching rows of the site', async () => {
    const token = await server.login('viewer');
    const [first] = await rows<{ warehouse: string; n: number }>(
      server.db,
      sql`SELECT warehouse, count(*)::int AS n FROM wms.on_hands
          WHERE site_id = 'SXD' AND quantity <> 0 GROUP BY warehouse ORDER BY warehouse LIMIT 1`,
    );
    const result = await run(token, {
      report: 'STOCK_ON_HAND',
      parameters: { warehouse: first!.warehouse },
    });
    expect(result.status, JSON.stringify(result.body.errors)).toBe(200);
    const answer = result.body.results[0]!;
    expect(answer.columns.map((c) => c.label)).toEqual([
      'Warehouse',
      'Location',
      'Item',
      'Description',
      'Batch',
      'Date Code',
      'Quantity',
    ]);
    expect(answer.row_count).toBe(Math.min(first!.n, 2000));
    expect(new Set(answer.rows.map((r) => r.warehouse))).toEqual(new Set([first!.warehouse]));
    expect(typeof answer.rows[0]!.quantity).toBe('number');
  });

  it('applies the date rules: from 00:00:00 to 23:59:59 in the site zone, relative dates too', async () => {
    const token = await server.login('viewer');
    const [span] = await rows<{ day: string }>(
      server.db,
      sql`SELECT to_char(max(m.timestamp AT TIME ZONE s.local_zone), 'YYYY-MM-DD') AS day
          FROM wms.movements m JOIN wms.sites s ON s.site_id = m.site_id WHERE m.site_id = 'SXD'`,
    );
    const day = span!.day;
    const [expected] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.movements m JOIN wms.sites s ON s.site_id = m.site_id
          WHERE m.site_id = 'SXD' AND (m.timestamp AT TIME ZONE s.local_zone)::date = ${day}::date`,
    );
    const result = await run(token, {
      report: 'MOVEMENTS_BY_DAY',
      parameters: { from_date: `${day}T00:00:00`, to_date: `${day}T23:59:59` },
    });
    expect(result.status, JSON.stringify(result.body.errors)).toBe(200);
    const got = result.body.results[0]!.rows;
    expect(new Set(got.map((r) => r.day))).toEqual(new Set([day]));
    expect(got.reduce((n, r) => n + Number(r.movements), 0)).toBe(expected!.n);

    const picks = await run(token, {
      report: 'MOVEMENTS_BY_DAY',
      parameters: {
        from_date: `${day}T00:00:00`,
        to_date: `${day}T23:59:59`,
        movement_type: ['PICK'],
      },
    });
    expect(new Set(picks.body.results[0]!.rows.map((r) => r.movement_type))).toEqual(
      new Set(['PICK']),
    );

    const relative = await run(token, {
      report: 'MOVEMENTS_BY_DAY',
      parameters: { from_date: 'last 30 days', to_date: 'today' },
    });
    expect(relative.status, JSON.stringify(relative.body.errors)).toBe(200);

    const bad = await run(token, {
      report: 'MOVEMENTS_BY_DAY',
      parameters: { from_date: 'someday', to_date: 'today', movement_type: ['NOPE'] },
    });
    expect(bad.status).toBe(400);
    expect(messages(bad.body)).toEqual([
      M.parameterDate('From'),
      M.parameterNotInList('Movement Type', 'NOPE'),
    ]);
    const missing = await run(token, { report: 'MOVEMENTS_BY_DAY', parameters: {} });
    expect(messages(missing.body)).toEqual([
      M.parameterRequired('From'),
      M.parameterRequired('To'),
    ]);
  });

  it('checks numbers and ranges and refuses a parameter the report does not have', async () => {
    const token = await server.login('viewer');
    const far = await run(token, { report: 'LATE_ORDERS', parameters: { min_days_late: 999 } });
    expect(far.status).toBe(400);
    expect(messages(far.body)).toEqual([M.parameterRange('At least days late', 0, 365)]);
    const odd = await run(token, { report: 'LATE_ORDERS', parameters: { colour: 'red' } });
    expect(messages(odd.body)).toEqual([M.unknownParameter('colour')]);
    const late = await run(token, { report: 'LATE_ORDERS', parameters: { min_days_late: 0 } });
    expect(late.status, JSON.stringify(late.body.errors)).toBe(200);
    for (const r of late.body.results[0]!.rows) {
      expect(Number(r.days_late)).toBeGreaterThanOrEqual(0);
      expect(['complete', 'deleted']).not.toContain(r.wms_status);
    }
  });

  it("never shows another site's rows, even to SQL that asks for them", async () => {
    const token = await server.login('admin');
    await saveQuery(token, 'T_SITES', 'SELECT DISTINCT site_id FROM wms.on_hands ORDER BY 1');
    const mine = await run(token, { report: 'T_SITES' });
    expect(mine.body.results[0]!.rows).toEqual([{ site_id: 'SXD' }]);
    await saveQuery(
      token,
      'T_TAS',
      "SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id = 'TAS'",
    );
    expect((await run(token, { report: 'T_TAS' })).body.results[0]!.rows).toEqual([{ n: 0 }]);
    const [tasRows] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id = 'TAS'`,
    );
    expect(tasRows!.n).toBeGreaterThan(0);
    // A GLOBAL report run at TAS reads TAS's rows only.
    const atTas = await run(token, { report: 'STOCK_ON_HAND' }, 'TAS');
    expect(atTas.status, JSON.stringify(atTas.body.errors)).toBe(200);
    expect(atTas.body.results[0]!.rows.length).toBeGreaterThan(0);
    const sxdLocations = await rows<{ location: string }>(
      server.db,
      sql`SELECT DISTINCT location FROM wms.on_hands WHERE site_id = 'SXD'`,
    );
    const tasLocations = await rows<{ location: string }>(
      server.db,
      sql`SELECT DISTINCT location FROM wms.on_hands WHERE site_id = 'TAS'`,
    );
    const onlySxd = new Set(
      sxdLocations
        .map((r) => r.location)
        .filter((l) => !tasLocations.some((t) => t.location === l)),
    );
    expect(atTas.body.results[0]!.rows.some((r) => onlySxd.has(String(r.location)))).toBe(false);
    // The SXD-owned report is not offered at TAS.
    expect((await run(token, { report: 'T_SITES' }, 'TAS')).status).toBe(404);
  });

  it('refuses a write in a report, and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id = 'SXD'`,
    );
    for (const [code, text] of [
      ['T_DELETE', 'DELETE FROM wms.on_hands RETURNING location'],
      ['T_WITH', 'WITH d AS (DELETE FROM wms.on_hands RETURNING 1) SELECT count(*) FROM d'],
      ['T_UPDATE', 'UPDATE wms.on_hands SET quantity = 0'],
      ['T_SETCFG', "SELECT set_config('app.site_id', 'TAS', true)"],
      ['T_TWO', 'SELECT 1; DELETE FROM wms.on_hands'],
    ] as const) {
      await saveQuery(token, code, text);
      const refused = await run(token, { report: code });
      expect(refused.status, `${code}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    const after = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id = 'SXD'`,
    );
    expect(after).toEqual(before);
  });

  it('stops a report at its statement time-out', async () => {
    const token = await server.login('admin');
    await saveQuery(
      token,
      'T_SLOW',
      'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 500000000) SELECT count(*) FROM t',
    );
    const started = Date.now();
    const slow = await run(token, { report: 'T_SLOW' });
    expect(slow.status).toBe(400);
    expect(messages(slow.body)[0]).toBe(SQL_TOOL_MESSAGES.timedOut(REPORT_STATEMENT_TIMEOUT_MS));
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('exports CSV and XLSX with the report columns and rows', async () => {
    const token = await server.login('viewer');
    const data = { report: 'LATE_ORDERS', parameters: { min_days_late: 0 } };
    const screen = (await run(token, data)).body.results[0]!;
    expect(screen.rows.length).toBeGreaterThan(0);

    const csv = await exportFile(token, { ...data, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="LATE_ORDERS-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sales Order,Warehouse,Customer,Required,Days Late,WMS Status,ERP Status',
    );
    expect(lines.length - 1).toBe(screen.rows.length);
    const first = screen.rows[0]!;
    expect(lines[1]!.split(',').slice(0, 5)).toEqual([
      String(first.sales_order),
      String(first.warehouse),
      String(first.customer_code),
      String(first.required_date),
      String(first.days_late),
    ]);

    const xlsx = await exportFile(token, { ...data, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Late orders');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sales Order',
      'Warehouse',
      'Customer',
      'Required',
      'Days Late',
      'WMS Status',
      'ERP Status',
    ]);
    expect(sheet.rowCount).toBe(screen.rows.length + 1);
    expect(sheet.getCell('A2').value).toBe(first.sales_order);
    expect(sheet.getCell('E2').value).toBe(first.days_late);

    const refused = await exportFile(token, {
      report: 'LATE_ORDERS',
      parameters: { min_days_late: -1 },
      format: 'csv',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TEnvelopeAnswer<unknown>>().errors[0]!.message).toBe(
      M.parameterRange('At least days late', 0, 365),
    );
    const stranger = await exportFile(await server.login('partner'), { ...data, format: 'csv' });
    expect(stranger.statusCode).toBe(403);
  });

  it('runs transforms in the sandbox, and stops one that loops or reaches for the host', async () => {
    const token = await server.login('admin');
    const share = await run(token, {
      report: 'MOVEMENT_SHARE',
      parameters: { moved: { from: '2000-01-01', to: '2100-12-31' } },
    });
    expect(share.status, JSON.stringify(share.body.errors)).toBe(200);
    const total = share.body.results[0]!.rows.reduce((n, r) => n + Number(r.share_pct), 0);
    expect(total).toBeGreaterThan(99);
    expect(total).toBeLessThan(101);

    const transform = (report: string, code: string) =>
      saveQuery(token, report, 'SELECT 1 AS one', {
        operations: [
          { operation_number: 1, operation_name: 'q', sql_command: 'SELECT 1 AS one' },
          {
            operation_number: 2,
            operation_name: 't',
            operation_type: 'transform',
            code_snippets: code,
          },
        ],
      });
    await transform('T_LOOP', 'while (true) {}');
    const loop = await run(token, { report: 'T_LOOP' });
    expect(loop.status).toBe(400);
    expect(messages(loop.body)[0]).toMatch(/^The transform 't' failed: it ran for more than 3 s/);
    await transform(
      'T_HOST',
      'return [{ p: typeof process, r: typeof require, f: typeof fetch }];',
    );
    const host = await run(token, { report: 'T_HOST' });
    expect(host.body.results[0]!.rows).toEqual([
      { p: 'undefined', r: 'undefined', f: 'undefined' },
    ]);
  });

  it('runs an import report on the rows of an uploaded file', async () => {
    const token = await server.login('viewer');
    const [held] = await rows<{ location: string; inventory_code: string; q: number }>(
      server.db,
      sql`SELECT location, inventory_code, sum(quantity)::float8 AS q FROM wms.on_hands
          WHERE site_id = 'SXD' GROUP BY 1, 2 ORDER BY 1, 2 LIMIT 1`,
    );
    const none = await run(token, { report: 'STOCK_COUNT_CHECK' });
    expect(messages(none.body)).toEqual([M.importFileNeeded]);
    const counted = await run(token, {
      report: 'STOCK_COUNT_CHECK',
      import_data: [
        {
          location: held!.location,
          inventory_code: held!.inventory_code,
          counted: String(held!.q + 2),
        },
      ],
    });
    expect(counted.status, JSON.stringify(counted.body.errors)).toBe(200);
    expect(counted.body.results[0]!.rows).toEqual([
      {
        location: held!.location,
        inventory_code: held!.inventory_code,
        counted: held!.q + 2,
        on_hand: held!.q,
        difference: 2,
      },
    ]);
  });

  it('saves and deletes with SQL Query update; a GLOBAL code and doubled names are refused', async () => {
    const viewer = await server.login('viewer');
    const definition = {
      report: 'T_MINE',
      label: 'Mine',
      operations: [{ operation_number: 1, operation_name: 'q', sql_command: 'SELECT 1 AS one' }],
    };
    expect((await reporting(viewer, 'check', { definition })).status).toBe(403);
    const admin = await server.login('admin');
    expect((await reporting(admin, 'check', { definition })).status).toBe(200);
    const global = await reporting(admin, 'check', {
      definition: { ...definition, report: 'STOCK_ON_HAND' },
    });
    expect(global.status).toBe(409);
    expect(messages(global.body)).toEqual([M.globalReadOnly('STOCK_ON_HAND')]);
    const twice = await reporting(admin, 'check', {
      definition: {
        ...definition,
        parameters: [
          { database_field: 'a', display_name: 'A' },
          { database_field: 'a', display_name: 'A again' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(messages(twice.body)).toEqual([M.listedTwice('Parameter', 'a')]);
    expect((await reporting(admin, 'delete', { report: 'STOCK_ON_HAND' })).status).toBe(409);
    expect((await reporting(admin, 'delete', { report: 'T_MINE' })).status).toBe(200);
    expect((await reporting(admin, 'get', { report: 'T_MINE' })).status).toBe(404);
  });

  it('mails a scheduled report with its export attached (task master lambda)', async () => {
    const smtp = await startSmtp();
    try {
      const summary = await runScheduledReport({
        db: server.db,
        siteId: 'SXD',
        payload: {
          report: 'MOVEMENTS_BY_DAY',
          format: 'csv',
          email_address: 'manager@example.com',
          parameters: { from_date: 'last 30 days', to_date: 'today' },
        },
        now: new Date(),
        smtpUrl: smtp.url,
      });
      expect(summary).toMatch(
        /^Report MOVEMENTS_BY_DAY: \d+ row\(s\) mailed to manager@example.com$/,
      );
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['manager@example.com']);
      expect(mail.subject).toMatch(/^Movements by day \(SXD, \d{4}-\d{2}-\d{2}\)$/);
      expect(mail.body).toMatch(/filename=MOVEMENTS_BY_DAY-\d{4}-\d{2}-\d{2}\.csv/);
      const part = mail.body.slice(mail.body.lastIndexOf('Content-Type: text/csv'));
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n').split(/\r?\n--/)[0]!;
      const attached = /base64/i.test(head)
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : content;
      expect(attached.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('Day,Type,Movements,Quantity');
    } finally {
      await smtp.close();
    }
  });
});
