import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  READ_REPLICA_MESSAGES,
  REPLICA_LAG_HEADER,
  type TEnvelopeAnswer,
  type TReportDefinitionInput,
  type TReportResult,
  type TSqlToolAnswer,
} from '../../src/contract';
import { runScheduledReport } from '../../server/areas/reports/scheduled-report';
import { openDatabase } from '../../server/db/connection';
import { rows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/types';
import { buildApp } from '../../server/http/app';
import { copyTemplate } from './db-template';
import { PASSWORD } from './harness';
import { sqlToolEnvelope } from './helpers';
import { startStandby, type Standby } from './standby';
import { startSmtp } from './task-smtp';

/*
 * A real read replica: a hot standby of the run's embedded PostgreSQL (physical streaming
 * replication). With it set as the server's replica, report runs, exports, scheduled reports
 * and SQL tool selects answer from the standby (its port, in recovery) under the same query role and row-level
 * security, while writes (saving a report, SQL tool updates) go to the primary; a replica
 * whose replay is held back is named in the answer with how far behind it is.
 */
const template = inject('dbTemplate');
const PROBE = `SELECT current_setting('port') AS port, pg_is_in_recovery() AS standby,
  (SELECT count(*)::int FROM wms.reports) AS reports`;

let standby: Standby | undefined;
let handle: DbHandle | undefined;
let app: FastifyInstance | undefined;
let drop: (() => Promise<void>) | undefined;
let token = '';
const primaryPort = new URL(template.adminUrl).port;

const call = async <T>(envelope: object, service = 'reporting') => {
  const response = await app!.inject({
    method: 'POST',
    url: `/api/${service}/`,
    headers: { authorization: `Bearer ${token}` },
    payload: envelope,
  });
  return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<T> };
};
const reporting = <T>(action: string, data: unknown) =>
  call<T>({ site_id: 'SXD', entity: 'report', action, data });

async function saveReport(report: string, sqlText: string): Promise<void> {
  const definition: TReportDefinitionInput = {
    report,
    label: report,
    group: 'Tests',
    operations: [
      { operation_number: 1, operation_name: 'q', database: 'wms', sql_command: sqlText },
    ],
  };
  const saved = await reporting('check', { definition });
  expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
}

type Probe = { port: string; standby: boolean; reports: number };
async function runProbe(): Promise<{ row: Probe; info: string[] }> {
  const ran = await reporting<TReportResult>('report', { report: 'PROBE', parameters: {} });
  expect(ran.status, JSON.stringify(ran.body.errors)).toBe(200);
  return {
    row: ran.body.results[0]!.rows[0] as unknown as Probe,
    info: ran.body.info.map((m) => m.message),
  };
}

/** Reports on the primary (as the owner): those SXD sees (its own and GLOBAL's), and all. */
async function reportsOnPrimary(): Promise<{ seen: number; all: number }> {
  const [row] = await rows<{ seen: number; all: number }>(
    handle!.db,
    sql`SELECT count(*) FILTER (WHERE site_id IN ('SXD', 'GLOBAL'))::int AS seen,
          count(*)::int AS "all" FROM wms.reports`,
  );
  return row!;
}

