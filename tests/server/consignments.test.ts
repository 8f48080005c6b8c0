import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSIGNMENT_LIST_MESSAGES as M,
  consignmentListInput,
  consignmentStatusVariant,
  trackingStatusVariant,
  type TConsignmentDocument,
  type TConsignmentSearch,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { consignments } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { sealForOrigin, urlSetKeyBound } from '../../server/secrets/origin-bound';
import { TASK_LAMBDA_RUNS } from '../../server/jobs/task-lambdas';
import { seedClock } from '../../server/seed/clock';
import { demoNow } from './demo-now';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();
const store = <T = TConsignmentDocument>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'document', { site_id: 'SXD', entity: 'dynamodb', action, data });
const search = (token: string, by: TConsignmentSearch, term: string) =>
  store(token, 'list', consignmentListInput(by, term));
const refs = (body: TEnvelopeAnswer<TConsignmentDocument>) => body.results.map((r) => r.ref);
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

describe('consignment list (document store, document_type CONSIGNMENT)', () => {
  it('searches by reference, tracking status and despatch date through the lookup keys', async () => {
    const token = await server.login('admin');
    const byRef = await search(token, 'reference', 'LYG');
    expect(byRef.status).toBe(200);
    expect(refs(byRef.body)).toEqual(['LYG-PO-88213', 'LYG-PO-88190']);
    expect(byRef.body.results[0]).toMatchObject({
      document_type: 'CONSIGNMENT',
      site_document: 'SXD-CONSIGNMENT',
      lookup_key_1: 'CONSIGNMENT-LYG-PO-88213',
      lookup_key_2: 'CONSIGNMENT-Booked',
      customer_name: 'Lygon Street Trattoria',
      connote: 'IPEC70012451',
      status: 'OPEN',
    });
    const onFor = await search(token, 'tracking_status', 'on for');
    expect(refs(onFor.body)).toContain('BRU-PO-5521');
    expect(refs(onFor.body)).not.toContain('LYG-PO-88213');
    expect(onFor.body.results.map((r) => trackingStatusVariant(r.tracking_status))).toEqual(
      onFor.body.results.map(() => 'info'),
    );

    const clock = seedClock(demoNow());
    const today = clock.date(clock.at(0, 12));
    const byDate = await search(token, 'despatch_date', today);
    expect(refs(byDate.body)).toContain('LYG-PO-88213');
    expect(byDate.body.results.every((r) => r.despatch_date === today)).toBe(true);
    const all = await search(token, 'reference', '');
    expect(all.body.results.map((r) => consignmentStatusVariant(r.status)).sort()).toEqual(
      expect.arrayContaining(['danger', 'success', 'warning']),
    );
  });

  it('gets and updates one; a bad record or a viewer writes nothing; add is refused', async () => {
    const token = await server.login('admin');
    const [row] = (await search(token, 'reference', 'FOO-PO-1930')).body.results;
    const got = await store(token, 'get', {
      site_document: 'SXD-CONSIGNMENT',
      document_id: row!.document_id,
    });
    expect(got.body.results[0]).toMatchObject({ ref: 'FOO-PO-1930', receiver_town: 'Footscray' });

    const updated = await store(token, 'update', {
      record: {
        ...row,
        ref: 'FOO-PO-1930A',
        receiver_instructions: 'Deliver to the cool room door',
        pallets_chep: 2,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.results[0]).toMatchObject({
      ref: 'FOO-PO-1930A',
      lookup_key_1: 'CONSIGNMENT-FOO-PO-1930A',
      receiver_instructions: 'Deliver to the cool room door',
      pallets_chep: 2,
      connote: 'TCL00098812',
    });

    const before = await snapshot(server.db, consignments);
    const blank = await store(token, 'update', { record: { ...row, receiver_name: '' } });
    expect(blank.status).toBe(400);
    const viewer = await server.login('viewer');
    const refused = await store(viewer, 'update', { record: { ...row, ref: 'X' } });
    expect(refused.status).toBe(403);
    const added = await store(token, 'add', {
      item: { document_type: 'CONSIGNMENT', site_document: 'SXD-CONSIGNMENT', ref: 'NEW' },
    });
    expect(added.status).toBe(400);
    expect(messages(added.body)).toEqual([M.notAdded]);
    expect(await snapshot(server.db, consignments)).toBe(before);
    const viewerList = await search(viewer, 'reference', 'FOO');
    expect(viewerList.status).toBe(200);
  });

  it('a delete marks it DELETED', async () => {
    const token = await server.login('admin');
    const [row] = (await search(token, 'reference', 'FOO-PO-1911')).body.results;
    const deleted = await store(token, 'delete', {
      site_document: 'SXD-CONSIGNMENT',
      document_id: row!.document_id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results[0]!.status).toBe('DELETED');
  });
});

describe('consignment_tracking (task-master lambda)', () => {
  let carrier: HttpServer;
  const asked: string[] = [];
  const AUTH = `Basic ${Buffer.from('sxd-wms:of-secret').toString('base64')}`;

  beforeAll(async () => {
    carrier = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const connote = url.searchParams.get('connote') ?? '';
      if (url.pathname !== '/v1/shipment/track' || req.headers.authorization !== AUTH) {
        res.writeHead(401).end('{}');
        return;
      }
      asked.push(connote);
      const answers: Record<string, object> = {
        IPEC70012451: { status: 'On For Delivery', delivered: false },
        TCL00098812: { status: 'Delivered', delivered: true },
      };
      const body = answers[connote];
      if (!body) {
        res.writeHead(500).end('carrier down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
    const { port } = carrier.address() as AddressInfo;
    await server.db.execute(
      sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, description, base_url,
            username, key)
          VALUES ('SXD', 'OF-TEST', 'openfreight', 'Test OpenFreight',
            ${`http://127.0.0.1:${port}/v1/`}, 'sxd-wms',
            ${sealForOrigin('of-secret', `http://127.0.0.1:${port}`, urlSetKeyBound('SXD', 'OF-TEST'))})`,
    );
    await server.db.execute(
      sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
          VALUES ('SXD', 'TOLL', 'OPENFREIGHT', 'OF-TEST')`,
    );
    // A Toll consignment whose carrier fails stays as it was.
    await server.db.execute(
      sql`UPDATE wms.consignments SET status = 'OPEN', tracking_status = 'In Transit'
          WHERE site_id = 'SXD' AND connote = 'IPEC70012302'`,
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => carrier.close(resolve));
  });

  it("stores the carrier's tracking status of open consignments; a delivered one is COMPLETE", async () => {
    const summary = await TASK_LAMBDA_RUNS.consignment_tracking({
      db: server.db,
      siteId: 'SXD',
      payload: {},
      now: new Date(),
    });
    expect(summary).toBe('3 consignment(s) tracked: 2 updated, 1 complete, 1 failed');
    // Only the open Toll consignments were asked (StarTrack has no carrier platform, the
    // deleted one is not open).
    expect(asked.sort()).toEqual(['IPEC70012302', 'IPEC70012451', 'TCL00098812']);
    const now = await rows<{ connote: string; status: string; tracking_status: string }>(
      server.db,
      sql`SELECT connote, status, tracking_status FROM wms.consignments
          WHERE site_id = 'SXD' AND connote IN ('IPEC70012451', 'TCL00098812', 'IPEC70012302')
          ORDER BY connote`,
    );
    expect(now).toEqual([
      { connote: 'IPEC70012302', status: 'OPEN', tracking_status: 'In Transit' },
      { connote: 'IPEC70012451', status: 'OPEN', tracking_status: 'On For Delivery' },
      { connote: 'TCL00098812', status: 'COMPLETE', tracking_status: 'Delivered' },
    ]);
  });
});
