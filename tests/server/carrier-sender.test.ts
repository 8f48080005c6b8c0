import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TQuote } from '../../src/contract';
import { splitAuAddress } from '../../server/areas/consign/sender';
import { rows } from '../../server/db/sql';
import { sealForOrigin, urlSetKeyBound } from '../../server/secrets/origin-bound';
import { startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';

const server = startServer();

describe("the sender carriers price from: the warehouse's address", () => {
  let carrier: TestCarrier | undefined;
  afterEach(async () => {
    await carrier?.close();
    carrier = undefined;
  });

  it('splits a one-line Australian address into street, town, state and postcode', () => {
    expect(splitAuAddress('41 Greens Road, Dandenong South VIC 3175')).toEqual({
      address_1: '41 Greens Road',
      town: 'Dandenong South',
      state: 'VIC',
      postcode: '3175',
    });
    expect(splitAuAddress('Unit 4, 12 Fitzgerald Road, Laverton North vic 3026')).toEqual({
      address_1: 'Unit 4, 12 Fitzgerald Road',
      town: 'Laverton North',
      state: 'VIC',
      postcode: '3026',
    });
    expect(splitAuAddress('Somewhere without a postcode')).toBeNull();
  });

  it("machship is asked from the warehouse's town when the URL set names no sender", async () => {
    carrier = await startCarrier((r) =>
      r.url === '/api/quotes' ? TOLL_IPEC_QUOTE : { status: 404 },
    );
    await server.db.execute(
      sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
          VALUES ('SXD', 'MS-NOSENDER', 'machship', ${`${carrier.url}/api`},
                  ${sealForOrigin('tok', carrier.url, urlSetKeyBound('SXD', 'MS-NOSENDER'))})`,
    );
    const [w] = await rows<{ address: string }>(
      server.db,
      sql`SELECT warehouse_address AS address FROM wms.warehouses
          WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
    );
    const place = splitAuAddress(w!.address)!;
    expect(place.postcode).toMatch(/^\d{4}$/);
    const token = await server.login('floor');
    const got = await server.call<TQuote>(token, 'carrier', {
      site_id: 'SXD',
      entity: 'shipment',
      action: 'quote',
      data: { sales_orders: ['SO-900102'], url_set: 'MS-NOSENDER' },
    });
    expect(got.status).toBe(200);
    expect(carrier.received[0]!.body).toMatchObject({
      from: { suburb: place.town, state: place.state, postcode: place.postcode },
    });
  });
});
