import { afterEach, describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES } from '../../src/contract';
import {
  CarrierError,
  carrierFor,
  type BookRequest,
  type QuoteRequest,
  type UrlSetConfig,
} from '../../server/carriers/carrier';
import { rateCardCarrier, type RateCard } from '../../server/carriers/rate-card';
import { refusingUrl, startCarrier, type TestCarrier } from './carrier-servers';

const request: QuoteRequest = {
  despatch_date: '2026-11-27', // a Friday
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
    town: 'Brunswick',
    state: 'VIC',
    postcode: '3056',
  },
  parcels: [
    { container_id: 1, sscc_number: '393123450000000017', weight: 12, volume: 0.036 },
    { container_id: 2, sscc_number: '393123450000000024', weight: 30, volume: 0.2 },
  ],
};

const urlSet = (base_url: string, platform = 'openfreight'): UrlSetConfig => ({
  url_set: 'TEST',
  platform,
  base_url,
  username: 'sxd',
  key: 's3cret',
  sender_name: 'SXD Distribution',
  sender_address_1: '14 Fulton Drive',
  sender_town: 'Derrimut',
  sender_state: 'VIC',
  sender_postcode: '3026',
  sender_phone: '03 9369 4410',
  sender_email: 'dispatch@sxd.example',
});

const card: RateCard = {
  zones: [
    {
      courier: 'TOLL',
      zone: 'MEL',
      state: 'VIC',
      postcode_from: 3000,
      postcode_to: 3207,
      transit_days: 1,
    },
    {
      courier: 'TOLL',
      zone: 'VIC',
      state: 'VIC',
      postcode_from: null,
      postcode_to: null,
      transit_days: 3,
    },
  ],
  breaks: [
    {
      courier: 'TOLL',
      courier_service_code: 'IPEC',
      zone: 'MEL',
      weight_from: 0,
      base_charge: 10,
      per_kg: 1,
    },
    {
      courier: 'TOLL',
      courier_service_code: 'IPEC',
      zone: 'MEL',
      weight_from: 50,
      base_charge: 10,
      per_kg: 0.5,
    },
    {
      courier: 'TOLL',
      courier_service_code: 'IPEC',
      zone: 'VIC',
      weight_from: 0,
      base_charge: 20,
      per_kg: 2,
    },
  ],
  services: [
    {
      courier: 'TOLL',
      courier_name: 'Toll',
      courier_service_code: 'IPEC',
      service_code_name: 'IPEC Road Express',
      cubic_factor: 250,
      fuel_levy_percent: 10,
      minimum_charge: 0,
      surcharges: [{ name: 'Residential', amount: 5 }],
    },
  ],
};

describe('rate-card carrier', () => {
  it('prices by chargeable (cubic) weight, break, levy and surcharges; skips weekends', async () => {
    const [q] = await rateCardCarrier(card).quote(request);
    // dead 42 kg, cubic 0.236 x 250 = 59 kg: the 50 kg break, (10 + 0.5 x 59) x 1.1 = 43.45
    expect(q).toMatchObject({ courier_code: 'TOLL', service_code: 'IPEC', total_cost: 43.45 });
    expect(q!.estimated_delivery).toBe('2026-11-30');
    const home = await rateCardCarrier(card).quote({
      ...request,
      receiver: { ...request.receiver, postcode: '3550', residential: true },
    });
    // country zone: (20 + 2 x 59) x 1.1 + 5 residential = 156.8, three business days
    expect(home[0]).toMatchObject({ total_cost: 156.8, estimated_delivery: '2026-12-02' });
    const away = await rateCardCarrier(card).quote({
      ...request,
      receiver: { ...request.receiver, state: 'NSW', postcode: '2000' },
    });
    expect(away).toEqual([]);
  });
});

