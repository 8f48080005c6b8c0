import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  type TCustomer,
  type TCustomerInput,
  type TCustomerListRow,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * Customers (document 1 "Customers", section 7 customer call) through the envelope, on the
 * demo data (server/seed/demo-customers.ts anchor: LYGON01 at SXD).
 */

const server = startServer();

const call = <T>(token: string, action: string, data: unknown, site_id = 'SXD') =>
  server.call<T>(token, 'customer', { site_id, entity: 'customer', action, data });

const ALL = {
  include_attributes: true,
  include_minimum_days: true,
  include_courier_accounts: true,
};

function customer(code: string, extra: Partial<TCustomerInput> = {}): TCustomerInput {
  return {
    customer_code: code,
    customer_name: `Test customer ${code}`,
    delivery_address_1: '1 Test Street',
    delivery_suburb: 'Carlton',
    delivery_state: 'VIC',
    delivery_postcode: '3053',
    ...extra,
  };
}

let admin = '';

beforeAll(async () => {
  admin = await server.login('admin');
});

describe('customer list', () => {
  it('needs a term, and searches code prefix, name and suburb', async () => {
    const none = await call(admin, 'list', { search_term: '' });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]?.message).toBe(CUSTOMER_MESSAGES.enterSearchTerm);
    const badType = await call(admin, 'list', { search_type: 'NOPE', search_term: 'x' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0]?.message).toBe(CUSTOMER_MESSAGES.selectSearchType);

    const byCode = await call<TCustomerListRow>(admin, 'list', { search_term: 'lygon01' });
    expect(byCode.status).toBe(200);
    expect(byCode.body.results[0]).toEqual({
      customer_code: 'LYGON01',
      customer_name: 'Lygon Street Trattoria',
      delivery_suburb: 'Carlton',
      delivery_state: 'VIC',
      exact: true,
    });

    const byName = await call<TCustomerListRow>(admin, 'list', {
      search_type: 'NAME',
      search_term: 'iga',
    });
    expect(byName.body.results.map((r) => r.customer_code)).toContain('BRUIGA');
    expect(byName.body.results.every((r) => /iga/i.test(r.customer_name))).toBe(true);

    const bySuburb = await call<TCustomerListRow>(admin, 'list', {
      search_type: 'SUBURB',
      search_term: 'Footscray',
    });
    expect(bySuburb.body.results.map((r) => r.customer_code)).toEqual(['FOOTSM']);

    // CODE is a prefix only: a name word finds nothing.
    const codeOnly = await call<TCustomerListRow>(admin, 'list', {
      search_type: 'CODE',
      search_term: 'Trattoria',
    });
    expect(codeOnly.body.results).toEqual([]);

    // A LIKE wildcard in the term is a plain character.
    const wild = await call<TCustomerListRow>(admin, 'list', { search_term: '%' });
    expect(wild.body.results).toEqual([]);
  });

  it('never shows another site\u2019s customers', async () => {
    const tas = await call<TCustomerListRow>(admin, 'list', { search_term: 'LYGON01' }, 'TAS');
    expect(tas.status).toBe(200);
    expect(tas.body.results).toEqual([]);
    const sxd = await call<TCustomerListRow>(admin, 'list', { search_term: 'HUONVL' });
    expect(sxd.body.results).toEqual([]);
    const get = await call(admin, 'get', { customer_code: 'LYGON01' }, 'TAS');
    expect(get.status).toBe(404);
  });
});

