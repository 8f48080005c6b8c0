/**
 * Demo consignments of Southern Cross Distribution (SXD, Dandenong DC) for the consignment
 * list: booked with Toll (through OpenFreight) and StarTrack (the rate card) over the last week and for today, open ones in
 * transit or on for delivery, delivered ones complete, one deleted connote.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { seedClock } from './clock';
import { DEMO_CUSTOMERS } from './demo-orders';

type Demo = {
  customer: string;
  orders: string[];
  ref: string;
  courier: [string, string, string];
  connote: string;
  /** Days before the seed day it was despatched; the carrier's expected transit days. */
  daysAgo: number;
  transit: number;
  status: 'OPEN' | 'COMPLETE' | 'DELETED';
  tracking: string;
  packages: number;
  weight: number;
};

const TOLL: [string, string, string] = ['TOLL', 'IPEC', 'Toll IPEC Road Express'];
const TOLL_CHILL: [string, string, string] = ['TOLL', 'CHILL', 'Toll Chilled Linehaul'];
const STAR: [string, string, string] = ['STARTRACK', 'EXP', 'StarTrack Express'];
/** The couriers' display names (wms.couriers), stored in `courier` as bookings do. */
const NAMES: Record<string, string> = { TOLL: 'Toll', STARTRACK: 'StarTrack' };

export const DEMO_CONSIGNMENTS: Demo[] = [
  {
    customer: 'LYGON01',
    orders: ['SO-100003'],
    ref: 'LYG-PO-88213',
    courier: TOLL,
    connote: 'IPEC70012451',
    daysAgo: 0,
    transit: 1,
    status: 'OPEN',
    tracking: 'Booked',
    packages: 3,
    weight: 42.5,
  },
  {
    customer: 'BRUIGA',
    orders: ['SO-100004'],
    ref: 'BRU-PO-5521',
    courier: STAR,
    connote: 'STE0044810921',
    daysAgo: 1,
    transit: 1,
    status: 'OPEN',
    tracking: 'On For Delivery',
    packages: 6,
    weight: 118.2,
  },
  {
    customer: 'FOOTSM',
    orders: ['SO-100005'],
    ref: 'FOO-PO-1930',
    courier: TOLL_CHILL,
    connote: 'TCL00098812',
    daysAgo: 1,
    transit: 2,
    status: 'OPEN',
    tracking: 'In Transit',
    packages: 12,
    weight: 264,
  },
  {
    customer: 'STKCAF',
    orders: ['SO-100007'],
    ref: 'STK-PO-0412',
    courier: STAR,
    connote: 'STE0044810877',
    daysAgo: 3,
    transit: 1,
    status: 'COMPLETE',
    tracking: 'Delivered',
    packages: 2,
    weight: 18.4,
  },
  {
    customer: 'LYGON01',
    orders: ['SO-100009', 'SO-100010'],
    ref: 'LYG-PO-88190',
    courier: TOLL,
    connote: 'IPEC70012302',
    daysAgo: 4,
    transit: 1,
    status: 'COMPLETE',
    tracking: 'Delivered',
    packages: 5,
    weight: 77.9,
  },
  {
    customer: 'BRUIGA',
    orders: ['SO-100011'],
    ref: 'BRU-PO-5502',
    courier: TOLL,
    connote: 'IPEC70012277',
    daysAgo: 5,
    transit: 2,
    status: 'DELETED',
    tracking: '',
    packages: 4,
    weight: 51,
  },
  {
    customer: 'FOOTSM',
    orders: ['SO-100013'],
    ref: 'FOO-PO-1911',
    courier: STAR,
    connote: 'STE0044810650',
    daysAgo: 6,
    transit: 2,
    status: 'OPEN',
    tracking: 'Delayed - Weather',
    packages: 8,
    weight: 140.6,
  },
];

export async function seedConsignments(db: Db, options: { now: Date }): Promise<void> {
  const clock = seedClock(options.now);
  const parties = new Map((DEMO_CUSTOMERS.SXD ?? []).map((p) => [p[0], p]));
  for (const [i, c] of DEMO_CONSIGNMENTS.entries()) {
    const party = parties.get(c.customer);
    const despatch = clock.date(clock.at(c.daysAgo, 12));
    const expected = clock.date(clock.at(c.daysAgo - c.transit, 12));
    await db.execute(
      sql`INSERT INTO wms.consignments (site_id, consignment, warehouse, sales_orders,
            courier_code, courier, courier_service, service_code, carrier_and_service, courier_interface,
            customer_code, despatch_date, sender_name, sender_address_1, sender_town,
            sender_postcode, receiver_name, receiver_address, receiver_town, receiver_state,
            receiver_postcode, packages, weight, shipment_total, status, tracking_status,
            tracking_updated_at, etd, ref, connote, created_by)
          VALUES ('SXD', ${`MS${String(2204180 + i)}`}, 'DC1',
            ${sql`ARRAY[${sql.join(
              c.orders.map((o) => sql`${o}`),
              sql`, `,
            )}]::text[]`},
            ${c.courier[0]}, ${NAMES[c.courier[0]] ?? c.courier[0]}, ${c.courier[1]}, ${c.courier[1]}, ${c.courier[2]},
            ${c.courier[0] === 'TOLL' ? 'OPENFREIGHT' : 'RATE_CARD'},
            ${c.customer}, ${despatch}, 'Southern Cross Distribution', '41 Greens Road',
            'Dandenong South', '3175', ${party?.[1] ?? c.customer}, ${party?.[2] ?? ''},
            ${party?.[3] ?? ''}, ${party?.[5] ?? 'VIC'}, ${party?.[4] ?? ''}, ${c.packages},
            ${c.weight}, ${Math.round(c.weight * 0.85 * 100) / 100 + 18}, ${c.status},
            ${c.tracking}, ${c.tracking ? new Date(clock.at(c.daysAgo - 1, 9)) : null},
            ${expected}, ${c.ref}, ${c.connote}, 'anika.perera')`,
    );
  }
}
