import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES, INTERMAX_SECRET, type TQuote } from '../../src/contract';
import {
  CarrierError,
  carrierFor,
  type CarrierQuote,
  type QuoteRequest,
  type UrlSetConfig,
} from '../../server/carriers/carrier';
import { urlSetCarrier } from '../../server/carriers/url-set-carrier';
import { writeSecret } from '../../server/secrets/vault';
import { refusingUrl, startCarrier, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';

const server = startServer();

const request: QuoteRequest = {
  despatch_date: '2026-11-27',
  sender: {
    name: 'SXD Distribution',
    address_1: '14 Fulton Drive',
    town: 'Derrimut',
    state: 'VIC',
    postcode: '3026',
  },
  receiver: {
    name: 'Brunswick IGA',
    address_1: '401 Sydney Road',
    address_2: 'Loading dock B',
    town: 'Brunswick',
    state: 'VIC',
    postcode: '3056',
  },
  parcels: [
    { container_id: 1, sscc_number: '393123450000000017', weight: 12, volume: 0.036 },
    { container_id: 2, sscc_number: '393123450000000024', weight: 30, volume: 0.2 },
  ],
};

const urlSet = (base_url: string): UrlSetConfig => ({
  url_set: 'IMX-MELB',
  platform: 'intermax',
  base_url,
  username: 'ACC-40213',
  key: '',
  sender_name: 'SXD Distribution',
  sender_address_1: '14 Fulton Drive',
  sender_town: 'Derrimut',
  sender_state: 'VIC',
  sender_postcode: '3026',
  sender_phone: '03 9369 4410',
  sender_email: 'dispatch@sxd.example',
});

const quote: CarrierQuote = {
  courier_id: 'IMX',
  courier_code: 'IMX',
  courier: 'Intermax',
  courier_service: 'Metro Same Day',
  service_id: 'SDAY',
  service_code: 'SDAY',
  service_name: 'Metro Same Day',
  courier_interface: 'INTERMAX',
  estimated_delivery: '2026-11-27',
  total_cost: 48.5,
};

describe('Intermax HTTP carrier', () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
  });

  it('quotes, books, manifests, tracks, validates and deletes over its JSON API', async () => {
    carrier = await startCarrier((r) => {
      const path = r.url.replace(/\?.*/, '');
      if (path === '/api/v1/rates' && r.method === 'POST')
        return {
          json: {
            rates: [
              {
                carrier_code: 'IMX',
                carrier_name: 'Intermax',
                service_code: 'SDAY',
                service_name: 'Metro Same Day',
                eta_date: '2026-11-27T17:00:00+11:00',
                total_inc_gst: 48.5,
              },
            ],
          },
        };
      if (path === '/api/v1/jobs' && r.method === 'POST')
        return {
          json: {
            job_id: 77120,
            connote: 'IMX0007712',
            total_inc_gst: 48.5,
            eta_date: '2026-11-27',
          },
        };
      if (path === '/api/v1/manifests' && r.method === 'POST')
        return { json: { manifest_no: 5531 } };
      if (path === '/api/v1/jobs/IMX0007712/events' && r.method === 'GET')
        return {
          json: {
            delivered: false,
            events: [
              { at: '2026-11-27T09:10:00+11:00', description: 'Picked up' },
              { at: '2026-11-27T11:45:00+11:00', description: 'With driver for delivery' },
            ],
          },
        };
      if (path === '/api/v1/locations/validate' && r.method === 'POST')
        return {
          json: {
            matched: false,
            alternatives: [{ suburb: 'Brunswick', state: 'VIC', postcode: '3056' }],
          },
        };
      if (path === '/api/v1/jobs/IMX0007712' && r.method === 'DELETE')
        return { json: { cancelled: true } };
      return { status: 404, json: { error: 'no route' } };
    });
    const c = carrierFor({
      courier_interface: 'INTERMAX',
      urlSet: urlSet(`${carrier.url}/api/v1/`),
      apiKey: 'imx-live-9f2c',
    });
    const quotes = await c.quote(request);
    expect(quotes).toEqual([{ ...quote }]);
    const booking = await c.book({
      ...request,
      quote: quotes[0]!,
      reference: 'PO-2291',
      sales_orders: ['SO-10442'],
    });
    expect(booking).toEqual({
      consignment: '77120',
      connote: 'IMX0007712',
      shipment_total: 48.5,
      etd: '2026-11-27',
    });
    expect(await c.manifest(['IMX0007712'])).toEqual({ manifest: '5531' });
    expect(await c.track('IMX0007712')).toEqual({
      tracking_status: 'With driver for delivery',
      delivered: false,
    });
    expect(await c.validateAddress({ town: 'Brunswik', state: 'VIC', postcode: '3056' })).toEqual({
      valid: false,
      suggestions: [{ town: 'Brunswick', state: 'VIC', postcode: '3056' }],
    });
    await c.delete('IMX0007712');

    // every call signs with the API key and names the account
    expect(carrier.received).toHaveLength(6);
    for (const r of carrier.received) {
      expect(r.headers.authorization).toBe('Bearer imx-live-9f2c');
      expect(r.headers['x-intermax-account']).toBe('ACC-40213');
    }
    const [rates, job, manifest] = carrier.received;
    expect(rates!.body).toMatchObject({
      account: 'ACC-40213',
      despatch_date: '2026-11-27',
      pickup: { suburb: 'Derrimut', postcode: '3026' },
      delivery: { street: '401 Sydney Road, Loading dock B', suburb: 'Brunswick' },
      pieces: [
        { label: '393123450000000017', kg: 12, m3: 0.036 },
        { label: '393123450000000024', kg: 30, m3: 0.2 },
      ],
    });
    expect(job!.body).toMatchObject({
      carrier_code: 'IMX',
      service_code: 'SDAY',
      reference: 'PO-2291',
      orders: ['SO-10442'],
    });
    expect(manifest!.body).toEqual({ account: 'ACC-40213', connotes: ['IMX0007712'] });
    expect(carrier.received.at(-1)!.method).toBe('DELETE');
  });

  it("gives the documents' message when Intermax never answers, refuses or answers nonsense", async () => {
    carrier = await startCarrier((r) => {
      if (r.url.includes('rates')) return { status: 401, json: { error: 'bad key' } };
      if (r.url.includes('manifests')) return { json: { manifest: 'wrong shape' } };
      return 'hang';
    });
    const slow = carrierFor(
      { courier_interface: 'INTERMAX', urlSet: urlSet(carrier.url), apiKey: 'k' },
      { timeoutMs: 200 },
    );
    const started = Date.now();
    const hung = await slow
      .book({ ...request, quote, reference: 'x', sales_orders: [] })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(hung).toBeInstanceOf(CarrierError);
    expect((hung as CarrierError).message).toBe(CARRIER_MESSAGES.consign);
    expect((hung as CarrierError).detail).toMatch(/no answer within 200 ms/);
    const tracked = await slow.track('IMX1').catch((e: unknown) => e);
    expect((tracked as CarrierError).message).toBe(CARRIER_MESSAGES.track);
    const refusedKey = await slow.quote(request).catch((e: unknown) => e);
    expect((refusedKey as CarrierError).message).toBe(CARRIER_MESSAGES.quote);
    expect((refusedKey as CarrierError).detail).toMatch(/HTTP 401/);
    const nonsense = await slow.manifest(['IMX1']).catch((e: unknown) => e);
    expect((nonsense as CarrierError).message).toBe(CARRIER_MESSAGES.manifest);
    expect((nonsense as CarrierError).detail).toMatch(/unexpected answer/);

    const refused = carrierFor({
      courier_interface: 'INTERMAX',
      urlSet: urlSet(await refusingUrl()),
      apiKey: 'k',
    });
    const gone = await refused.delete('IMX1').catch((e: unknown) => e);
    expect((gone as CarrierError).message).toBe(CARRIER_MESSAGES.delete);
    const bad = await refused
      .validateAddress({ town: 'a', state: 'VIC', postcode: '3000' })
      .catch((e: unknown) => e);
    expect((bad as CarrierError).message).toBe(CARRIER_MESSAGES.validate);
  });

  it("signs with the site's INTERMAX_API_KEY secret; without it every call refuses", async () => {
    carrier = await startCarrier(() => ({ json: { manifest_no: 'M1' } }));
    const config = urlSet(carrier.url);
    const none = await urlSetCarrier(server.db, 'SXD', 'INTERMAX', config, 2000);
    const refused = await none.manifest(['IMX1']).catch((e: unknown) => e);
    expect((refused as CarrierError).message).toBe(CARRIER_MESSAGES.manifest);
    expect((refused as CarrierError).detail).toContain(INTERMAX_SECRET);
    expect(carrier.received).toHaveLength(0);

    await writeSecret(server.db, 'SXD', INTERMAX_SECRET, 'imx-site-key', 'admin', carrier.url);
    const signed = await urlSetCarrier(server.db, 'SXD', 'INTERMAX', config, 2000);
    expect(await signed.manifest(['IMX1'])).toEqual({ manifest: 'M1' });
    expect(carrier.received[0]!.headers.authorization).toBe('Bearer imx-site-key');
  });

  it('quotes a courier linked to an Intermax URL set through the consign service', async () => {
    carrier = await startCarrier((r) =>
      r.url === '/imx/rates'
        ? {
            json: {
              rates: [
                {
                  carrier_code: 'TOLL',
                  carrier_name: 'Toll',
                  service_code: 'IPEC',
                  service_name: 'IPEC Road Express',
                  eta_date: '2026-11-30',
                  total_inc_gst: 27.35,
                },
              ],
            },
          }
        : { status: 404, json: { error: 'no route' } },
    );
    await writeSecret(server.db, 'SXD', INTERMAX_SECRET, 'imx-consign-key', 'admin', carrier.url);
    await server.db.execute(
      sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, description, base_url,
            username, key)
          VALUES ('SXD', 'IMX-TEST', 'intermax', 'Test Intermax', ${`${carrier.url}/imx/`},
            'ACC-40213', '')`,
    );
    await server.db.execute(
      sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
          VALUES ('SXD', 'TOLL', 'INTERMAX', 'IMX-TEST')
          ON CONFLICT (site_id, courier) DO UPDATE
          SET courier_interface = 'INTERMAX', url_set = 'IMX-TEST'`,
    );
    const token = await server.login('floor');
    const got = await server.call<TQuote>(token, 'consign', {
      site_id: 'SXD',
      entity: 'consign',
      action: 'quote',
      data: { sales_orders: ['SO-900102'] },
    });
    expect(got.status).toBe(200);
    const toll = got.body.results.filter((q) => q.courier_code === 'TOLL');
    expect(toll).toEqual([
      expect.objectContaining({
        courier_interface: 'INTERMAX',
        service_code: 'IPEC',
        total_cost: 27.35,
      }),
    ]);
    expect(carrier.received).toHaveLength(1);
    expect(carrier.received[0]!.headers.authorization).toBe('Bearer imx-consign-key');
    expect(carrier.received[0]!.body).toMatchObject({
      account: 'ACC-40213',
      delivery: { suburb: 'Brunswick', state: 'VIC', postcode: '3056' },
    });
    expect(JSON.stringify(got.body)).not.toContain('imx-consign-key');
  });
});
