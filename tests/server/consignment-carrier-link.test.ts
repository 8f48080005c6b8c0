import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSIGN_MESSAGES,
  type TConsignOrderLine,
  type TConsignment,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { consignments } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { TASK_LAMBDA_RUNS } from '../../server/jobs/task-lambdas';
import { startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';
import { addMachshipUrlSet } from './url-sets';
import { snapshot } from './helpers';

const server = startServer();

const call = <T>(token: string, service: string, entity: string, action: string, data: unknown) =>
  server.call<T>(token, service, { site_id: 'SXD', entity, action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

const addUrlSet = (name: string, url: string, path?: string) =>
  addMachshipUrlSet(server.db, name, url, path);

async function connoteOf(so: string): Promise<string> {
  const [o] = await rows<{ connote: string }>(
    server.db,
    sql`SELECT connote FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order = ${so}`,
  );
  return o!.connote;
}

async function readyOrders(token: string): Promise<string[]> {
  const got = await call<TConsignOrderLine>(token, 'consign', 'orders', 'consign', {
    warehouse: 'DC1',
  });
  return got.body.results.map((r) => r.sales_order);
}

/** A machship carrier that books MSX000<n> and answers deletes with `deleteStatus()`. */
function machship(deleteStatus: () => number) {
  let booked = 0;
  return startCarrier((r) => {
    if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
    if (r.url === '/api/consignments' && r.method === 'POST') {
      booked += 1;
      const id = 800 + booked;
      return { json: { id, connote: `MSX000${id}`, total: 25, eta: '2026-12-01' } };
    }
    if (r.method === 'DELETE') {
      const status = deleteStatus();
      return status === 204 ? { status } : { status, json: { error: 'refused' } };
    }
    return { status: 404 };
  });
}

describe('a consignment booked through a URL set remembers it', () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
  });

  it('carrier shipment check with url_set: delete goes to that carrier, and only its success frees the order', async () => {
    let status = 500;
    carrier = await machship(() => status);
    await addUrlSet('MS-DIRECT', carrier.url);
    const token = await server.login('floor');
    const booked = await call<TConsignment>(token, 'carrier', 'shipment', 'check', {
      courier_service: 'IPEC',
      sales_orders: ['SO-900104'],
      url_set: 'MS-DIRECT',
    });
    expect(booked.status).toBe(200);
    const k = booked.body.results[0]!;
    expect(k).toMatchObject({ courier_interface: 'MACHSHIP', url_set: 'MS-DIRECT' });

    // the carrier refuses: the consignment stays booked and the order off the list
    const before = await snapshot(server.db, consignments);
    const refused = await call(token, 'consign', 'consign', 'delete', {
      consignments: [k.connote],
    });
    expect(refused.status).toBe(502);
    expect(carrier.received.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/consignments/${k.connote}`,
    ]);
    expect(await snapshot(server.db, consignments)).toBe(before);
    expect(await connoteOf('SO-900104')).toBe(k.connote);
    expect(await readyOrders(token)).not.toContain('SO-900104');

    // the carrier deletes it: DELETED here, the order back on the list
    status = 204;
    const deleted = await call<TConsignment>(token, 'carrier', 'shipment', 'delete', {
      shipment: k.connote,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results[0]!.status).toBe('DELETED');
    expect(carrier.received.filter((r) => r.method === 'DELETE')).toHaveLength(2);
    expect(await connoteOf('SO-900104')).toBe('');
    expect(await readyOrders(token)).toContain('SO-900104');
  });

  it('manifests with the carrier that booked it', async () => {
    carrier = await startCarrier((r) => {
      if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
      if (r.url === '/api/consignments' && r.method === 'POST')
        return { json: { id: 901, connote: 'MSX000901', total: 25, eta: '2026-12-01' } };
      if (r.url === '/api/manifests') return { json: { manifest_id: 'MAN-77' } };
      return { status: 404 };
    });
    await addUrlSet('MS-MAN', carrier.url);
    const token = await server.login('floor');
    const booked = await call<TConsignment>(token, 'carrier', 'shipment', 'check', {
      courier_service: 'IPEC',
      sales_orders: ['SO-900106'],
      url_set: 'MS-MAN',
    });
    const k = booked.body.results[0]!;
    for (const item of k.items)
      await call(token, 'consign', 'consign', 'scan', { sscc_number: item.sscc_number });
    const done = await call<TConsignment>(token, 'consign', 'consign', 'manifest', {
      consignments: [k.connote],
    });
    expect(done.status).toBe(200);
    expect(done.body.results[0]!.status).toBe('COMPLETE');
    const manifests = carrier.received.filter((r) => r.url === '/api/manifests');
    expect(manifests).toHaveLength(1);
    expect(JSON.stringify(manifests[0]!.body)).toContain('MSX000901');
    const [m] = await rows<{ manifest: string }>(
      server.db,
      sql`SELECT m.manifest FROM wms.consignment_manifests m
          JOIN wms.consignments k ON k.site_id = m.site_id AND k.manifest_id = m.manifest_id
          WHERE k.site_id = 'SXD' AND k.connote = 'MSX000901'`,
    );
    expect(m!.manifest).toBe('MAN-77');
  });

  it('refuses, sending nothing, when the URL set it was booked through is gone or none is known', async () => {
    carrier = await machship(() => 204);
    await addUrlSet('MS-GONE', carrier.url);
    const token = await server.login('floor');
    const booked = await call<TConsignment>(token, 'carrier', 'shipment', 'check', {
      courier_service: 'IPEC',
      sales_orders: ['SO-900105'],
      url_set: 'MS-GONE',
    });
    const k = booked.body.results[0]!;
    // Courier Integration refuses to delete it while the consignment is open ...
    const admin = await server.login('admin');
    const kept = await call(admin, 'admin', 'url_set', 'delete', { url_set: 'MS-GONE' });
    expect(kept.status).toBe(409);
    expect(messages(kept.body)).toEqual([CONSIGN_MESSAGES.urlSetHasOpen('MS-GONE', [k.connote])]);
    // ... but one removed another way leaves the consignment refusing, not acting locally
    await server.db.execute(sql`DELETE FROM wms.carrier_url_sets WHERE url_set = 'MS-GONE'`);
    const before = await snapshot(server.db, consignments);
    const gone = await call(token, 'consign', 'consign', 'delete', { consignments: [k.connote] });
    expect(gone.status).toBe(409);
    expect(messages(gone.body)).toEqual([CONSIGN_MESSAGES.urlSetGone(k.connote, 'MS-GONE')]);
    const manifest = await call(token, 'consign', 'consign', 'manifest', {
      consignments: [k.connote],
    });
    expect(manifest.status).toBe(409);

    // a platform consignment with no URL set recorded and no courier link (the demo's Toll ones)
    const [demo] = await rows<{ connote: string }>(
      server.db,
      sql`SELECT connote FROM wms.consignments
          WHERE site_id = 'SXD' AND courier_interface = 'OPENFREIGHT' AND status = 'OPEN'
          LIMIT 1`,
    );
    const unlinked = await call(token, 'consign', 'consign', 'delete', {
      consignments: [demo!.connote],
    });
    expect(unlinked.status).toBe(409);
    expect(messages(unlinked.body)).toEqual([
      CONSIGN_MESSAGES.carrierNotLinked(demo!.connote, 'OPENFREIGHT'),
    ]);
    expect(await snapshot(server.db, consignments)).toBe(before);
    expect(carrier.received.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("tracking asks the carrier that booked: by the courier's code (its name differs) or the URL set recorded", async () => {
    let booked = 0;
    carrier = await startCarrier((r) => {
      if (r.url.endsWith('/quotes')) return TOLL_IPEC_QUOTE;
      if (r.url.endsWith('/consignments') && r.method === 'POST') {
        booked += 1;
        return { json: { id: booked, connote: `MST00${booked}`, total: 25, eta: '2026-12-01' } };
      }
      if (r.url === '/api/consignments/MST001/tracking')
        return { json: { status: 'On For Delivery', delivered: false } };
      if (r.url === '/direct/consignments/MST002/tracking')
        return { json: { status: 'Delivered', delivered: true } };
      return { status: 404 };
    });
    await addUrlSet('MS-TRACK', carrier.url);
    await addUrlSet('MS-TRACK2', carrier.url, '/direct');
    await server.db.execute(
      sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
          VALUES ('SXD', 'TOLL', 'MACHSHIP', 'MS-TRACK')`,
    );
    const token = await server.login('floor');
    const viaCourier = await call<TConsignment>(token, 'consign', 'consign', 'consign', {
      sales_orders: ['SO-900104'],
      courier_code: 'TOLL',
      service_code: 'IPEC',
    });
    expect(viaCourier.body.results[0]).toMatchObject({ connote: 'MST001', courier: 'Toll' });
    // as one booked before the URL set was recorded: found through its courier's code
    await server.db.execute(
      sql`UPDATE wms.consignments SET url_set = '' WHERE site_id = 'SXD' AND connote = 'MST001'`,
    );
    // booked through another URL set than its courier's link: tracked there
    const direct = await call<TConsignment>(token, 'carrier', 'shipment', 'check', {
      courier_service: 'IPEC',
      sales_orders: ['SO-900102'],
      url_set: 'MS-TRACK2',
    });
    expect(direct.body.results[0]).toMatchObject({
      connote: 'MST002',
      courier: 'Toll',
      url_set: 'MS-TRACK2',
    });

    const summary = await TASK_LAMBDA_RUNS.consignment_tracking({
      db: server.db,
      siteId: 'SXD',
      payload: {},
      now: new Date(),
    });
    expect(summary).toContain('2 updated, 1 complete');
    const asked = carrier.received.filter((r) => r.url.endsWith('/tracking')).map((r) => r.url);
    expect(asked.sort()).toEqual([
      '/api/consignments/MST001/tracking',
      '/direct/consignments/MST002/tracking',
    ]);
    const now = await rows<{ connote: string; status: string; tracking_status: string }>(
      server.db,
      sql`SELECT connote, status, tracking_status FROM wms.consignments
          WHERE site_id = 'SXD' AND connote IN ('MST001', 'MST002') ORDER BY connote`,
    );
    expect(now).toEqual([
      { connote: 'MST001', status: 'OPEN', tracking_status: 'On For Delivery' },
      { connote: 'MST002', status: 'COMPLETE', tracking_status: 'Delivered' },
    ]);
  });
});
