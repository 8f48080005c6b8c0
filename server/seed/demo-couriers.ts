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
/** [key, customer, colour, alarm code, key number, entry notes, exit notes, held by] */
const SXD_KEYS: [string, string, string, string, string, string, string, string?][] = [
  [
    'Lygon Trattoria rear door',
    'LYGON01',
    'Red',
    '4821',
    'K-014',
    'Rear lane off Faraday St; disarm panel inside the door on the left',
    'Re-arm, pull the door shut until it clicks',
  ],
  [
    'Brunswick IGA roller door',
    'BRUIGA',
    'Blue',
    '7710',
    'K-022',
    'Roller door on Ballarat St; lift by hand after unlocking',
    'Lower fully and lock both sides',
    'floor',
  ],
  [
    'St Kilda Pier Café cool room',
    'STKCAF',
    'Green',
    '',
    'K-031',
    'Cool room off the side path; no alarm',
    'Close the cool room door firmly',
  ],
  [
    'Richmond Grocer side gate',
    'RICHGR',
    'Yellow',
    '3094',
    'K-035',
    'Side gate on Coppin St, then the back door',
    'Padlock the gate on the way out',
  ],
  [
    'Camberwell Bistro kitchen',
    'CAMBIS',
    'Black',
    '5562',
    'K-040',
    'Kitchen door from the car park; panel beside the dish bay',
    'Re-arm before closing',
  ],
  [
    'Dandenong Pizza loading bay',
    'DANPIZ',
    'Orange',
    '1187',
    'K-047',
    'Loading bay at the rear; park clear of the bins',
    'Leave the bay door down',
  ],
  [
    'Geelong Waterfront store room',
    'GEELWF',
    'White',
    '9043',
    'K-052',
    'Store room via the marina entrance; sign the book at the gate',
    'Return the gate pass to the box',
  ],
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
    SXD_KEYS.map(
      ([key_name, customer_code, colour, alarm_code, key_number, entry, exit, user]) => ({
        site_id: 'SXD',
        key_name,
        customer_code,
        colour,
        alarm_code,
        key_number,
        entry_notes: entry,
        exit_notes: exit,
        special_instructions: customer_code === 'LYGON01' ? 'Deliveries before 7am only' : '',
        checkout_user: user ?? null,
        checkout_at: user ? new Date(options.now.getTime() - 3 * 3600_000) : null,
      }),
    ),
  );
}