describe('customer get', () => {
  it('answers the header, and each list only when asked', async () => {
    const bare = await call<TCustomer>(admin, 'get', { customer_code: 'LYGON01' });
    expect(bare.status).toBe(200);
    const head = bare.body.results[0]!;
    expect(head.customer_name).toBe('Lygon Street Trattoria');
    expect(head.delivery_address_1).toBe('212 Lygon Street');
    expect(head.attributes).toBeUndefined();
    expect(head.minimum_days).toBeUndefined();
    expect(head.courier_accounts).toBeUndefined();

    const full = await call<TCustomer>(admin, 'get', { customer_code: 'LYGON01', ...ALL });
    const c = full.body.results[0]!;
    expect(c.attributes).toEqual([
      { attribute: 'DELIVERY_WINDOW', value: '06:00-10:00' },
      { attribute: 'DOCK_BOOKING_REQUIRED', value: 'N' },
      { attribute: 'PALLET_TYPE', value: 'CHEP' },
    ]);
    expect(c.minimum_days).toEqual([
      { warehouse: 'DC1', minimum_days: 1 },
      { warehouse: 'DC2', minimum_days: 2 },
    ]);
    expect(c.courier_accounts).toEqual([
      { courier: 'StarTrack', account_number: 'ST-LYG-40112', service: 'EXP' },
      { courier: 'Toll', account_number: 'TOL-883201', service: 'IPEC' },
    ]);

    const onlyDays = await call<TCustomer>(admin, 'get', {
      customer_code: 'LYGON01',
      include_minimum_days: true,
    });
    expect(onlyDays.body.results[0]!.minimum_days).toHaveLength(2);
    expect(onlyDays.body.results[0]!.attributes).toBeUndefined();
  });

  it('answers not found for an unknown code', async () => {
    const missing = await call(admin, 'get', { customer_code: 'NOPE-999' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.message).toBe(CUSTOMER_MESSAGES.notFound('NOPE-999'));
  });

  it('the demo gives every customer details', async () => {
    const counts = await rows<{ n: number; t: string }>(
      server.db,
      sql`SELECT count(*)::int AS n, 'a' AS t FROM wms.customer_attributes
          UNION ALL SELECT count(*)::int, 'm' FROM wms.customer_minimum_days
          UNION ALL SELECT count(*)::int, 'c' FROM wms.customer_courier_accounts`,
    );
    for (const c of counts) expect(c.n).toBeGreaterThan(20);
  });
});

describe('customer check', () => {
  it('adds a customer with its lists, then updates them (a list left out is kept)', async () => {
    const added = await call<TCustomer>(admin, 'check', {
      customer: customer('TST-CUS1', {
        attributes: [
          { attribute: 'pallet_type', value: 'LOSCAM' },
          { attribute: 'EDI_PARTNER', value: 'GXS' },
        ],
        minimum_days: [{ warehouse: 'DC1', minimum_days: 2 }],
        courier_accounts: [{ courier: 'TNT', account_number: 'TNT-100200', service: 'Overnight' }],
      }),
    });
    expect(added.status).toBe(200);
    expect(added.body.info.map((m) => m.message)).toContain(CUSTOMER_MESSAGES.updated);
    const saved = added.body.results[0]!;
    expect(saved.attributes).toEqual([
      { attribute: 'EDI_PARTNER', value: 'GXS' },
      { attribute: 'PALLET_TYPE', value: 'LOSCAM' },
    ]);
    expect(saved.minimum_days).toEqual([{ warehouse: 'DC1', minimum_days: 2 }]);

    const updated = await call<TCustomer>(admin, 'check', {
      customer: customer('TST-CUS1', {
        customer_name: 'Renamed customer',
        attributes: [{ attribute: 'PALLET_TYPE', value: 'CHEP' }],
        courier_accounts: [],
      }),
    });
    expect(updated.status).toBe(200);
    const again = await call<TCustomer>(admin, 'get', { customer_code: 'TST-CUS1', ...ALL });
    const c = again.body.results[0]!;
    expect(c.customer_name).toBe('Renamed customer');
    expect(c.attributes).toEqual([{ attribute: 'PALLET_TYPE', value: 'CHEP' }]);
    expect(c.minimum_days).toEqual([{ warehouse: 'DC1', minimum_days: 2 }]);
    expect(c.courier_accounts).toEqual([]);
  });

  it('refuses with one error per failed rule and saves nothing', async () => {
    const refused = await call(admin, 'check', {
      customer: customer('TST-CUS2', {
        customer_name: '',
        attributes: [
          { attribute: 'PALLET_TYPE', value: 'CHEP' },
          { attribute: 'pallet_type', value: 'LOSCAM' },
          { attribute: 'bad name', value: '' },
        ],
        minimum_days: [
          { warehouse: 'HBT', minimum_days: 1 },
          { warehouse: 'NOWHERE', minimum_days: 1 },
          { warehouse: 'DC1', minimum_days: -1 },
        ],
        courier_accounts: [
          { courier: 'Toll', account_number: '' },
          { courier: 'toll', account_number: 'T-1' },
        ],
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      CUSTOMER_MESSAGES.nameRequired,
      CUSTOMER_MESSAGES.duplicateAttribute('PALLET_TYPE'),
      CUSTOMER_MESSAGES.attributeName('BAD NAME'),
      CUSTOMER_MESSAGES.minimumDaysRange('DC1'),
      CUSTOMER_MESSAGES.accountRequired('Toll'),
      CUSTOMER_MESSAGES.duplicateCourier('toll'),
      // HBT is a warehouse of TAS, not of SXD.
      MESSAGES.unknownWarehouse('HBT'),
      MESSAGES.unknownWarehouse('NOWHERE'),
    ]);
    const missing = await call(admin, 'get', { customer_code: 'TST-CUS2' });
    expect(missing.status).toBe(404);
  });

  it('a save at one site does not touch the same code at another', async () => {
    const tas = await call<TCustomer>(
      admin,
      'check',
      {
        customer: customer('LYGON01', {
          customer_name: 'Hobart namesake',
          minimum_days: [{ warehouse: 'HBT', minimum_days: 3 }],
        }),
      },
      'TAS',
    );
    expect(tas.status).toBe(200);
    const sxd = await call<TCustomer>(admin, 'get', { customer_code: 'LYGON01', ...ALL });
    expect(sxd.body.results[0]!.customer_name).toBe('Lygon Street Trattoria');
    expect(sxd.body.results[0]!.minimum_days).toHaveLength(2);
  });
});

describe('customer permissions', () => {
  it('view on admin reads, update on admin saves, others are refused', async () => {
    const viewer = await server.login('viewer');
    const read = await call<TCustomerListRow>(viewer, 'list', { search_term: 'LYGON' });
    expect(read.status).toBe(200);
    expect(read.body.results.length).toBeGreaterThan(0);
    const save = await call(viewer, 'check', { customer: customer('TST-VIEW') });
    expect(save.status).toBe(403);

    // The floor user has no admin module: the customer screens are not theirs.
    const floor = await server.login('floor');
    expect((await call(floor, 'list', { search_term: 'LYGON' })).status).toBe(403);
    expect((await call(floor, 'get', { customer_code: 'LYGON01' })).status).toBe(403);

    // The viewer is not a member of TAS.
    expect((await call(viewer, 'list', { search_term: 'HUON' }, 'TAS')).status).toBe(403);
  });
});
