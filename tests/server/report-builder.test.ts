import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type TBuilderDefinitionInput,
  type TBuiltReportAnswer,
  type TEnvelopeAnswer,
  type TReportResult,
  type TReportRow,
  type TReportSchedule,
} from '../../src/contract';
import { runScheduledReport } from '../../server/areas/reports/scheduled-report';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { startSmtp } from './task-smtp';

const server = startServer();

const call = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'reporting', { site_id: site, entity, action, data });
const builder = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  call<T>(token, 'report_builder', action, data, site);
const schedules = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  call<T>(token, 'report_schedule', action, data, site);
/** The answer's messages with their details (a refused input names each problem there). */
const messages = (body: TEnvelopeAnswer<unknown>) =>
  body.errors.map((e) => `${e.message} ${e.exception ?? ''}`).join(' | ');

/** The text of a mail's attachment (base64 in the raw body). */
function attachment(body: string, type: string): string {
  const part = body.slice(body.lastIndexOf(`Content-Type: ${type}`));
  const content = part.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--|=?-{4}/)[0]!;
  return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** Orders of warehouse DC1 by customer: how many, and the units ordered. */
const BY_CUSTOMER: TBuilderDefinitionInput = {
  dataset: 'orders',
  columns: [
    { column: 'customer_code' },
    { column: 'sales_order', aggregate: 'count' },
    { column: 'units_ordered', aggregate: 'sum' },
  ],
  group_by: ['customer_code'],
  filters: [{ column: 'warehouse', operator: 'equals', value: 'DC1' }],
  sort: [{ column: 'customer_code', direction: 'asc' }],
  chart: { kind: 'bar', label_column: 'customer_code', value_column: 'count_sales_order' },
};

/** The same totals read straight from the tables (owner connection, one site). */
async function expectedByCustomer(site: string) {
  return rows<{ customer_code: string; count_sales_order: number; sum_units_ordered: number }>(
    server.db,
    sql`SELECT o.customer_code, count(*)::int AS count_sales_order,
               coalesce(sum((SELECT sum(l.quantity_ordered) FROM wms.sales_order_lines l
                  WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id)), 0)::float8
                 AS sum_units_ordered
          FROM wms.sales_orders o
         WHERE o.site_id = ${site} AND o.warehouse = 'DC1'
         GROUP BY o.customer_code ORDER BY o.customer_code`,
  );
}