describe.each(['openfreight', 'machship'] as const)('%s HTTP carrier', (platform) => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
  });
  const kind = platform === 'machship' ? 'MACHSHIP' : 'OPENFREIGHT';

  it('quotes, books, manifests, tracks, validates and deletes over its JSON API', async () => {
    carrier = await startCarrier((r) => {
      const path = r.url.replace(/\?.*/, '');
      if (platform === 'openfreight') {
        if (path === '/v2/shipment/quote')
          return {
            json: {
              rates: [
                {
                  carrier: 'TOLL',
                  carrier_name: 'Toll',
                  service: 'IPEC',
                  service_name: 'IPEC Road Express',
                  eta: '2026-11-30T17:00:00+11:00',
                  charge: 31.2,
                },
              ],
            },
          };
        if (path === '/v2/shipment/check')
          return {
            json: { shipment_id: 'S-1', connote: 'IPE000111', charge: 31.2, eta: '2026-11-30' },
          };
        if (path === '/v2/shipment/manifest') return { json: { manifest: 'M-9' } };
        if (path === '/v2/shipment/track')
          return { json: { status: 'On For Delivery', delivered: false } };
        if (path === '/v2/address/validate')
          return {
            json: {
              valid: false,
              suggestions: [{ town: 'Brunswick', state: 'VIC', postcode: '3056' }],
            },
          };
        if (path === '/v2/shipment/delete') return { json: { deleted: true } };
      } else {
        if (path === '/v2/quotes')
          return {
            json: {
              quotes: [
                {
                  carrier_id: 7,
                  carrier_code: 'TOLL',
                  carrier_name: 'Toll',
                  service_id: 70,
                  service_code: 'IPEC',
                  service_name: 'IPEC Road Express',
                  eta: '2026-11-30',
                  total: 31.2,
                },
              ],
            },
          };
        if (path === '/v2/consignments' && r.method === 'POST')
          return { json: { id: 991, connote: 'IPE000111', total: 31.2, eta: '2026-11-30' } };
        if (path === '/v2/manifests') return { json: { manifest_id: 'M-9' } };
        if (path === '/v2/consignments/IPE000111/tracking')
          return { json: { status: 'On For Delivery', delivered: false } };
        if (path === '/v2/addresses/validate')
          return {
            json: {
              valid: false,
              suggestions: [{ suburb: 'Brunswick', state: 'VIC', postcode: '3056' }],
            },
          };
        if (path === '/v2/consignments/IPE000111' && r.method === 'DELETE') return { status: 204 };
      }
      return { status: 404, json: { error: 'no route' } };
    });
    const c = carrierFor({
      courier_interface: kind,
      urlSet: urlSet(`${carrier.url}/v2/`, platform),
    });
    const quotes = await c.quote(request);
    expect(quotes).toEqual([
      expect.objectContaining({
        courier_code: 'TOLL',
        service_code: 'IPEC',
        courier_interface: kind,
        estimated_delivery: '2026-11-30',
        total_cost: 31.2,
      }),
    ]);
    const booking = await c.book({
      ...request,
      quote: quotes[0]!,
      reference: 'PO1',
      sales_orders: ['SO-1'],
    } satisfies BookRequest);
    expect(booking).toEqual({
      consignment: platform === 'machship' ? '991' : 'S-1',
      connote: 'IPE000111',
      shipment_total: 31.2,
      etd: '2026-11-30',
    });
    expect(await c.manifest(['IPE000111'])).toEqual({ manifest: 'M-9' });
    expect(await c.track('IPE000111')).toEqual({
      tracking_status: 'On For Delivery',
      delivered: false,
    });
    expect(await c.validateAddress({ town: 'Brunswik', state: 'VIC', postcode: '3056' })).toEqual({
      valid: false,
      suggestions: [{ town: 'Brunswick', state: 'VIC', postcode: '3056' }],
    });
    await c.delete('IPE000111');
    if (platform === 'machship')
      expect(carrier.received[0]!.body).toMatchObject({
        from: { suburb: 'Derrimut', state: 'VIC', postcode: '3026' },
        to: { suburb: 'Brunswick', state: 'VIC', postcode: '3056' },
      });
    const auth =
      platform === 'machship'
        ? carrier.received[0]!.headers.token
        : carrier.received[0]!.headers.authorization;
    expect(auth).toBe(
      platform === 'machship' ? 's3cret' : `Basic ${Buffer.from('sxd:s3cret').toString('base64')}`,
    );
    expect(carrier.received.map((r) => r.method)).toContain(
      platform === 'machship' ? 'DELETE' : 'POST',
    );
  });

  it("gives the documents' message when the carrier never answers, refuses or answers nonsense", async () => {
    carrier = await startCarrier((r) =>
      r.url.includes('quote') ? { status: 500, json: { error: 'down' } } : 'hang',
    );
    const slow = carrierFor(
      { courier_interface: kind, urlSet: urlSet(carrier.url, platform) },
      { timeoutMs: 200 },
    );
    const started = Date.now();
    const hung = await slow
      .book({
        ...request,
        quote: {
          courier_id: 'T',
          courier_code: 'TOLL',
          courier: 'Toll',
          courier_service: 'IPEC',
          service_id: 'IPEC',
          service_code: 'IPEC',
          service_name: 'IPEC',
          courier_interface: kind,
          estimated_delivery: '2026-11-30',
          total_cost: 1,
        },
        reference: 'x',
        sales_orders: [],
      })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(hung).toBeInstanceOf(CarrierError);
    expect((hung as CarrierError).message).toBe(CARRIER_MESSAGES.consign);
    expect((hung as CarrierError).detail).toMatch(/no answer within 200 ms/);
    const failed = await slow.quote(request).catch((e: unknown) => e);
    expect((failed as CarrierError).message).toBe(CARRIER_MESSAGES.quote);
    expect((failed as CarrierError).detail).toMatch(/HTTP 500/);

    const refused = carrierFor({
      courier_interface: kind,
      urlSet: urlSet(await refusingUrl(), platform),
    });
    const gone = await refused.delete('IPE000111').catch((e: unknown) => e);
    expect((gone as CarrierError).message).toBe(CARRIER_MESSAGES.delete);
    const bad = await refused
      .validateAddress({ town: 'a', state: 'VIC', postcode: '3000' })
      .catch((e: unknown) => e);
    expect((bad as CarrierError).message).toBe(CARRIER_MESSAGES.validate);
  });
});
