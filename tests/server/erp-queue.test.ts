import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERP_ACTION_MESSAGES,
  ERP_IDEMPOTENCY_HEADER,
  ERP_QUEUE_ACTIONS,
  type TEnvelopeAnswer,
  type TErpActionAnswer,
} from '../../src/contract';
import { erpPasswordBound, sealForOrigin } from '../../server/secrets/origin-bound';
import { runErpQueue } from '../../server/areas/erp-actions/queue-worker';
import { rows, sqlList } from '../../server/db/sql';
import { TASK_LAMBDA_RUNS } from '../../server/jobs/task-lambdas';
import { startServer } from './harness';

const server = startServer();
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

/** A connector on 127.0.0.1: answers 500 `failFirst` times per idempotency key, then 200. */
type Received = { headers: IncomingHttpHeaders; body: Record<string, unknown>; at: number };
const received: Received[] = [];
let failFirst = 0;
const failures = new Map<string, number>();
let connector: HttpServer;
let connectorUrl = '';

beforeAll(async () => {
  connector = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ headers: req.headers, body, at: Date.now() });
      const key = String(req.headers[ERP_IDEMPOTENCY_HEADER.toLowerCase()] ?? body.record_id);
      const failed = failures.get(key) ?? 0;
      res.setHeader('content-type', 'application/json');
      if (failed < failFirst) {
        failures.set(key, failed + 1);
        res.statusCode = 500;
        res.end(JSON.stringify({ error: 'connector busy' }));
        return;
      }
      res.end(
        JSON.stringify({
          erp_status: 'INVOICED',
          erp_id: `EXO-${String(body.record_id)}`,
          echo: body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => connector.listen(0, '127.0.0.1', resolve));
  connectorUrl = `http://127.0.0.1:${(connector.address() as AddressInfo).port}/erp`;
  await server.db.execute(
    sql`UPDATE wms.site_settings SET erp_interface_url = ${connectorUrl} WHERE site_id = 'SXD'`,
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => connector.close(() => resolve()));
});

const erp = <T>(token: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'erp', { site_id: site, entity: 'erp_action', action: 'send', data });

