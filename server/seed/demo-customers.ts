/**
 * Demo customer details: attributes, minimum days per warehouse and courier accounts of the
 * customers demo-orders.ts seeds (document 1 "Customers"). Deterministic; bulk inserts.
 *
 * FIXED ANCHOR: LYGON01 at SXD has DELIVERY_WINDOW 06:00-10:00, DOCK_BOOKING_REQUIRED N,
 * PALLET_TYPE CHEP; minimum days DC1 1 and DC2 2; a StarTrack account ST-LYG-40112 (EXP) and
 * a Toll account TOL-883201 (IPEC).
 */
import type { Db } from '../db/types';
import { bulkInsert } from './bulk';
import { DEMO_SITES } from './demo-data';
import { DEMO_CUSTOMERS } from './demo-orders';
import { rng } from './prng';

const WINDOWS = ['05:00-09:00', '06:00-10:00', '07:00-11:00', '08:00-12:00', '12:00-16:00'];
const EDI_PARTNERS = ['SPS Commerce', 'GXS', 'Tradeshift', 'IntelliGEN'];
const SERVICES: Record<string, string[]> = {
  StarTrack: ['EXP', 'PRM', 'FPP'],
  Toll: ['IPEC', 'Priority', 'Road Express'],
  TNT: ['Road Express', 'Overnight'],
  'Australia Post': ['Parcel Post', 'Express Post'],
  'Couriers Please': ['Standard'],
};
const PREFIX: Record<string, string> = {
  StarTrack: 'ST',
  Toll: 'TOL',
  TNT: 'TNT',
  'Australia Post': 'AP',
  'Couriers Please': 'CP',
};

type Row = Record<string, unknown>;

export type CustomerDetailsSummary = {
  attributes: number;
  minimumDays: number;
  courierAccounts: number;
};

export async function seedCustomerDetails(
  db: Db,
  options: { seed: number },
): Promise<CustomerDetailsSummary> {
  const random = rng(options.seed);
  const attributes: Row[] = [];
  const minimumDays: Row[] = [];
  const accounts: Row[] = [];
  for (const [site_id, customers] of Object.entries(DEMO_CUSTOMERS)) {
    const houses =
      DEMO_SITES.find((s) => s.site_id === site_id)?.warehouses.map((w) => w.warehouse) ?? [];
    for (const [customer_code] of customers) {
      const owner = { site_id, customer_code };
      if (site_id === 'SXD' && customer_code === 'LYGON01') {
        attributes.push(
          { ...owner, attribute: 'DELIVERY_WINDOW', value: '06:00-10:00' },
          { ...owner, attribute: 'DOCK_BOOKING_REQUIRED', value: 'N' },
          { ...owner, attribute: 'PALLET_TYPE', value: 'CHEP' },
        );
        minimumDays.push(
          { ...owner, warehouse: 'DC1', minimum_days: 1 },
          { ...owner, warehouse: 'DC2', minimum_days: 2 },
        );
        accounts.push(
          { ...owner, courier: 'StarTrack', account_number: 'ST-LYG-40112', service: 'EXP' },
          { ...owner, courier: 'Toll', account_number: 'TOL-883201', service: 'IPEC' },
        );
        continue;
      }
      attributes.push({ ...owner, attribute: 'DELIVERY_WINDOW', value: random.pick(WINDOWS) });
      attributes.push({
        ...owner,
        attribute: 'PALLET_TYPE',
        value: random.pick(['CHEP', 'CHEP', 'LOSCAM', 'PLAIN']),
      });
      if (random.next() < 0.4)
        attributes.push({ ...owner, attribute: 'DOCK_BOOKING_REQUIRED', value: 'Y' });
      if (random.next() < 0.25)
        attributes.push({ ...owner, attribute: 'EDI_PARTNER', value: random.pick(EDI_PARTNERS) });
      if (random.next() < 0.2)
        attributes.push({ ...owner, attribute: 'TAIL_LIFT_REQUIRED', value: 'Y' });
      for (const warehouse of houses) {
        if (random.next() < 0.6)
          minimumDays.push({ ...owner, warehouse, minimum_days: random.int(0, 3) });
      }
      const couriers = Object.keys(SERVICES).filter(() => random.next() < 0.35);
      for (const courier of couriers) {
        accounts.push({
          ...owner,
          courier,
          account_number: `${PREFIX[courier]}-${random.digits(6)}`,
          service: random.pick(SERVICES[courier]!),
        });
      }
    }
  }
  await bulkInsert(
    db,
    'wms.customer_attributes',
    [
      ['site_id', 'text'],
      ['customer_code', 'text'],
      ['attribute', 'text'],
      ['value', 'text'],
    ],
    attributes,
  );
  await bulkInsert(
    db,
    'wms.customer_minimum_days',
    [
      ['site_id', 'text'],
      ['customer_code', 'text'],
      ['warehouse', 'text'],
      ['minimum_days', 'integer'],
    ],
    minimumDays,
  );
  await bulkInsert(
    db,
    'wms.customer_courier_accounts',
    [
      ['site_id', 'text'],
      ['customer_code', 'text'],
      ['courier', 'text'],
      ['account_number', 'text'],
      ['service', 'text'],
    ],
    accounts,
  );
  return {
    attributes: attributes.length,
    minimumDays: minimumDays.length,
    courierAccounts: accounts.length,
  };
}