describe.skipIf(template.kind !== 'embedded')('reads that may lag go to the read replica', () => {
  beforeAll(async () => {
    const copy = await copyTemplate(template, 'wms_replica');
    drop = copy.drop;
    standby = await startStandby(template.adminUrl);
    const name = new URL(copy.url).pathname.slice(1);
    handle = await openDatabase({ databaseUrl: copy.url, replicaUrl: standby.url(name) });
    app = await buildApp({
      db: handle.db,
      replica: handle.replica,
      kind: handle.kind,
      loginRateLimit: 1000,
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    token = (login.json() as { token: string }).token;
    await saveReport('PROBE', PROBE);
    // The same report at another site: row-level security keeps it out of SXD's reads.
    await handle.db.execute(sql`
      INSERT INTO wms.reports
      SELECT (jsonb_populate_record(NULL::wms.reports,
               to_jsonb(r) || jsonb_build_object('site_id', s.site_id))).*
      FROM wms.reports r,
           (SELECT site_id FROM wms.sites WHERE site_id NOT IN ('SXD', 'GLOBAL') LIMIT 1) s
      WHERE r.site_id = 'SXD' AND r.report = 'PROBE'`);
    await standby.caughtUp();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await standby?.stop();
    await drop?.();
  });

  it('runs a report on the replica (its port, in recovery) under the site; the save went to the primary', async () => {
    const { row, info } = await runProbe();
    expect(row.port).toBe(String(standby!.port));
    expect(row.port).not.toBe(primaryPort);
    expect(row.standby).toBe(true);
    // Row-level security holds on the replica: the site's own reports and GLOBAL's only.
    const { seen, all } = await reportsOnPrimary();
    expect(row.reports).toBe(seen);
    expect(row.reports).toBeLessThan(all);
    expect(info).toEqual([]);
  });

  it('answers SQL tool selects from the replica and runs its updates on the primary', async () => {
    const text = `SELECT current_setting('port') AS port, pg_is_in_recovery() AS standby`;
    const select = await call<TSqlToolAnswer>(sqlToolEnvelope(text), 'query');
    expect(select.status, JSON.stringify(select.body.errors)).toBe(200);
    expect(select.body.results[0]!.results).toEqual([
      { port: String(standby!.port), standby: true },
    ]);
    const update = await call<TSqlToolAnswer>(sqlToolEnvelope(text, 'update'), 'query');
    expect(update.status, JSON.stringify(update.body.errors)).toBe(200);
    expect(update.body.results[0]!.results).toEqual([{ port: primaryPort, standby: false }]);
    // The replica is read-only: a write sent as a select is refused there, as on the primary.
    const write = await call(sqlToolEnvelope(`DELETE FROM wms.reports RETURNING 1`), 'query');
    expect(write.status).toBe(400);
  });

  it('streams an export from the replica', async () => {
    const response = await app!.inject({
      method: 'POST',
      url: '/api/reporting/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { site_id: 'SXD', data: { report: 'PROBE', parameters: {}, format: 'csv' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(`${standby!.port},true,`);
    expect(response.headers[REPLICA_LAG_HEADER]).toBeUndefined();
  });

  it('mails a scheduled report read from the replica', async () => {
    const smtp = await startSmtp();
    try {
      await runScheduledReport({
        db: handle!.db,
        replica: handle!.replica,
        siteId: 'SXD',
        payload: { report: 'PROBE', format: 'csv', email_address: 'office@example.com' },
        now: new Date(),
        smtpUrl: smtp.url,
      });
      const body = smtp.received[0]!.body;
      const part = body.slice(body.lastIndexOf('Content-Type: text/csv'));
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n').split(/\r?\n--/)[0]!;
      const attached = /base64/i.test(head)
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : content;
      expect(attached).toContain(`${standby!.port},true,`);
    } finally {
      await smtp.close();
    }
  });

  it('says how far behind the replica is while its replay lags; then the write shows', async () => {
    const before = (await runProbe()).row.reports;
    await standby!.pauseReplay();
    try {
      await saveReport('WRITTEN', 'SELECT 1 AS one');
      expect((await reportsOnPrimary()).seen).toBe(before + 1);
      // Received but not replayed: the report misses the new row and says the replica lags.
      let seen: { row: Probe; info: string[] } | undefined;
      for (const end = Date.now() + 10_000; Date.now() < end;) {
        seen = await runProbe();
        if (seen.info.length > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(seen!.row.reports).toBe(before);
      const seconds = Number(/replica (\d+) s behind/.exec(seen!.info[0] ?? '')?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seen!.info).toEqual([READ_REPLICA_MESSAGES.behind(seconds)]);
    } finally {
      await standby!.resumeReplay();
    }
    await standby!.caughtUp();
    const after = await runProbe();
    expect(after.row.reports).toBe(before + 1);
    expect(after.info).toEqual([]);
  });

  it('reads from the primary while the replica is down', async () => {
    await standby!.stop();
    const { row } = await runProbe();
    expect(row.port).toBe(primaryPort);
    expect(row.standby).toBe(false);
  });
});