describe('ERP action tool (erp / erp_action send)', () => {
  it("posts the documented fields to the site's connector and answers its reply", async () => {
    failFirst = 0;
    received.length = 0;
    await server.db.execute(
      sql`UPDATE wms.sites SET erp_username = 'exo-api', erp_password = ${sealForOrigin('Exo-Pa55', connectorUrl, erpPasswordBound('SXD'))}
          WHERE site_id = 'SXD'`,
    );
    const token = await server.login('admin');
    const sent = await erp<TErpActionAnswer>(token, {
      entity: 'sales_order',
      action: 'get',
      record_id: 'SO-1001',
      document_type: 'SALES_ORDER',
      no_hours: '5',
    });
    expect(sent.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({
      site_id: 'SXD',
      entity: 'sales_order',
      action: 'get',
      record_id: 'SO-1001',
      document_type: 'SALES_ORDER',
      no_hours: '05',
    });
    // The site's ERP credentials go to the connector only, never into the answer.
    expect(received[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('exo-api:Exo-Pa55').toString('base64')}`,
    );
    expect(JSON.stringify(sent.body)).not.toContain('Exo-Pa55');
    expect(sent.body.results[0]).toMatchObject({
      status: 200,
      answer: { erp_status: 'INVOICED', erp_id: 'EXO-SO-1001' },
    });
  });

  it('refuses without an entity and action, and sends nothing', async () => {
    received.length = 0;
    const token = await server.login('admin');
    const refused = await erp(token, { record_id: 'SO-1001' });
    expect(refused.status).toBe(400);
    expect(messages(refused.body)).toEqual([ERP_ACTION_MESSAGES.needEntityAction]);
    const hours = await erp(token, { entity: 'inventory', action: 'get', no_hours: '25' });
    expect(messages(hours.body)).toEqual([ERP_ACTION_MESSAGES.hour]);
    expect(received).toHaveLength(0);
  });

  it('needs an ERP interface address; a reserved or unreachable one answers the ERP failure', async () => {
    const token = await server.login('admin');
    const none = await erp(token, { entity: 'inventory', action: 'get' }, 'TAS');
    // TAS has an address of its own in the demo data: a reserved name, never contacted.
    expect(none.status).toBe(424);
    expect(messages(none.body)[0]).toMatch(/^There was a problem processing this request - /);
    await server.db.execute(
      sql`UPDATE wms.site_settings SET erp_interface_url = NULL WHERE site_id = 'TAS'`,
    );
    const unset = await erp(token, { entity: 'inventory', action: 'get' }, 'TAS');
    expect(messages(unset.body)).toEqual([ERP_ACTION_MESSAGES.noInterface]);
  });

  it('a reader may send get but not update', async () => {
    const viewer = await server.login('viewer');
    const read = await erp(viewer, { entity: 'inventory', action: 'get', record_id: 'A1' });
    expect(read.status).toBe(200);
    const write = await erp(viewer, { entity: 'inventory', action: 'update', record_id: 'A1' });
    expect(write.status).toBe(403);
  });
});

describe('ERP queue worker (task lambda erp_queue)', () => {
  it('retries a failing connector with back-off, succeeds once and never sends a document twice', async () => {
    received.length = 0;
    failFirst = 2;
    failures.clear();
    // Only two documents flagged at SXD: one sales order (UPDATE), one purchase order (PROCESS).
    for (const table of ['sales_orders', 'purchase_orders', 'delivery_dockets', 'movements']) {
      await server.db.execute(
        sql.raw(`UPDATE wms.${table} SET erp_action = '' WHERE site_id = 'SXD'
                 AND upper(erp_action) IN ('UPDATE', 'PROCESS')`),
      );
    }
    const [so] = await rows<{ sales_order: string }>(
      server.db,
      sql`SELECT sales_order FROM wms.sales_orders WHERE site_id = 'SXD' ORDER BY 1 LIMIT 1`,
    );
    const [po] = await rows<{ purchase_order: string }>(
      server.db,
      sql`SELECT purchase_order FROM wms.purchase_orders WHERE site_id = 'SXD' ORDER BY 1 LIMIT 1`,
    );
    await server.db.execute(
      sql`UPDATE wms.sales_orders SET erp_action = 'UPDATE' WHERE site_id = 'SXD' AND sales_order = ${so!.sales_order}`,
    );
    await server.db.execute(
      sql`UPDATE wms.purchase_orders SET erp_action = 'PROCESS' WHERE site_id = 'SXD' AND purchase_order = ${po!.purchase_order}`,
    );

    const run = () =>
      TASK_LAMBDA_RUNS.erp_queue({
        db: server.db,
        siteId: 'SXD',
        payload: { attempts: 4, base_delay_ms: 40 },
        now: new Date(),
      });
    // Two workers at once: each document is claimed by one of them.
    const [a, b] = await Promise.all([run(), run()]);
    expect([a, b].join(' | ')).toMatch(
      /2 document\(s\) sent|1 document\(s\) sent.*1 document\(s\) sent/,
    );

    // Each document: 2 failures then 1 success, all with one idempotency key and one body.
    const byRecord = new Map<string, Received[]>();
    for (const r of received) {
      const key = String(r.body.record_id);
      byRecord.set(key, [...(byRecord.get(key) ?? []), r]);
    }
    expect([...byRecord.keys()].sort()).toEqual([po!.purchase_order, so!.sales_order].sort());
    for (const calls of byRecord.values()) {
      expect(calls).toHaveLength(3);
      const keys = new Set(calls.map((c) => c.headers[ERP_IDEMPOTENCY_HEADER.toLowerCase()]));
      expect(keys.size).toBe(1);
      expect(new Set(calls.map((c) => JSON.stringify(c.body))).size).toBe(1);
      // Exponential back-off: 40 ms, then 80 ms.
      expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(38);
      expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(78);
    }
    expect(byRecord.get(so!.sales_order)![0]!.body).toMatchObject({
      site_id: 'SXD',
      entity: 'sales_order',
      action: 'update',
      document_type: 'SALES_ORDER',
    });
    expect(byRecord.get(po!.purchase_order)![0]!.body).toMatchObject({
      entity: 'purchase_order',
      action: 'confirm',
      document_type: 'PURCHASE_ORDER',
    });

    // The outcome: flags cleared, the ERP's status and id kept, a resolution on the queue.
    const [order] = await rows<{ erp_action: string; erp_status: string; erp_id: string }>(
      server.db,
      sql`SELECT erp_action, erp_status, erp_id FROM wms.sales_orders
          WHERE site_id = 'SXD' AND sales_order = ${so!.sales_order}`,
    );
    expect(order).toEqual({
      erp_action: '',
      erp_status: 'INVOICED',
      erp_id: `EXO-${so!.sales_order}`,
    });
    const resolutions = await rows<{ document_key: string; resolved_by: string }>(
      server.db,
      sql`SELECT document_key, resolved_by FROM wms.process_queue_resolutions
          WHERE site_id = 'SXD' AND resolved_by = 'erp_queue'`,
    );
    expect(resolutions.map((r) => r.document_key).sort()).toEqual(
      [po!.purchase_order, so!.sales_order].sort(),
    );
    const sends = await rows<{ status: string; attempts: number }>(
      server.db,
      sql`SELECT status, attempts FROM wms.erp_queue_sends WHERE site_id = 'SXD'`,
    );
    expect(sends).toEqual([
      { status: 'SENT', attempts: 3 },
      { status: 'SENT', attempts: 3 },
    ]);

    // Another tick sends nothing again.
    const before = received.length;
    expect(await run()).toMatch(/^0 document\(s\) sent/);
    expect(received.length).toBe(before);
  });

  it('a despatch re-run from the order is sent to the connector as a despatch, once', async () => {
    received.length = 0;
    failFirst = 0;
    for (const table of ['sales_orders', 'purchase_orders', 'delivery_dockets', 'movements']) {
      await server.db.execute(
        sql`UPDATE ${sql.raw(`wms.${table}`)} SET erp_action = '' WHERE site_id = 'SXD'
            AND upper(erp_action) IN (${sqlList(ERP_QUEUE_ACTIONS)})`,
      );
    }
    const [so] = await rows<{ sales_order: string }>(
      server.db,
      sql`SELECT sales_order FROM wms.sales_orders WHERE site_id = 'SXD'
          AND lower(wms_status) <> 'deleted' ORDER BY 1 DESC LIMIT 1`,
    );
    const token = await server.login('admin');
    const despatched = await server.call(token, 'sales_order', {
      site_id: 'SXD',
      entity: 'despatch',
      action: 'despatch',
      data: { sales_order: so!.sales_order },
    });
    expect(despatched.status).toBe(200);
    expect(received).toHaveLength(0);

    const run = () =>
      TASK_LAMBDA_RUNS.erp_queue({
        db: server.db,
        siteId: 'SXD',
        payload: { attempts: 1, base_delay_ms: 10 },
        now: new Date(),
      });
    expect(await run()).toMatch(/^1 document\(s\) sent/);
    expect(received.map((r) => r.body)).toEqual([
      expect.objectContaining({
        entity: 'sales_order',
        action: 'despatch',
        record_id: so!.sales_order,
        document_type: 'SALES_ORDER',
      }),
    ]);
    const [order] = await rows<{ erp_action: string }>(
      server.db,
      sql`SELECT erp_action FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order = ${so!.sales_order}`,
    );
    expect(order!.erp_action).toBe('');
    expect(await run()).toMatch(/^0 document\(s\) sent/);
    expect(received).toHaveLength(1);
  });

  it('a connector that keeps failing leaves the document as an ERROR on the queue', async () => {
    received.length = 0;
    failFirst = 100;
    failures.clear();
    const [so] = await rows<{ sales_order: string }>(
      server.db,
      sql`SELECT sales_order FROM wms.sales_orders WHERE site_id = 'SXD' ORDER BY 1 DESC LIMIT 1`,
    );
    await server.db.execute(
      sql`UPDATE wms.sales_orders SET erp_action = 'UPDATE' WHERE site_id = 'SXD' AND sales_order = ${so!.sales_order}`,
    );
    const summary = await TASK_LAMBDA_RUNS.erp_queue({
      db: server.db,
      siteId: 'SXD',
      payload: { attempts: 3, base_delay_ms: 1 },
      now: new Date(),
    });
    expect(summary).toMatch(/^0 document\(s\) sent to the ERP, 1 failed/);
    expect(received).toHaveLength(3);
    const [order] = await rows<{ erp_action: string; erp_status: string }>(
      server.db,
      sql`SELECT erp_action, erp_status FROM wms.sales_orders
          WHERE site_id = 'SXD' AND sales_order = ${so!.sales_order}`,
    );
    expect(order).toEqual({ erp_action: 'PROCESSING', erp_status: 'ERROR' });
    // Not sent again until someone retries it.
    await TASK_LAMBDA_RUNS.erp_queue({
      db: server.db,
      siteId: 'SXD',
      payload: { attempts: 3, base_delay_ms: 1 },
      now: new Date(),
    });
    expect(received).toHaveLength(3);
  });
  it('resumes a send its worker left unfinished with the same idempotency key', async () => {
    received.length = 0;
    failFirst = 0;
    const [po] = await rows<{ purchase_order: string }>(
      server.db,
      sql`SELECT purchase_order FROM wms.purchase_orders WHERE site_id = 'SXD' ORDER BY 1 DESC LIMIT 1`,
    );
    // A worker claimed it and died before the connector's answer was recorded.
    const key = '0b1e6a52-3c1f-4d8e-9a57-6f1d2b3c4d5e';
    await server.db.execute(
      sql`UPDATE wms.purchase_orders SET erp_action = 'PROCESSING'
          WHERE site_id = 'SXD' AND purchase_order = ${po!.purchase_order}`,
    );
    await server.db.execute(
      sql`INSERT INTO wms.erp_queue_sends
            (id, site_id, document_type, document_key, erp_action, status, attempts, updated_at)
          VALUES (${key}, 'SXD', 'PURCHASE_ORDER', ${po!.purchase_order}, 'UPDATE', 'SENDING', 1,
                  now() - interval '1 hour')`,
    );
    const summary = await runErpQueue(server.db, 'SXD', { baseDelayMs: 1 });
    expect(summary).toEqual({ sent: 1, failed: 0, resumed: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers[ERP_IDEMPOTENCY_HEADER.toLowerCase()]).toBe(key);
    expect(received[0]!.body).toMatchObject({ record_id: po!.purchase_order, action: 'update' });
    const [send] = await rows<{ status: string }>(
      server.db,
      sql`SELECT status FROM wms.erp_queue_sends WHERE id = ${key}`,
    );
    expect(send!.status).toBe('SENT');
    // A send still within its time is another worker's: left alone.
    expect(await runErpQueue(server.db, 'SXD', { baseDelayMs: 1 })).toEqual({
      sent: 0,
      failed: 0,
      resumed: 0,
    });
    expect(received).toHaveLength(1);
  });
});
