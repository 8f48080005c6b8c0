import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGES,
  CONSIGN_MESSAGES,
  CONSIGNMENT_LIST_MESSAGES as M,
  type TConsignment,
  type TConsignmentDocument,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { consignments } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';
import { addMachshipUrlSet } from './url-sets';
import { snapshot } from './helpers';

const server = startServer();

const call = <T>(token: string, service: string, entity: string, action: string, data: unknown) =>
  server.call<T>(token, service, { site_id: 'SXD', entity, action, data });
const store = (token: string, action: string, data: unknown) =>
  call<TConsignmentDocument>(token, 'document', 'dynamodb', action, data);
const messages = (list: { message: string }[]) => list.map((e) => e.message);
const errors = (body: TEnvelopeAnswer<unknown>) => messages(body.errors);

const addUrlSet = (name: string, url: string, path?: string) =>
  addMachshipUrlSet(server.db, name, url, path);

async function connoteOf(so: string): Promise<string> {
  const [o] = await rows<{ connote: string }>(
    server.db,
    sql`SELECT connote FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order = ${so}`,
  );
  return o!.connote;
}

/** Book `so` through URL set `urlSet` (carrier shipment check) and scan all its packs. */
async function bookAndScan(token: string, so: string, urlSet: string): Promise<TConsignment> {
  const booked = await call<TConsignment>(token, 'carrier', 'shipment', 'check', {
    courier_service: 'IPEC',
    sales_orders: [so],
    url_set: urlSet,
  });
  expect(booked.status).toBe(200);
  const k = booked.body.results[0]!;
  for (const item of k.items)
    await call(token, 'consign', 'consign', 'scan', { sscc_number: item.sscc_number });
  return k;
}

