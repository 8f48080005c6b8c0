import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGES,
  CONSIGN_MESSAGES,
  type TConsignOrderLine,
  type TConsignment,
  type TConsignmentDocument,
  type TEnvelopeAnswer,
  type TQuote,
  type TUrlSetRow,
  todayIn,
} from '../../src/contract';
import { DEMO_ZONE } from '../../server/seed/clock';
import { consignments, consignmentItems } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { savedOrigin, sealForOrigin, urlSetKeyBound } from '../../server/secrets/origin-bound';
import { refusingUrl, startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';
import { startPrinter } from './print-printers';
import { snapshot } from './helpers';

const server = startServer();

const consign = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'consign', { site_id: site, entity, action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);
/** Today at the demo site (Melbourne), the date the consign screen and server go by. */
const today = () => todayIn(DEMO_ZONE);

async function order(so: string) {
  const [o] = await rows<{ connote: string; packs: string[] }>(
    server.db,
    sql`SELECT o.connote, array(SELECT c.connote FROM wms.containers c
                WHERE c.site_id = o.site_id AND c.sales_order = o.sales_order) AS packs
        FROM wms.sales_orders o WHERE o.site_id = 'SXD' AND o.sales_order = ${so}`,
  );
  return o!;
}

/** Courier TOLL of SXD booked through a machship URL set `urlSet` at `url`. */
async function routeTollThrough(urlSet: string, url: string) {
  await server.db.execute(
    sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
        VALUES ('SXD', ${urlSet}, 'machship', ${`${url}/api`},
                ${sealForOrigin('tok', url, urlSetKeyBound('SXD', urlSet))})`,
  );
  await server.db.execute(
    sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
        VALUES ('SXD', 'TOLL', 'MACHSHIP', ${urlSet})`,
  );
}

describe('consign (service consign)', () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
    delete process.env.CARRIER_TIMEOUT_MS;
  });

  it('lists the packed DC1 orders ready to consign with packages, weight and volume', async () => {
    const token = await server.login('floor');
    const got = await consign<TConsignOrderLine>(token, 'orders', 'consign', {
      warehouse: 'DC1',
      platform: 'machship',
    });
    expect(got.status).toBe(200);
    const names = got.body.results.map((r) => r.sales_order);
    expect(names).toEqual(expect.arrayContaining(['SO-900101', 'SO-900102', 'SO-900105']));
    // booked orders are not listed; the one whose consignment was deleted is back
    expect(names).not.toContain('SO-900111');
    expect(names).toContain('SO-900114');
    const line = got.body.results.find((r) => r.sales_order === 'SO-900103')!;
    expect(line).toMatchObject({
      sales_order_name: 'Footscray Fresh Market',
      delivery_suburb: 'Footscray',
      delivery_state: 'VIC',
      delivery_postcode: '3011',
      number_of_packages: 3,
      total_weight: 26.8,
      total_volume: 0.108,
    });
  });

  it('quotes an order from the rate card, cheapest first', async () => {
    const token = await server.login('floor');
    const got = await consign<TQuote>(token, 'consign', 'quote', {
      sales_orders: ['SO-900102'],
      platform: 'machship',
    });
    expect(got.status).toBe(200);
    const prices = got.body.results.map((q) => q.total_cost);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Toll IPEC to Brunswick (MEL zone): 14.2 kg (cubic 0.036 x 250 = 9 kg):
    // (8.9 + 0.58 x 14.2) x 1.162 = 19.91, one business day
    const ipec = got.body.results.find(
      (q) => q.courier_code === 'TOLL' && q.service_code === 'IPEC',
    );
    expect(ipec).toMatchObject({
      courier: 'Toll',
      courier_service: 'IPEC Road Express',
      total_cost: 19.91,
    });
    expect(got.body.results.length).toBeGreaterThanOrEqual(6);
  });

  it('books the cheapest quote, scans packs, refuses the manifest while one is unscanned, then closes it; deletes by connote', async () => {
    const token = await server.login('floor');
    const orders = ['SO-900102', 'SO-900103'];
    const quotes = await consign<TQuote>(token, 'consign', 'quote', { sales_orders: orders });
    const best = quotes.body.results[0]!;
    const booked = await consign<TConsignment>(token, 'consign', 'consign', {
      sales_orders: orders,
      printer_set: null,
      courier_id: best.courier_id,
      courier_code: best.courier_code,
      courier_service: best.courier_service,
      service_id: best.service_id,
      service_code: best.service_code,
      platform: 'machship',
    });
    expect(booked.status).toBe(200);
    // two addresses: two consignments, each OPEN with its packs CREATED
    expect(booked.body.results).toHaveLength(2);
    const total = booked.body.results.reduce((s, k) => s + k.shipment_total, 0);
    expect(Math.round(total * 100) / 100).toBe(best.total_cost);
    const bruiga = booked.body.results.find((k) => k.sales_orders[0] === 'SO-900102')!;
    const footsm = booked.body.results.find((k) => k.sales_orders[0] === 'SO-900103')!;
    expect(bruiga.status).toBe('OPEN');
    expect(bruiga.despatch_date).toBe(today()); // required today
    expect(footsm.despatch_date > today()).toBe(true); // required tomorrow
    expect(footsm.items.map((i) => i.status)).toEqual(['CREATED', 'CREATED', 'CREATED']);
    expect(await order('SO-900103')).toEqual({
      connote: footsm.connote,
      packs: [footsm.connote, footsm.connote, footsm.connote],
    });
    const listed = await consign<TConsignOrderLine>(token, 'orders', 'consign', {
      warehouse: 'DC1',
    });
    expect(listed.body.results.map((r) => r.sales_order)).not.toContain('SO-900103');

    // manifest refused while a pack is unscanned, naming it
    const [first, ...rest] = footsm.items;
    await consign(token, 'consign', 'scan', { sscc_number: first!.sscc_number });
    const refused = await consign(token, 'consign', 'manifest', { consignments: [footsm.connote] });
    expect(refused.status).toBe(409);
    expect(messages(refused.body)).toEqual([
      CONSIGN_MESSAGES.unscanned(rest[0]!.sscc_number, 'SO-900103'),
    ]);
    for (const item of rest) {
      const s = await consign<{ remaining: number }>(token, 'consign', 'scan', {
        sscc_number: item.sscc_number,
      });
      expect(s.status).toBe(200);
    }
    const done = await consign<TConsignment>(token, 'consign', 'manifest', {
      consignments: [footsm.connote],
    });
    expect(done.status).toBe(200);
    expect(done.body.results[0]!.status).toBe('COMPLETE');
    expect(done.body.results[0]!.items.every((i) => i.status === 'MANIFESTED')).toBe(true);
    const unknownPack = await consign(token, 'consign', 'scan', {
      sscc_number: first!.sscc_number,
    });
    expect(unknownPack.status).toBe(404);

    // delete by connote: cleared on the order and its packs, DELETED, back on the list
    const deleted = await consign<TConsignment>(token, 'consign', 'delete', {
      consignments: [bruiga.connote],
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results[0]!.status).toBe('DELETED');
    expect(await order('SO-900102')).toEqual({ connote: '', packs: [''] });
    const again = await consign<TConsignOrderLine>(token, 'orders', 'consign', {
      warehouse: 'DC1',
    });
    expect(again.body.results.map((r) => r.sales_order)).toContain('SO-900102');
    const missing = await consign(token, 'consign', 'delete', { consignments: ['NOPE123'] });
    expect(missing.status).toBe(404);
  });

  it('writes nothing when the carrier times out on booking, and deletes the bookings already made', async () => {
    let booked = 0;
    carrier = await startCarrier((r) => {
      if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
      if (r.url === '/api/consignments' && r.method === 'POST') {
        booked += 1;
        return booked === 1
          ? { json: { id: 501, connote: 'MSX000501', total: 25, eta: '2026-12-01' } }
          : 'hang';
      }
      if (r.method === 'DELETE') return { status: 204 };
      return { status: 404 };
    });
    await routeTollThrough('MS-TEST', carrier.url);
    process.env.CARRIER_TIMEOUT_MS = '1500';
    try {
      const token = await server.login('floor');
      const before = [
        await snapshot(server.db, consignments),
        await snapshot(server.db, consignmentItems),
      ];
      const quoted = await consign<TQuote>(token, 'consign', 'quote', {
        sales_orders: ['SO-900104', 'SO-900106'],
      });
      expect(quoted.body.results[0]).toMatchObject({
        courier_interface: 'MACHSHIP',
        total_cost: 50,
      });
      const got = await consign(token, 'consign', 'consign', {
        sales_orders: ['SO-900104', 'SO-900106'],
        courier_code: 'TOLL',
        service_code: 'IPEC',
      });
      expect(got.status).toBe(502);
      expect(messages(got.body)).toEqual([CARRIER_MESSAGES.consign]);
      expect([
        await snapshot(server.db, consignments),
        await snapshot(server.db, consignmentItems),
      ]).toEqual(before);
      expect(await order('SO-900104')).toMatchObject({ connote: '' });
      expect(await order('SO-900106')).toMatchObject({ connote: '' });
      expect(
        carrier.received.some(
          (r) => r.method === 'DELETE' && r.url === '/api/consignments/MSX000501',
        ),
      ).toBe(true);

      // a carrier that refuses connections: the rate card still quotes, with a warning
      await server.db.execute(
        sql`UPDATE wms.carrier_url_sets SET base_url = ${await refusingUrl()} WHERE url_set = 'MS-TEST'`,
      );
      const partial = await consign<TQuote>(token, 'consign', 'quote', {
        sales_orders: ['SO-900104'],
      });
      expect(partial.status).toBe(200);
      expect(partial.body.results.length).toBeGreaterThan(0);
      expect(partial.body.results.every((q) => q.courier_interface === 'RATE_CARD')).toBe(true);
      expect(partial.body.warnings.map((w) => w.message).join()).toContain(CARRIER_MESSAGES.quote);
    } finally {
      await server.db.execute(sql`DELETE FROM wms.courier_interfaces WHERE url_set = 'MS-TEST'`);
      await server.db.execute(sql`DELETE FROM wms.carrier_url_sets WHERE url_set = 'MS-TEST'`);
    }
  });

  it('deletes what the carrier deleted and keeps what it refused; all refused writes nothing', async () => {
    let booked = 0;
    const refuse = new Set<string>();
    carrier = await startCarrier((r) => {
      if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
      if (r.url === '/api/consignments' && r.method === 'POST') {
        booked += 1;
        const id = 600 + booked;
        return { json: { id, connote: `MSX000${id}`, total: 25, eta: '2026-12-01' } };
      }
      if (r.method === 'DELETE') {
        const connote = r.url.split('/').pop()!;
        return refuse.has(connote)
          ? { status: 500, json: { error: 'manifested' } }
          : { status: 204 };
      }
      return { status: 404 };
    });
    await routeTollThrough('MS-DEL', carrier.url);
    try {
      const token = await server.login('floor');
      const got = await consign<TConsignment>(token, 'consign', 'consign', {
        sales_orders: ['SO-900104', 'SO-900106'],
        courier_code: 'TOLL',
        service_code: 'IPEC',
      });
      expect(got.status).toBe(200);
      const [a, b] = got.body.results.map((k) => k.connote);
      const orderOf = (connote: string) =>
        got.body.results.find((k) => k.connote === connote)!.sales_orders[0]!;

      // every one refused: 502, nothing written
      refuse.add(a!).add(b!);
      const before = await snapshot(server.db, consignments);
      const none = await consign(token, 'consign', 'delete', { consignments: [a, b] });
      expect(none.status).toBe(502);
      expect(messages(none.body)).toEqual([CARRIER_MESSAGES.delete]);
      expect(await snapshot(server.db, consignments)).toEqual(before);

      // the second refused: the first deleted here as at the carrier, the second kept booked
      refuse.delete(a!);
      const some = await consign<TConsignment>(token, 'consign', 'delete', {
        consignments: [a, b],
      });
      expect(some.status).toBe(200);
      expect(some.body.results.map((k) => [k.connote, k.status])).toEqual(
        expect.arrayContaining([
          [a, 'DELETED'],
          [b, 'OPEN'],
        ]),
      );
      expect(some.body.warnings.map((w) => w.message)).toEqual([
        expect.stringContaining(CONSIGN_MESSAGES.notDeleted(b!, '').split(' - ')[0]!),
      ]);
      expect(await order(orderOf(a!))).toMatchObject({ connote: '' });
      expect(await order(orderOf(b!))).toMatchObject({ connote: b });
    } finally {
      await server.db.execute(sql`DELETE FROM wms.courier_interfaces WHERE url_set = 'MS-DEL'`);
      await server.db.execute(sql`DELETE FROM wms.carrier_url_sets WHERE url_set = 'MS-DEL'`);
    }
  });

  it('deletes a consignment from its page (the document store) as consign delete: at the carrier first, its order back to consign; a refusal writes nothing', async () => {
    let refuse = true;
    carrier = await startCarrier((r) => {
      if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
      if (r.url === '/api/consignments' && r.method === 'POST')
        return { json: { id: 701, connote: 'MSX000701', total: 25, eta: '2026-12-01' } };
      if (r.method === 'DELETE')
        return refuse ? { status: 500, json: { error: 'manifested' } } : { status: 204 };
      return { status: 404 };
    });
    await routeTollThrough('MS-PAGE', carrier.url);
    try {
      const floor = await server.login('floor');
      const booked = await consign<TConsignment>(floor, 'consign', 'consign', {
        sales_orders: ['SO-900114'],
        courier_code: 'TOLL',
        service_code: 'IPEC',
      });
      expect(booked.status).toBe(200);
      const k = booked.body.results[0]!;
      expect(k.connote).toBe('MSX000701');
      expect(await order('SO-900114')).toEqual({ connote: k.connote, packs: [k.connote] });
      const ready = async () =>
        (
          await consign<TConsignOrderLine>(floor, 'orders', 'consign', { warehouse: 'DC1' })
        ).body.results.map((r) => r.sales_order);
      expect(await ready()).not.toContain('SO-900114');

      // the consignment page's delete: the document store's, by document id
      const admin = await server.login('admin');
      const deleteFromPage = () =>
        server.call<TConsignmentDocument>(admin, 'document', {
          site_id: 'SXD',
          entity: 'dynamodb',
          action: 'delete',
          data: { site_document: 'SXD-CONSIGNMENT', document_id: String(k.consignment_id) },
        });
      const deletesAsked = () =>
        carrier!.received.filter(
          (r) => r.method === 'DELETE' && r.url === `/api/consignments/${k.connote}`,
        ).length;

      // the carrier refuses: answered as consign delete answers it, nothing written
      const before = [
        await snapshot(server.db, consignments),
        await snapshot(server.db, consignmentItems),
      ];
      const refused = await deleteFromPage();
      expect(refused.status).toBe(502);
      expect(messages(refused.body)).toEqual([CARRIER_MESSAGES.delete]);
      expect(deletesAsked()).toBe(1);
      expect([
        await snapshot(server.db, consignments),
        await snapshot(server.db, consignmentItems),
      ]).toEqual(before);
      expect(await order('SO-900114')).toEqual({ connote: k.connote, packs: [k.connote] });
      expect(await ready()).not.toContain('SO-900114');

      // the carrier deletes it: DELETED, the connote cleared on the order and its pack
      refuse = false;
      const deleted = await deleteFromPage();
      expect(deleted.status).toBe(200);
      expect(deleted.body.results[0]).toMatchObject({
        document_id: String(k.consignment_id),
        connote: k.connote,
        status: 'DELETED',
      });
      expect(deleted.body.info.map((m) => m.message)).toContain(
        CONSIGN_MESSAGES.deleted(k.connote),
      );
      expect(deletesAsked()).toBe(2);
      expect(await order('SO-900114')).toEqual({ connote: '', packs: [''] });
      expect(await ready()).toContain('SO-900114');

      // deleted once: a second delete is refused as consign delete refuses it
      const again = await deleteFromPage();
      expect(again.status).toBe(404);
      expect(messages(again.body)).toEqual([CONSIGN_MESSAGES.connoteNotFound(k.connote)]);
      expect(deletesAsked()).toBe(2);
    } finally {
      await server.db.execute(sql`DELETE FROM wms.courier_interfaces WHERE url_set = 'MS-PAGE'`);
      await server.db.execute(sql`DELETE FROM wms.carrier_url_sets WHERE url_set = 'MS-PAGE'`);
    }
  });

  it('refuses an order not ready, a user of another site and a viewer booking', async () => {
    const floor = await server.login('floor');
    const notReady = await consign(floor, 'consign', 'quote', { sales_orders: ['SO-900111'] });
    expect(notReady.status).toBe(400);
    expect(messages(notReady.body)).toEqual([CONSIGN_MESSAGES.orderNotReady('SO-900111')]);
    const partner = await server.login('partner');
    const other = await consign(partner, 'orders', 'consign', { warehouse: 'DC1' });
    expect(other.status).toBe(403);
    const viewer = await server.login('viewer');
    const view = await consign(viewer, 'consign', 'consign', {
      sales_orders: ['SO-900101'],
      courier_code: 'TOLL',
      service_code: 'IPEC',
    });
    expect(view.status).toBe(403);
  });

  it('validates addresses against the rate card zones; a state or postcode of nowhere is refused', async () => {
    const token = await server.login('floor');
    const carrier = (data: unknown) =>
      server.call<{ valid: boolean }>(token, 'carrier', {
        site_id: 'SXD',
        entity: 'address',
        action: 'validate',
        data,
      });
    const ok = await carrier({
      locations: [
        { town: 'Carlton', state: 'vic', postcode: '3053' },
        { town: 'Darwin', state: 'NT', postcode: '0800' },
        { town: 'Nowhere', state: 'WA', postcode: '3053' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results.map((r) => r.valid)).toEqual([true, true, false]);
    const bad = await carrier({ locations: [{ town: 'X', state: 'ZZ', postcode: '12' }] });
    expect(bad.status).toBe(400);
  });

  it('clears orders from the consign list', async () => {
    const token = await server.login('floor');
    const cleared = await consign(token, 'orders', 'clear', { sales_orders: ['SO-900101'] });
    expect(cleared.status).toBe(200);
    const list = await consign<TConsignOrderLine>(token, 'orders', 'consign', { warehouse: 'DC1' });
    expect(list.body.results.map((r) => r.sales_order)).not.toContain('SO-900101');
  });
});

describe('consign consign with a printer set', () => {
  it("prints the consignment's SSCC labels on the set's printer once the booking commits", async () => {
    const printer = await startPrinter('ready');
    try {
      const admin = await server.login('admin');
      const saved = await server.call(admin, 'printing', {
        site_id: 'SXD',
        entity: 'printer_set',
        action: 'check',
        data: {
          printer_sets: [
            {
              printer_set: 'T-CONSIGN',
              printer_set_name: 'Consign bench',
              warehouse: 'DC1',
              printers: [
                {
                  printer: 'P1',
                  printer_name: 'Loopback Zebra',
                  printer_address: '127.0.0.1',
                  printer_port: printer.port,
                },
              ],
              map: [{ label: 'SSCC_LABEL', printer: 'P1' }],
            },
          ],
        },
      });
      expect(saved.status).toBe(200);
      // the site's SSCC label, made short to compare byte for byte
      await server.db.execute(
        sql`UPDATE wms.labels SET label_string = ${'^XA^FD{{ sscc_number }}|{{ container_number }}^FS^XZ\n'}
            WHERE site_id = 'SXD' AND label = 'SSCC_LABEL'`,
      );
      const token = await server.login('floor');
      const orders = ['SO-900105'];
      const quotes = await consign<TQuote>(token, 'consign', 'quote', { sales_orders: orders });
      const best = quotes.body.results[0]!;
      const booked = await consign<TConsignment>(token, 'consign', 'consign', {
        sales_orders: orders,
        printer_set: 'T-CONSIGN',
        courier_id: best.courier_id,
        courier_code: best.courier_code,
        courier_service: best.courier_service,
        service_id: best.service_id,
        service_code: best.service_code,
      });
      expect(booked.status).toBe(200);
      const packs = await rows<{ container_number: string; sscc_number: string }>(
        server.db,
        sql`SELECT container_number, sscc_number FROM wms.containers
            WHERE site_id = 'SXD' AND sales_order = 'SO-900105' ORDER BY container_number`,
      );
      expect(packs.length).toBeGreaterThan(0);
      expect(booked.body.results.flatMap((k) => k.items.map((i) => i.sscc_number)).sort()).toEqual(
        packs.map((p) => p.sscc_number).sort(),
      );
      await printer.waitForPrints(1);
      const printed = printer.text();
      for (const p of packs)
        expect(printed).toContain(`^FD${p.sscc_number}|${p.container_number}^FS`);
      expect(printed.match(/\^XA/g)).toHaveLength(packs.length);
    } finally {
      await printer.close();
    }
  });
});

describe('URL sets (admin / url_set)', () => {
  it('adds and edits a URL set; the key is never answered and redacted in the log', async () => {
    const token = await server.login('admin');
    const admin = <T>(action: string, data: unknown) =>
      server.call<T>(token, 'admin', { site_id: 'SXD', entity: 'url_set', action, data });
    const added = await admin<TUrlSetRow>('check', {
      url_set: 'OFR-TEST',
      platform: 'openfreight',
      description: 'Test set',
      base_url: 'https://api.openfreight.example/v2',
      username: 'tester',
      key: 'top-secret-key',
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({ url_set: 'OFR-TEST', has_key: true });
    expect(JSON.stringify(added.body)).not.toContain('top-secret-key');
    const edited = await admin<TUrlSetRow>('check', {
      url_set: 'OFR-TEST',
      base_url: 'https://api.openfreight.example/v3',
      key: '',
    });
    expect(edited.body.results[0]).toMatchObject({
      base_url: 'https://api.openfreight.example/v3',
      has_key: true,
    });
    const [stored] = await rows<{ key: string }>(
      server.db,
      sql`SELECT key FROM wms.carrier_url_sets WHERE site_id = 'SXD' AND url_set = 'OFR-TEST'`,
    );
    expect(stored!.key).not.toContain('top-secret-key');
    expect(savedOrigin(stored!.key)).toBe('https://api.openfreight.example');
    const list = await admin<TUrlSetRow>('list', {});
    expect(list.body.results.map((r) => r.url_set)).toEqual(
      expect.arrayContaining(['OFR-MELB', 'OFR-TEST']),
    );
    const logs = await rows<{ request: unknown }>(
      server.db,
      sql`SELECT request FROM wms.activity_log WHERE site_id = 'SXD' AND entity = 'url_set'`,
    );
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain('top-secret-key');
    // the document store answers OPENFREIGHT_URL_SET from the same table, without the key
    const stored2 = await server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'list',
      data: { expression: 'site_document = :sd', values: { ':sd': 'SXD-OPENFREIGHT_URL_SET' } },
    });
    expect(stored2.status).toBe(200);
    expect(stored2.body.results.map((d) => d.document_id)).toEqual(
      expect.arrayContaining(['OFR-MELB', 'OFR-TEST']),
    );
    expect(JSON.stringify(stored2.body)).not.toContain('top-secret-key');
    const gone = await admin<TUrlSetRow>('delete', { url_set: 'OFR-TEST' });
    expect(gone.status).toBe(200);
    const floor = await server.login('floor');
    const refused = await server.call(floor, 'admin', {
      site_id: 'SXD',
      entity: 'url_set',
      action: 'list',
      data: {},
    });
    expect(refused.status).toBe(403);
  });
});
