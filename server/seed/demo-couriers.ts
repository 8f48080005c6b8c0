/**
 * Demo delivery set-up: Australian couriers and their services at both demo sites, the SXD
 * key cabinet (one key out with the floor user) and lead days from each site's home state.
 */
import { courierServices, couriers, deliveryKeys, deliveryLeadDays } from '../db/schema';
import type { Db } from '../db/types';

type DemoService = [code: string, name: string, storage?: string];

const COURIERS: [courier: string, name: string, services: DemoService[]][] = [
  [
    'STARTRACK',
    'StarTrack',
    [
      ['EXP', 'Express'],
      ['PREMIUM', 'Premium'],
      ['FPP', 'Fixed Price Premium'],
      ['RE', 'Road Express'],
    ],
  ],
  [
    'TOLL',
    'Toll',
    [
      ['IPEC', 'IPEC Road Express'],
      ['PRIORITY', 'Priority Overnight'],
      ['PALLET', 'Palletised Freight', 'PAL'],
      ['CHILL', 'Chilled Linehaul', 'COLD'],
    ],
  ],
  [
    'CP',
    'Couriers Please',
    [
      ['STD', 'Standard Parcel'],
      ['ATL', 'Authority to Leave'],
    ],
  ],
  [
    'HUNTER',
    'Hunter Express',
    [
      ['GEN', 'General Road'],
      ['FRAGILE', 'Fragile Handling'],
    ],
  ],
  [
    'BEX',
    'Border Express',
    [
      ['ROAD', 'Road Express'],
      ['OVERNIGHT', 'Overnight'],
      ['FROZEN', 'Frozen Linehaul', 'FRZ'],
    ],
  ],
  [
    'DFE',
    'Direct Freight Express',
    [
      ['CARTON', 'Carton Freight'],
      ['PALLET', 'Pallet Freight', 'PAL'],
    ],
  ],
  ['OWN', 'Own Fleet', [['METRO', 'Metro Van Run']]],
];

/** [key name, customer, colour, alarm code, checked out to] */
const SXD_KEYS: [string, string, string, string, string?][] = [
  ['Lygon Trattoria rear door', 'LYGON01', 'Red', '4821'],
  ['Brunswick IGA roller door', 'BRUIGA', 'Blue', '7710', 'floor'],
  ['St Kilda Pier Café cool room', 'STKCAF', 'Green', ''],
  ['Richmond Grocer side gate', 'RICHGR', 'Yellow', '3094'],
  ['Camberwell Bistro kitchen', 'CAMBIS', 'Black', '5562'],
  ['Dandenong Pizza loading bay', 'DANPIZ', 'Orange', '1187'],
  ['Geelong Waterfront store room', 'GEELWF', 'White', '9043'],
];

/** [from, to, days] per site. */
const LEAD_DAYS: Record<string, [string, string, number][]> = {
  SXD: [
    ['VIC', 'VIC', 1],
    ['VIC', 'NSW', 2],
    ['VIC', 'ACT', 2],
    ['VIC', 'SA', 2],
    ['VIC', 'QLD', 3],
    ['VIC', 'TAS', 3],
    ['VIC', 'WA', 5],
    ['VIC', 'NT', 6],
  ],
  TAS: [
    ['TAS', 'TAS', 1],
    ['TAS', 'VIC', 2],
    ['TAS', 'NSW', 3],
  ],
};

export async function seedCouriers(db: Db, options: { now: Date }): Promise<void> {
  for (const site_id of ['SXD', 'TAS']) {
    await db
      .insert(couriers)
      .values(COURIERS.map(([courier, courier_name]) => ({ site_id, courier, courier_name })));
    await db.insert(courierServices).values(
      COURIERS.flatMap(([courier, , services]) =>
        services.map(([courier_service_code, service_code_name, storage = '']) => ({
          site_id,
          courier,
          courier_service_code,
          service_code_name,
          storage,
        })),
      ),
    );
    await db.insert(deliveryLeadDays).values(
      LEAD_DAYS[site_id]!.map(([from_state, to_state, lead_days]) => ({
        site_id,
        from_state,
        to_state,
        lead_days,
      })),
    );
  }
  await db.insert(deliveryKeys).values(
    SXD_KEYS.map(([key_name, customer_code, colour, alarm_code, user]) => ({
      site_id: 'SXD',
      key_name,
      customer_code,
      colour,
      alarm_code,
      checkout_user: user ?? null,
      checkout_at: user ? new Date(options.now.getTime() - 3 * 3600_000) : null,
    })),
  );
}
