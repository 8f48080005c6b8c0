import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSIGN_MESSAGES,
  type TCourierLink,
  type TEnvelopeAnswer,
  type TQuote,
  type TUrlSetTest,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';
import { addMachshipUrlSet } from './url-sets';

const server = startServer();

const admin = <T>(token: string, entity: string, action: string, data: unknown) =>
  server.call<T>(token, 'admin', { site_id: 'SXD', entity, action, data });
const messages = (list: { message: string }[]) => list.map((m) => m.message);
const errors = (body: TEnvelopeAnswer<unknown>) => messages(body.errors);

const addUrlSet = (name: string, url: string, path?: string) =>
  addMachshipUrlSet(server.db, name, url, path);

describe('courier links (Courier Integration)', () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
    delete process.env.CARRIER_TIMEOUT_MS;
  });

  it('links a courier to a URL set, so consign quotes it there, and back to the rate card', async () => {
    carrier = await startCarrier((r) =>
      r.url === '/api/quotes' ? TOLL_IPEC_QUOTE : { status: 404 },
    );
    await addUrlSet('MS-LINK', carrier.url);
    const token = await server.login('admin');
    const listed = await admin<TCourierLink>(token, 'courier_interface', 'list', {});
    expect(listed.status).toBe(200);
    expect(listed.body.results.find((c) => c.courier === 'TOLL')).toEqual({
      courier: 'TOLL',
      courier_name: 'Toll',
      courier_interface: 'RATE_CARD',
      url_set: '',
    });

    const linked = await admin<TCourierLink>(token, 'courier_interface', 'check', {
      courier: 'TOLL',
      url_set: 'MS-LINK',
    });
    expect(linked.status).toBe(200);
    expect(linked.body.results[0]).toMatchObject({
      courier_interface: 'MACHSHIP',
      url_set: 'MS-LINK',
    });
    expect(messages(linked.body.info)).toEqual([CONSIGN_MESSAGES.courierLinked('TOLL', 'MS-LINK')]);
    const floor = await server.login('floor');
    const quotes = await server.call<TQuote>(floor, 'consign', {
      site_id: 'SXD',
      entity: 'consign',
      action: 'quote',
      data: { sales_orders: ['SO-900102'] },
    });
    expect(quotes.body.results.some((q) => q.courier_interface === 'MACHSHIP')).toBe(true);
    expect(carrier.received.filter((r) => r.url === '/api/quotes')).toHaveLength(1);

    const back = await admin<TCourierLink>(token, 'courier_interface', 'check', {
      courier: 'TOLL',
      url_set: '',
    });
    expect(back.body.results[0]).toMatchObject({ courier_interface: 'RATE_CARD', url_set: '' });
    const left = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.courier_interfaces
          WHERE site_id = 'SXD' AND courier = 'TOLL'`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('refuses an unknown courier or URL set, and a viewer', async () => {
    const token = await server.login('admin');
    const noSet = await admin(token, 'courier_interface', 'check', {
      courier: 'TOLL',
      url_set: 'NOPE',
    });
    expect(noSet.status).toBe(404);
    expect(errors(noSet.body)).toEqual([CONSIGN_MESSAGES.urlSetNotFound('NOPE')]);
    const noCourier = await admin(token, 'courier_interface', 'check', {
      courier: 'NOPE',
      url_set: 'OFR-MELB',
    });
    expect(noCourier.status).toBe(404);
    expect(errors(noCourier.body)).toEqual([CONSIGN_MESSAGES.courierNotFound('NOPE')]);
    const viewer = await server.login('viewer');
    const refused = await admin(viewer, 'courier_interface', 'check', {
      courier: 'TOLL',
      url_set: 'OFR-MELB',
    });
    expect(refused.status).toBe(403);
  });

  it("tests a URL set's connection with an address check: answered, refused, or no answer in time", async () => {
    let reply: 'ok' | 'fail' | 'hang' = 'ok';
    carrier = await startCarrier((r) => {
      if (r.url !== '/api/addresses/validate') return { status: 404 };
      if (reply === 'hang') return 'hang';
      return reply === 'ok'
        ? { json: { valid: true, suggestions: [] } }
        : { status: 500, json: { error: 'down' } };
    });
    await addUrlSet('MS-PING', carrier.url);
    const token = await server.login('admin');
    const ok = await admin<TUrlSetTest>(token, 'url_set', 'test', { url_set: 'MS-PING' });
    expect(ok.status).toBe(200);
    expect(ok.body.results[0]).toMatchObject({ url_set: 'MS-PING', ok: true, detail: '' });
    expect(carrier.received).toHaveLength(1);
    expect(carrier.received[0]!.body).toMatchObject({
      suburb: 'MELBOURNE',
      state: 'VIC',
      postcode: '3000',
    });

    reply = 'fail';
    const failed = await admin<TUrlSetTest>(token, 'url_set', 'test', { url_set: 'MS-PING' });
    expect(failed.status).toBe(200);
    expect(failed.body.results[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/HTTP 500/),
    });
    expect(messages(failed.body.warnings)).toEqual([
      CONSIGN_MESSAGES.connectionFailed('MS-PING', failed.body.results[0]!.detail),
    ]);

    reply = 'hang';
    process.env.CARRIER_TIMEOUT_MS = '300';
    const started = Date.now();
    const slow = await admin<TUrlSetTest>(token, 'url_set', 'test', { url_set: 'MS-PING' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(slow.body.results[0]).toMatchObject({ ok: false, detail: 'no answer within 300 ms' });

    const missing = await admin(token, 'url_set', 'test', { url_set: 'NOPE' });
    expect(missing.status).toBe(404);
  });
});
