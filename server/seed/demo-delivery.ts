/**
 * Demo delivery management at SXD / DC1: two runs today and one a day around it while the
 * warehouse has orders, 8-12 stops each (its orders to Melbourne suburbs the local geocoder
 * knows), earlier days delivered, today part way, a few delivery windows; the drivers' GPS
 * points today and a despatch for each delivered order.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  customers,
  deliveryRunJobs,
  deliveryRuns,
  despatches,
  gpsLocations,
  postcodeCentroids,
  salesOrders,
} from '../db/schema';
import type { Db } from '../db/types';
import { centroidJoin } from '../delivery/geocode';
import { seedClock } from './clock';
import { rng } from './prng';

const RUNS = [
  { run_name: 'Metro South-East', driver_name: 'Tom Nguyen', vehicle: 'Isuzu NPR 1XR-4KT' },
  { run_name: 'Inner City & East', driver_name: 'Sarah Mitchell', vehicle: 'Hino 300 2BD-7QP' },
] as const;
const EXTRA_DRIVER = { driver_name: 'Raj Patel', lat: -37.9655, lng: 145.1605 };
const WINDOWS: [string, string][] = [
  ['10:00', '11:30'],
  ['11:00', '13:00'],
  ['13:30', '15:00'],
];

export async function seedDelivery(db: Db, options: { now: Date; seed: number }): Promise<void> {
  const random = rng(options.seed);
  const clock = seedClock(options.now);
  const pool = await db
    .select({
      sales_order_id: salesOrders.sales_order_id,
      customer_code: salesOrders.customer_code,
      lat: postcodeCentroids.lat,
      lng: postcodeCentroids.lng,
    })
    .from(salesOrders)
    .innerJoin(
      postcodeCentroids,
      centroidJoin(salesOrders.delivery_suburb, salesOrders.delivery_postcode),
    )
    .innerJoin(
      customers,
      and(
        eq(customers.site_id, salesOrders.site_id),
        eq(customers.customer_code, salesOrders.customer_code),
      ),
    )
    .where(and(eq(salesOrders.site_id, 'SXD'), eq(salesOrders.warehouse, 'DC1')))
    .orderBy(asc(salesOrders.sales_order_id));
  const used = new Set<number>();
  let despatchNo = 700100;
  // Today first, then the days around it, while the warehouse has orders to place.
  // Today both runs, then one run a day around it.
  const plan: [offset: number, r: number][] = [
    [0, 0],
    [0, 1],
    [-1, 1],
    [1, 0],
    [-2, 0],
    [2, 1],
    [-3, 1],
    [3, 0],
  ];
  for (const [offset, r] of plan) {
    const date = clock.date(clock.at(-offset, 12));
    const run = RUNS[r]!;
    const want = random.int(8, 12);
    const customersOnRun = new Set<string>();
    const stops = pool.filter((o) => {
      if (used.has(o.sales_order_id) || customersOnRun.has(o.customer_code)) return false;
      if (customersOnRun.size >= want) return false;
      customersOnRun.add(o.customer_code);
      return true;
    });
    if (stops.length < 8) break;
    const [created] = await db
      .insert(deliveryRuns)
      .values({ site_id: 'SXD', warehouse: 'DC1', delivery_date: date, ...run })
      .returning({ id: deliveryRuns.delivery_run_id });
    const runId = created!.id;
    // The planned sequence is the order the orders were taken in, not the shortest.
    const done =
      offset < 0
        ? stops.length - (offset === -1 && r === 1 ? 1 : 0)
        : offset === 0
          ? Math.floor(stops.length / 2)
          : 0;
    await db.insert(deliveryRunJobs).values(
      stops.map((s, i) => {
        used.add(s.sales_order_id);
        const window = i % 5 === 3 ? WINDOWS[(i + r) % WINDOWS.length]! : null;
        return {
          site_id: 'SXD',
          delivery_run_id: runId,
          sales_order_id: s.sales_order_id,
          delivery_run_sequence: i + 1,
          completed: i < done,
          completed_at: i < done ? new Date(clock.at(-offset, 10.5 + i * 0.4)) : null,
          window_from: window?.[0] ?? null,
          window_to: window?.[1] ?? null,
        };
      }),
    );
    const delivered = stops.slice(0, done);
    if (delivered.length)
      await db.insert(despatches).values(
        delivered.map((s, i) => {
          const courier = i % 4 === 3;
          return {
            site_id: 'SXD',
            despatch_number: `DSP${++despatchNo}`,
            sales_order_id: s.sales_order_id,
            despatch_date: date,
            courier: courier ? 'StarTrack' : 'SXD Fleet',
            courier_route_code: courier
              ? null
              : `DC1-${r === 0 ? 'SE' : 'IE'}-${String(i + 1).padStart(2, '0')}`,
            article_id: courier ? `STK${random.digits(9)}` : '',
            no_packages: random.int(1, 6),
          };
        }),
      );
    // Today's drivers report where they are: a trail up to the last stop delivered.
    if (offset === 0)
      await db.insert(gpsLocations).values(
        delivered.map((s, i) => ({
          site_id: 'SXD',
          driver_name: run.driver_name,
          delivery_run_id: runId,
          recorded_at: new Date(clock.at(0, 10.5 + i * 0.4)),
          lat: s.lat + (random.next() - 0.5) * 0.002,
          lng: s.lng + (random.next() - 0.5) * 0.002,
        })),
      );
  }
  await db.insert(gpsLocations).values({
    site_id: 'SXD',
    driver_name: EXTRA_DRIVER.driver_name,
    recorded_at: new Date(clock.at(0, 9.75)),
    lat: EXTRA_DRIVER.lat,
    lng: EXTRA_DRIVER.lng,
  });
}