describe('consignment lifecycle', () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
  });

  it('a manifested (COMPLETE) consignment is not deleted and its order stays consigned', async () => {
    const token = await server.login('admin');
    const [k] = await rows<{ consignment_id: number; connote: string; order: string }>(
      server.db,
      sql`SELECT consignment_id, connote, sales_orders[1] AS order FROM wms.consignments
          WHERE site_id = 'SXD' AND status = 'COMPLETE' AND manifest_id IS NOT NULL LIMIT 1`,
    );
    const connote = await connoteOf(k!.order);
    const before = await snapshot(server.db, consignments);
    const refused = await call(token, 'consign', 'consign', 'delete', {
      consignments: [k!.connote],
    });
    expect(refused.status).toBe(409);
    expect(errors(refused.body)).toEqual([CONSIGN_MESSAGES.manifestedNotDeleted(k!.connote)]);
    const fromPage = await store(token, 'delete', {
      site_document: 'SXD-CONSIGNMENT',
      document_id: String(k!.consignment_id),
    });
    expect(fromPage.status).toBe(409);
    expect(await snapshot(server.db, consignments)).toBe(before);
    expect(await connoteOf(k!.order)).toBe(connote);
  });

  it('a manifest across two carriers where the second answers 500: the first is recorded, a retry sends only the second', async () => {
    let bFails = true;
    let booked = 0;
    carrier = await startCarrier((r) => {
      if (r.url.endsWith('/quotes')) return TOLL_IPEC_QUOTE;
      if (r.url.endsWith('/consignments') && r.method === 'POST') {
        booked += 1;
        return { json: { id: booked, connote: `MSL00${booked}`, total: 25, eta: '2026-12-01' } };
      }
      if (r.url === '/a/manifests') return { json: { manifest_id: 'MAN-A' } };
      if (r.url === '/b/manifests')
        return bFails
          ? { status: 500, json: { error: 'down' } }
          : { json: { manifest_id: 'MAN-B' } };
      return { status: 404 };
    });
    await addUrlSet('MS-A', carrier.url, '/a');
    await addUrlSet('MS-B', carrier.url, '/b');
    const token = await server.login('floor');
    const a = await bookAndScan(token, 'SO-900104', 'MS-A');
    const b = await bookAndScan(token, 'SO-900106', 'MS-B');
    const manifests = (path: string) => carrier!.received.filter((r) => r.url === path);

    const first = await call<TConsignment>(token, 'consign', 'consign', 'manifest', {
      consignments: [a.connote, b.connote],
    });
    expect(first.status).toBe(200);
    expect(first.body.results.map((k) => [k.connote, k.status]).sort()).toEqual([
      [a.connote, 'COMPLETE'],
      [b.connote, 'OPEN'],
    ]);
    expect(messages(first.body.warnings)).toEqual([
      expect.stringContaining(`${CARRIER_MESSAGES.manifest} Toll (URL set MS-B): ${b.connote}`),
    ]);
    expect(messages(first.body.info)).toContain(
      CONSIGN_MESSAGES.manifestedWith('Toll (URL set MS-A)', 'MAN-A', [a.connote]),
    );
    expect(manifests('/a/manifests')).toHaveLength(1);
    expect(manifests('/b/manifests')).toHaveLength(1);

    // the retry of the same list sends only the second carrier's
    bFails = false;
    const retry = await call<TConsignment>(token, 'consign', 'consign', 'manifest', {
      consignments: [a.connote, b.connote],
    });
    expect(retry.status).toBe(200);
    expect(retry.body.results.map((k) => k.status)).toEqual(['COMPLETE', 'COMPLETE']);
    expect(messages(retry.body.info)).toContain(
      CONSIGN_MESSAGES.alreadyManifested(a.connote, 'MAN-A'),
    );
    expect(manifests('/a/manifests')).toHaveLength(1);
    expect(manifests('/b/manifests')).toHaveLength(2);
    expect(JSON.stringify(manifests('/b/manifests')[1]!.body)).not.toContain(a.connote);
  });

  it('every carrier refusing a manifest writes nothing', async () => {
    carrier = await startCarrier((r) => {
      if (r.url.endsWith('/quotes')) return TOLL_IPEC_QUOTE;
      if (r.url.endsWith('/consignments') && r.method === 'POST')
        return { json: { id: 1, connote: 'MSL100', total: 25, eta: '2026-12-01' } };
      if (r.url.endsWith('/manifests')) return { status: 500, json: { error: 'down' } };
      return { status: 404 };
    });
    await addUrlSet('MS-DOWN', carrier.url, '/api');
    const token = await server.login('floor');
    const k = await bookAndScan(token, 'SO-900105', 'MS-DOWN');
    const before = await snapshot(server.db, consignments);
    const got = await call(token, 'consign', 'consign', 'manifest', { consignments: [k.connote] });
    expect(got.status).toBe(502);
    expect(errors(got.body)).toEqual([CARRIER_MESSAGES.manifest]);
    expect(await snapshot(server.db, consignments)).toBe(before);
  });

  it('a receiver edit of a carrier-booked consignment says the carrier keeps the old one; a bad e-mail is refused', async () => {
    carrier = await startCarrier((r) => {
      if (r.url.endsWith('/quotes')) return TOLL_IPEC_QUOTE;
      if (r.url.endsWith('/consignments') && r.method === 'POST')
        return { json: { id: 1, connote: 'MSL200', total: 25, eta: '2026-12-01' } };
      return { status: 404 };
    });
    await addUrlSet('MS-EDIT', carrier.url, '/api');
    const token = await server.login('admin');
    const k = await bookAndScan(token, 'SO-900102', 'MS-EDIT');
    const doc = { site_document: 'SXD-CONSIGNMENT', document_id: String(k.consignment_id) };
    const row = (await store(token, 'get', doc)).body.results[0]!;
    const sent = carrier.received.length;

    const bad = await store(token, 'update', {
      record: { ...row, receiver_email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain(M.email);

    const moved = await store(token, 'update', {
      record: {
        ...row,
        receiver_address: '12 New Street',
        receiver_email: 'orders@brunswick.example',
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.results[0]).toMatchObject({ receiver_address: '12 New Street' });
    expect(messages(moved.body.warnings)).toEqual([
      M.carrierKeepsOld(k.connote, 'address, e-mail'),
    ]);
    expect(carrier.received.length).toBe(sent);

    // a change the carrier was not booked with (instructions): no warning
    const note = await store(token, 'update', {
      record: { ...moved.body.results[0]!, receiver_instructions: 'Back door' },
    });
    expect(note.status).toBe(200);
    expect(note.body.warnings).toEqual([]);

    // a rate-card consignment's receiver edit has no carrier to tell
    const [card] = await rows<{ consignment_id: number }>(
      server.db,
      sql`SELECT consignment_id FROM wms.consignments
          WHERE site_id = 'SXD' AND courier_interface = 'RATE_CARD' AND status = 'OPEN' LIMIT 1`,
    );
    const cardDoc = { site_document: 'SXD-CONSIGNMENT', document_id: String(card!.consignment_id) };
    const cardRow = (await store(token, 'get', cardDoc)).body.results[0]!;
    const cardEdit = await store(token, 'update', {
      record: { ...cardRow, receiver_address: '1 Other Road' },
    });
    expect(cardEdit.status).toBe(200);
    expect(cardEdit.body.warnings).toEqual([]);
  });
});