describe('report builder', () => {
  it('compiles, saves and runs a grouped report as a site report', async () => {
    const floor = await server.login('floor'); // so update, no SQL Query update
    const expected = await expectedByCustomer('SXD');
    expect(expected.length).toBeGreaterThan(1);

    const preview = await builder<TReportResult>(floor, 'preview', { definition: BY_CUSTOMER });
    expect(preview.status, messages(preview.body)).toBe(200);
    expect(preview.body.results[0]!.rows).toEqual(expected);

    const saved = await builder<TReportRow>(floor, 'save', {
      report: 'T_BY_CUSTOMER',
      label: 'Orders by customer',
      group: 'Built',
      definition: BY_CUSTOMER,
    });
    expect(saved.status, messages(saved.body)).toBe(200);
    expect(saved.body.results[0]).toMatchObject({ report: 'T_BY_CUSTOMER', modules: ['so'] });

    // It runs as any other report: the filter is a parameter defaulting to its value.
    const run = await call<TReportResult>(floor, 'report', 'report', {
      report: 'T_BY_CUSTOMER',
      parameters: { f1: 'DC1' },
    });
    expect(run.status, messages(run.body)).toBe(200);
    const result = run.body.results[0]!;
    expect(result.rows).toEqual(expected);
    expect(result.columns.map((c) => c.label)).toEqual([
      'Customer',
      'Sales order (Count)',
      'Units ordered (Sum)',
    ]);
    const got = await builder<TBuiltReportAnswer>(floor, 'get', { report: 'T_BY_CUSTOMER' });
    expect(got.body.results[0]!.definition.group_by).toEqual(['customer_code']);

    // The SQL has no value in it: the filter's value is bound.
    const [stored] = await rows<{ sql: string; parameters: unknown }>(
      server.db,
      sql`SELECT operations->0->>'sql_command' AS sql, parameters FROM wms.reports
           WHERE site_id = 'SXD' AND report = 'T_BY_CUSTOMER'`,
    );
    expect(stored!.sql).not.toContain('DC1');
    expect(stored!.sql).toContain(':f1::text');
    expect(stored!.parameters).toMatchObject([{ database_field: 'f1', default_from: 'DC1' }]);
  });

  it('binds filter values, never splices them', async () => {
    const admin = await server.login('admin');
    const quote = await builder<TReportResult>(admin, 'preview', {
      definition: {
        dataset: 'stock',
        columns: [{ column: 'inventory_code' }],
        filters: [{ column: 'inventory_code', operator: 'equals', value: "x' OR '1'='1" }],
      },
    });
    expect(quote.status, messages(quote.body)).toBe(200);
    expect(quote.body.results[0]!.rows).toEqual([]);
  });

  it("resolves a relative date range on the site's today when it runs", async () => {
    const admin = await server.login('admin');
    const answer = await builder<TReportResult>(admin, 'preview', {
      definition: {
        dataset: 'movements',
        columns: [{ column: 'movement_type' }, { column: 'quantity', aggregate: 'sum' }],
        group_by: ['movement_type'],
        filters: [
          {
            column: 'movement_date',
            operator: 'between',
            value: 'last 30 days',
            value_to: 'today',
          },
        ],
      },
    });
    expect(answer.status, messages(answer.body)).toBe(200);
    const expected = await rows<{ movement_type: string; quantity: number }>(
      server.db,
      sql`SELECT m.movement_type, sum(m.movement_qty)::float8 AS quantity
            FROM wms.movements m JOIN wms.sites s ON s.site_id = m.site_id
           WHERE m.site_id = 'SXD'
             AND (m.timestamp AT TIME ZONE s.local_zone)::date
                 BETWEEN (now() AT TIME ZONE s.local_zone)::date - 29
                     AND (now() AT TIME ZONE s.local_zone)::date
           GROUP BY 1 ORDER BY 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.results[0]!.rows.map((r) => [r.movement_type, r.sum_quantity])).toEqual(
      expected.map((r) => [r.movement_type, r.quantity]),
    );
  });

  it('refuses unknown datasets and columns, and summaries that do not suit', async () => {
    const admin = await server.login('admin');
    const dataset = await builder(admin, 'preview', {
      definition: { dataset: 'users', columns: [{ column: 'user_id' }] },
    });
    expect(dataset.status).toBe(400);
    const column = await builder(admin, 'preview', {
      definition: { dataset: 'orders', columns: [{ column: 'password_hash' }] },
    });
    expect(column.status).toBe(400);
    expect(messages(column.body)).toContain("The dataset orders has no column 'password_hash'");
    const injected = await builder(admin, 'save', {
      report: 'T_BAD',
      label: 'Bad',
      definition: {
        dataset: 'orders',
        columns: [{ column: 'customer_code' }],
        group_by: ['customer_code; DROP TABLE wms.reports'],
      },
    });
    expect(injected.status).toBe(400);
    const sumText = await builder(admin, 'preview', {
      definition: { dataset: 'orders', columns: [{ column: 'customer_code', aggregate: 'sum' }] },
    });
    expect(sumText.status).toBe(400);
    const notGrouped = await builder(admin, 'preview', {
      definition: {
        dataset: 'orders',
        columns: [{ column: 'warehouse' }, { column: 'sales_order', aggregate: 'count' }],
      },
    });
    expect(notGrouped.status).toBe(400);
    expect(messages(notGrouped.body)).toContain('group by it or summarise it');
  });

  it("answers each site's own rows: a report of one site is not another's", async () => {
    const admin = await server.login('admin');
    const atTas = await builder<TReportResult>(
      admin,
      'preview',
      {
        definition: {
          dataset: 'movements',
          columns: [{ column: 'movement_type' }, { column: 'quantity', aggregate: 'count' }],
          group_by: ['movement_type'],
        },
      },
      'TAS',
    );
    expect(atTas.status, messages(atTas.body)).toBe(200);
    const expected = await rows<{ movement_type: string; n: number }>(
      server.db,
      sql`SELECT movement_type, count(*)::int AS n FROM wms.movements WHERE site_id = 'TAS'
           GROUP BY 1 ORDER BY 1`,
    );
    expect(atTas.body.results[0]!.rows.map((r) => [r.movement_type, r.count_quantity])).toEqual(
      expected.map((r) => [r.movement_type, r.n]),
    );

    const saved = await builder(admin, 'save', {
      report: 'T_SXD_ONLY',
      label: 'SXD only',
      definition: { dataset: 'stock', columns: [{ column: 'warehouse' }] },
    });
    expect(saved.status).toBe(200);
    expect((await call(admin, 'report', 'report', { report: 'T_SXD_ONLY' }, 'TAS')).status).toBe(
      404,
    );
    expect((await builder(admin, 'get', { report: 'T_SXD_ONLY' }, 'TAS')).status).toBe(404);
  });

  it('refuses a caller without the permissions', async () => {
    const viewer = await server.login('viewer'); // view only
    const definition = BY_CUSTOMER;
    const save = await builder(viewer, 'save', { report: 'T_VIEWER', label: 'V', definition });
    expect(save.status).toBe(403);
    // Viewing is enough to preview.
    expect((await builder(viewer, 'preview', { definition })).status).toBe(200);
    // The floor user may not build on movements they cannot update? They can (mo); on
    // receipts (dd) they hold nothing at all.
    const floor = await server.login('floor');
    const receipts = await builder(floor, 'preview', {
      definition: { dataset: 'receipts', columns: [{ column: 'warehouse' }] },
    });
    expect(receipts.status).toBe(403);
    // A report written in SQL is not replaced by a builder user without SQL Query update.
    const admin = await server.login('admin');
    const sqlReport = await call(admin, 'report', 'check', {
      definition: {
        report: 'T_SQL',
        label: 'SQL',
        modules: ['so'],
        operations: [
          { operation_number: 1, operation_name: 'q', database: 'wms', sql_command: 'SELECT 1' },
        ],
      },
    });
    expect(sqlReport.status).toBe(200);
    const over = await builder(floor, 'save', { report: 'T_SQL', label: 'Mine', definition });
    expect(over.status).toBe(403);
    // Nor may the viewer schedule a report.
    const sched = await schedules(viewer, 'save', {
      report: 'T_BY_CUSTOMER',
      frequency: 'daily',
      hour: 7,
      recipients: 'a@example.com',
    });
    expect(sched.status).toBe(403);
  });
});

describe('report schedules', () => {
  it('keeps a weekly schedule as a report_export task and mails it', async () => {
    const floor = await server.login('floor');
    const made = await builder(floor, 'save', {
      report: 'T_WEEKLY',
      label: 'Weekly orders',
      definition: BY_CUSTOMER,
    });
    expect(made.status, messages(made.body)).toBe(200);
    const saved = await schedules<TReportSchedule>(floor, 'save', {
      report: 'T_WEEKLY',
      frequency: 'weekly',
      weekday: 'monday',
      hour: 7,
      recipients: 'ops@example.com, manager@example.com',
      format: 'csv',
    });
    expect(saved.status, messages(saved.body)).toBe(200);
    const schedule = saved.body.results[0]!;
    expect(schedule).toMatchObject({
      report: 'T_WEEKLY',
      frequency: 'weekly',
      weekday: 'monday',
      hour: 7,
      recipients: 'ops@example.com, manager@example.com',
      format: 'csv',
    });
    const [task] = await rows<Record<string, unknown>>(
      server.db,
      sql`SELECT t.*, s.local_zone,
                 to_char(t.next_due AT TIME ZONE t.timezone, 'ID HH24:MI') AS due_local
            FROM wms.tasks t JOIN wms.sites s ON s.site_id = t.site_id
           WHERE t.site_id = 'SXD' AND t.task_id = ${schedule.task_id}`,
    );
    expect(task).toMatchObject({
      lambda: 'report_export',
      schedule: 'rate(1 hour)',
      start_hour: 7,
      end_hour: 8,
      monday: true,
      tuesday: false,
      sunday: false,
      active: true,
      payload: {
        report: 'T_WEEKLY',
        format: 'csv',
        email_address: 'ops@example.com, manager@example.com',
      },
      due_local: '1 07:00',
    });
    expect(task!.timezone).toBe(task!.local_zone);
    // The filters are not copied: a run takes the report's defaults, so re-saving it counts.
    expect(task!.payload).not.toHaveProperty('parameters');

    const listed = await schedules<TReportSchedule>(floor, 'list', { report: 'T_WEEKLY' });
    expect(listed.body.results.map((s) => s.task_id)).toEqual([schedule.task_id]);

    const smtp = await startSmtp();
    try {
      const summary = await runScheduledReport({
        db: server.db,
        siteId: 'SXD',
        payload: task!.payload as Record<string, unknown>,
        now: new Date(),
        smtpUrl: smtp.url,
      });
      expect(summary).toMatch(/^Report T_WEEKLY: \d+ row\(s\) mailed to/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['ops@example.com', 'manager@example.com']);
      const csv = attachment(smtp.received[0]!.body, 'text/csv');
      expect(csv).toContain('Customer,Sales order (Count),Units ordered (Sum)');
      const expected = await expectedByCustomer('SXD');
      expect(summary).toContain(`: ${expected.length} row(s) mailed`);
      expect(csv).toContain(
        `${expected[0]!.customer_code},${expected[0]!.count_sales_order},${expected[0]!.sum_units_ordered}`,
      );

      // The report saved again with another filter value: the next mail follows it.
      const resaved = await builder(floor, 'save', {
        report: 'T_WEEKLY',
        label: 'Weekly orders',
        definition: {
          ...BY_CUSTOMER,
          filters: [{ column: 'warehouse', operator: 'equals', value: 'NO_SUCH_WH' }],
        },
      });
      expect(resaved.status, messages(resaved.body)).toBe(200);
      const none = await runScheduledReport({
        db: server.db,
        siteId: 'SXD',
        payload: task!.payload as Record<string, unknown>,
        now: new Date(),
        smtpUrl: smtp.url,
      });
      expect(none).toMatch(/^Report T_WEEKLY: 0 row\(s\) mailed/);
    } finally {
      await smtp.close();
    }

    // Monthly on the 15th: every day in its window, the date in the payload.
    const monthly = await schedules<TReportSchedule>(floor, 'save', {
      task_id: schedule.task_id,
      report: 'T_WEEKLY',
      frequency: 'monthly',
      day_of_month: 15,
      hour: 23,
      recipients: 'ops@example.com',
    });
    expect(monthly.status, messages(monthly.body)).toBe(200);
    expect(monthly.body.results[0]).toMatchObject({ frequency: 'monthly', day_of_month: 15 });
    const [row] = await rows<Record<string, unknown>>(
      server.db,
      sql`SELECT start_hour, end_hour, monday, sunday, payload FROM wms.tasks
           WHERE task_id = ${schedule.task_id}`,
    );
    expect(row).toMatchObject({ start_hour: 23, end_hour: 0, monday: true, sunday: true });
    expect((row!.payload as { day_of_month: number }).day_of_month).toBe(15);
    const notToday = await runScheduledReport({
      db: server.db,
      siteId: 'SXD',
      payload: { ...(row!.payload as object), day_of_month: 31 },
      now: new Date('2026-11-15T01:00:00Z'),
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    expect(notToday).toMatch(/day 31 of the month: not today/);

    const deleted = await schedules(floor, 'delete', { task_id: schedule.task_id });
    expect(deleted.status).toBe(200);
    expect(
      (await schedules<TReportSchedule>(floor, 'list', { report: 'T_WEEKLY' })).body.results,
    ).toEqual([]);

    // Deleting the built report deletes its schedules; the viewer may not.
    const again = await schedules<TReportSchedule>(floor, 'save', {
      report: 'T_WEEKLY',
      frequency: 'daily',
      hour: 6,
      recipients: 'ops@example.com',
    });
    expect(again.status).toBe(200);
    const viewer = await server.login('viewer');
    expect((await builder(viewer, 'delete', { report: 'T_WEEKLY' })).status).toBe(403);
    expect((await builder(floor, 'delete', { report: 'T_WEEKLY' })).status).toBe(200);
    const left = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.tasks WHERE payload->>'report' = 'T_WEEKLY'`,
    );
    expect(left).toEqual([{ n: 0 }]);
    expect((await builder(floor, 'delete', { report: 'STOCK_ON_HAND' })).status).toBe(404);
  });

  it('refuses recipients that are not addresses', async () => {
    const admin = await server.login('admin');
    const bad = await schedules(admin, 'save', {
      report: 'STOCK_ON_HAND',
      frequency: 'daily',
      hour: 6,
      recipients: 'ops@example.com, nobody',
    });
    expect(bad.status).toBe(400);
    expect(messages(bad.body)).toContain("'nobody' is not an email address");
  });
});
