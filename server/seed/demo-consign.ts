/**
 * Demo consigning at SXD: a rate card for the demo couriers (Australian zones by postcode
 * range and state, weight breaks, cubic factors, fuel levy and surcharges), an OpenFreight
 * URL set, packed DC1 orders ready to consign (cartons and a pallet with SSCCs and weights),
 * and a few booked consignments: OPEN (one pack scanned), COMPLETE (one 'On For Delivery')
 * and DELETED.
 */
import { sql } from 'drizzle-orm';
import { PACK_DEFAULTS, packBarcode, packNumber, sscc18 } from '../../src/contract';
import { takePackNumbers } from '../areas/packs/queries';
import { takeSsccSerials } from '../areas/stock/sscc-serials';
import { rows } from '../db/sql';
import { sealForOrigin, urlSetKeyBound } from '../secrets/origin-bound';
import { seedClock } from './clock';
import type { Db } from '../db/types';

const SITE = 'SXD';

/** [zone, state, postcode from, to (null: the whole state), transit business days] */
const ZONES: [string, string, number | null, number | null, number][] = [
  ['MEL', 'VIC', 3000, 3207, 1],
  ['GEE', 'VIC', 3211, 3233, 1],
  ['VIC', 'VIC', null, null, 2],
  ['SYD', 'NSW', 2000, 2234, 2],
  ['NSW', 'NSW', null, null, 3],
  ['CBR', 'ACT', null, null, 2],
  ['BNE', 'QLD', 4000, 4179, 3],
  ['QLD', 'QLD', null, null, 5],
  ['ADL', 'SA', 5000, 5199, 2],
  ['SA', 'SA', null, null, 4],
  ['PER', 'WA', 6000, 6199, 5],
  ['WA', 'WA', null, null, 8],
  ['HBA', 'TAS', 7000, 7199, 3],
  ['TAS', 'TAS', null, null, 4],
  ['NT', 'NT', null, null, 7],
];
/** How far each zone is from Melbourne: scales the charges. */
const DISTANCE: Record<string, number> = {
  MEL: 1,
  GEE: 1.2,
  VIC: 1.5,
  SYD: 1.9,
  NSW: 2.3,
  CBR: 2,
  BNE: 2.6,
  QLD: 3.2,
  ADL: 2,
  SA: 2.5,
  PER: 3.6,
  WA: 4.4,
  HBA: 2.4,
  TAS: 2.8,
  NT: 4.8,
};

/** [courier, service, cubic factor, fuel levy %, minimum, base, per kg, speed (transit +/-)] */
const SERVICES: [string, string, number, number, number, number, number, number][] = [
  ['STARTRACK', 'EXP', 250, 18.5, 12.5, 9.8, 0.62, 0],
  ['STARTRACK', 'PREMIUM', 250, 18.5, 18, 14.2, 0.81, -1],
  ['TOLL', 'IPEC', 250, 16.2, 11, 8.9, 0.58, 0],
  ['TOLL', 'PRIORITY', 250, 16.2, 22, 19.5, 0.95, -1],
  ['CP', 'STD', 250, 14.9, 9.5, 7.4, 0.71, 1],
  ['HUNTER', 'GEN', 333, 12.8, 10, 8.2, 0.49, 1],
];

/** [order, customer, days from today required, days ago created, packs: kg each (>= 100: pallet)] */
const READY: [string, string, number, number, number[]][] = [
  ['SO-900101', 'LYGON01', -1, 3, [12.4, 9.8]],
  ['SO-900102', 'BRUIGA', 0, 0, [14.2]],
  ['SO-900103', 'FOOTSM', 1, 0, [8.6, 11.3, 6.9]],
  ['SO-900104', 'GEELWF', 2, 1, [16.5, 15.1]],
  ['SO-900105', 'BENDIG', 1, 0, [318.5]],
  ['SO-900106', 'STKCAF', 3, 0, [7.2, 10.4]],
];

/** [order, customer, connote, courier, service, status, tracking, packs kg, scanned packs] */
const BOOKED: [string, string, string, string, string, string, string, number[], number][] = [
  ['SO-900111', 'RICHGR', 'STA00891234', 'STARTRACK', 'EXP', 'OPEN', 'Booked', [13.1, 9.4], 1],
  ['SO-900112', 'CAMBIS', 'IPE2024551', 'TOLL', 'IPEC', 'COMPLETE', 'In Transit', [18.2], 1],
  ['SO-900113', 'DANPIZ', 'CPB7734120', 'CP', 'STD', 'COMPLETE', 'On For Delivery', [11.7, 6.3], 2],
  ['SO-900114', 'BOXHLM', 'HUN5501927', 'HUNTER', 'GEN', 'DELETED', '', [21.4], 0],
];

export async function seedConsign(db: Db, opts: { now: Date }): Promise<void> {
  // Dates are the site's local dates (Melbourne), as the consign screen reads them.
  const clock = seedClock(opts.now);
  const day = (offset: number) => clock.date(clock.at(-offset, 12));
  /** `hour` o'clock local, `daysAgo` days ago, and never later than now. */
  const at = (daysAgo: number, hour: number) =>
    new Date(Math.min(clock.at(daysAgo, hour), clock.now - 10 * 60_000)).toISOString();
  const names = await rows<{ courier: string; courier_name: string }>(
    db,
    sql`SELECT courier, courier_name FROM wms.couriers WHERE site_id = ${SITE}`,
  );
  if (!names.length) return;
  const courierName = (c: string) => names.find((n) => n.courier === c)?.courier_name ?? c;
  const serviceNames = await rows<{ courier: string; code: string; name: string }>(
    db,
    sql`SELECT courier, courier_service_code AS code, service_code_name AS name
        FROM wms.courier_services WHERE site_id = ${SITE}`,
  );
  const serviceName = (c: string, s: string) =>
    serviceNames.find((n) => n.courier === c && n.code === s)?.name ?? s;

  // ---- rate card
  for (const courier of new Set(SERVICES.map((s) => s[0]))) {
    const speed = Math.min(...SERVICES.filter((s) => s[0] === courier).map((s) => s[7]));
    for (const [zone, state, from, to, days] of ZONES) {
      await db.execute(
        sql`INSERT INTO wms.rate_zones
              (site_id, courier, zone, state, postcode_from, postcode_to, transit_days)
            VALUES (${SITE}, ${courier}, ${zone}, ${state}, ${from}, ${to},
                    ${Math.max(1, days + speed + (courier === 'HUNTER' ? 1 : 0))})`,
      );
    }
  }
  for (const [courier, service, cubic, levy, minimum, base, perKg] of SERVICES) {
    const surcharges = [
      { name: 'Residential', amount: 5.5 },
      ...(courier === 'TOLL' ? [{ name: 'Tail-lift', amount: 0 }] : []),
    ];
    await db.execute(
      sql`INSERT INTO wms.rate_services
            (site_id, courier, courier_service_code, cubic_factor, fuel_levy_percent,
             surcharges, minimum_charge)
          VALUES (${SITE}, ${courier}, ${service}, ${cubic}, ${levy},
                  ${JSON.stringify(surcharges)}::jsonb, ${minimum})`,
    );
    for (const [zone] of ZONES) {
      const d = DISTANCE[zone] ?? 2;
      // Heavier freight is cheaper per kilogram: breaks at 0, 25, 100 and 500 kg.
      for (const [from, factor] of [
        [0, 1],
        [25, 0.9],
        [100, 0.78],
        [500, 0.66],
      ] as const) {
        await db.execute(
          sql`INSERT INTO wms.rate_breaks
                (site_id, courier, courier_service_code, zone, weight_from, base_charge, per_kg)
              VALUES (${SITE}, ${courier}, ${service}, ${zone}, ${from},
                      ${Math.round(base * d * 100) / 100},
                      ${Math.round(perKg * d * factor * 1000) / 1000})`,
        );
      }
    }
  }

  // ---- an OpenFreight URL set (Courier Integration)
  await db.execute(
    sql`INSERT INTO wms.carrier_url_sets
          (site_id, url_set, platform, description, base_url, username, key, sender_name,
           sender_address_1, sender_town, sender_state, sender_postcode, sender_phone,
           sender_email)
        VALUES (${SITE}, 'OFR-MELB', 'openfreight', 'OpenFreight production (Melbourne DC)',
                'https://openfreight.example/api/v2', 'sxd.dispatch',
                ${sealForOrigin('of-3b9d72c1e84a', 'https://openfreight.example/api/v2', urlSetKeyBound(SITE, 'OFR-MELB'))},
                'SXD Distribution', '14 Fulton Drive', 'Derrimut', 'VIC', '3026',
                '03 9369 4410', 'dispatch@sxd.example')`,
  );
  // ---- an Intermax URL set for the refrigerated linehaul; its key is the site secret
  // INTERMAX_API_KEY (/secret), and no courier is routed through it until one is set
  await db.execute(
    sql`INSERT INTO wms.carrier_url_sets
          (site_id, url_set, platform, description, base_url, username, key, sender_name,
           sender_address_1, sender_town, sender_state, sender_postcode, sender_phone,
           sender_email)
        VALUES (${SITE}, 'IMX-REEFER', 'intermax', 'Intermax refrigerated linehaul (VIC-TAS)',
                'https://api.intermax.example/v1', 'sxd.chilled', '',
                'SXD Distribution', '14 Fulton Drive', 'Derrimut', 'VIC', '3026',
                '03 9369 4410', 'dispatch@sxd.example')`,
  );

  // ---- orders, packs and consignments
  const customers = await rows<{
    customer_code: string;
    customer_name: string;
    address: string;
    suburb: string;
    state: string;
    postcode: string;
  }>(
    db,
    sql`SELECT customer_code, customer_name, delivery_address_1 AS address,
               delivery_suburb AS suburb, delivery_state AS state, delivery_postcode AS postcode
        FROM wms.customers WHERE site_id = ${SITE}`,
  );
  const all = [
    ...READY.map(([order, customer, required, created, packs]) => ({
      order,
      customer,
      required,
      created,
      packs,
      booked: undefined,
    })),
    ...BOOKED.map((b, i) => ({
      order: b[0],
      customer: b[1],
      required: -2 - i,
      created: 4 + i,
      packs: b[7],
      booked: b,
    })),
  ];
  // What the packs hold: plain (untracked) stocked items of the site, one item per pack.
  const items = await rows<{ code: string; description: string; uom: string; gtin: string }>(
    db,
    sql`SELECT inventory_code AS code, inventory_description AS description,
               unit_of_measure AS uom, gtin
        FROM wms.inventory
        WHERE site_id = ${SITE} AND tracking_type = 'NONE' AND unit_of_measure <> 'KG'
        ORDER BY inventory_code LIMIT 12`,
  );
  const packCount = all.reduce((s, o) => s + o.packs.length, 0);
  const numbers = await takePackNumbers(db, SITE, packCount);
  const gs1 = await takeSsccSerials(db, SITE, packCount);
  let n = 0;
  for (const o of all) {
    const c = customers.find((x) => x.customer_code === o.customer);
    if (!c) continue;
    const booked = o.booked;
    const orderConnote = booked && booked[5] !== 'DELETED' ? booked[2] : '';
    const created = at(o.created, 8.5);
    const [so] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.sales_orders
            (site_id, sales_order, warehouse, customer_code, customer_order, required_date,
             wms_status, erp_status, connote, delivery_address_1, delivery_suburb,
             delivery_state, delivery_postcode, delivery_country, created_at, updated_at)
          VALUES (${SITE}, ${o.order}, 'DC1', ${c.customer_code},
                  ${`PO${o.order.slice(3)}`}, ${day(o.required)}, 'packed',
                  'Pending Fulfilment', ${orderConnote}, ${c.address}, ${c.suburb}, ${c.state},
                  ${c.postcode}, 'AU', ${created}::timestamptz, ${created}::timestamptz)
          RETURNING sales_order_id AS id`,
    );
    const packed: { id: number; sscc: string; kg: number; m3: number }[] = [];
    for (const kg of o.packs) {
      const pallet = kg >= 100;
      const number = packNumber(numbers.prefix, numbers.first + n);
      const sscc = gs1.prefix ? sscc18(gs1.ext, gs1.prefix, gs1.last + 1 + n) : '';
      n += 1;
      const [h, w, d] = pallet ? [1450, 1165, 1165] : [300, 400, 300];
      const m3 = Math.round((h * w * d) / 1e6) / 1000;
      const [made] = await rows<{ id: number }>(
        db,
        sql`INSERT INTO wms.containers
              (site_id, container_number, sscc_number, reference, barcode, label_type,
               container_type, warehouse, customer_code, customer_name, sales_order,
               customer_order, delivery_name, delivery_address_1, delivery_suburb,
               delivery_state, delivery_postcode, package_type, connote, weight, height, width,
               depth, cube, volume, created_by, created_at, updated_at)
            VALUES (${SITE}, ${number}, ${sscc}, ${o.order}, ${packBarcode(number)},
                    ${pallet ? 'PALLET' : 'CARTON'}, ${PACK_DEFAULTS.container_type}, 'DC1',
                    ${c.customer_code}, ${c.customer_name}, ${o.order},
                    ${`PO${o.order.slice(3)}`}, ${c.customer_name}, ${c.address}, ${c.suburb},
                    ${c.state}, ${c.postcode}, ${pallet ? 'PLT' : PACK_DEFAULTS.package_type},
                    ${orderConnote}, ${kg}, ${h}, ${w}, ${d}, ${m3}, ${Math.round(m3 * 1000)},
                    'floor', ${created}::timestamptz, ${created}::timestamptz)
            RETURNING container_id AS id`,
      );
      packed.push({ id: made!.id, sscc, kg, m3 });
      // The pack's contents, and the order line it supplied in full.
      const item = items[(n - 1) % items.length];
      if (item) {
        const qty = pallet ? 48 : 6;
        await db.execute(
          sql`INSERT INTO wms.container_contents
                (site_id, container_id, inventory_code, inventory_description, quantity,
                 unit_of_measure, gtin, created_at, updated_at)
              VALUES (${SITE}, ${made!.id}, ${item.code}, ${item.description}, ${qty},
                      ${item.uom}, ${item.gtin}, ${created}::timestamptz, ${created}::timestamptz)`,
        );
        await db.execute(
          sql`INSERT INTO wms.sales_order_lines
                (site_id, sales_order_id, line_no, inventory_code, description,
                 stocking_factor_unit, quantity_ordered, quantity_supplied)
              VALUES (${SITE}, ${so!.id}, ${packed.length}, ${item.code}, ${item.description},
                      ${item.uom}, ${qty}, ${qty})`,
        );
      }
    }
    if (!booked) continue;
    const [, , connote, courier, service, status, tracking, , scanned] = booked;
    const total = Math.round((14 + o.packs.reduce((s, kg) => s + kg, 0) * 0.9) * 100) / 100;
    const [k] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.consignments
            (site_id, consignment, warehouse, sales_orders, courier_id, courier_code, courier,
             courier_service, service_code, carrier_and_service, courier_interface,
             customer_code, despatch_date, sender_name, sender_address_1, receiver_name,
             receiver_address, receiver_town, receiver_state, receiver_postcode, packages,
             weight, volume, shipment_total, status, tracking_status, tracking_updated_at, etd,
             ref, connote, created_by, created_at, updated_at)
          VALUES (${SITE}, ${connote}, 'DC1', ARRAY[${o.order}]::text[], ${courier}, ${courier},
                  ${courierName(courier)}, ${serviceName(courier, service)}, ${service},
                  ${`${courierName(courier)} ${serviceName(courier, service)}`}, 'RATE_CARD',
                  ${c.customer_code}, ${day(o.required)}, 'SXD Distribution',
                  '14 Fulton Drive', ${c.customer_name}, ${c.address}, ${c.suburb}, ${c.state},
                  ${c.postcode}, ${o.packs.length}, ${o.packs.reduce((s, kg) => s + kg, 0)},
                  ${packed.reduce((s, i) => s + i.m3, 0)}, ${total}, ${status}, ${tracking},
                  ${tracking ? at(1, 16.25) : null}::timestamptz,
                  ${day(o.required + 1)}, ${`PO${o.order.slice(3)}`}, ${connote},
                  'floor', ${created}::timestamptz, ${created}::timestamptz)
          RETURNING consignment_id AS id`,
    );
    if (status === 'COMPLETE') {
      const [m] = await rows<{ id: number }>(
        db,
        sql`INSERT INTO wms.consignment_manifests
              (site_id, manifest, courier, courier_interface, consignments, created_by)
            VALUES (${SITE}, ${`RC-${connote}`}, ${courier}, 'RATE_CARD', 1, 'floor')
            RETURNING manifest_id AS id`,
      );
      await db.execute(
        sql`UPDATE wms.consignments SET manifest_id = ${m!.id}
            WHERE site_id = ${SITE} AND consignment_id = ${k!.id}`,
      );
    }
    for (const [i, item] of packed.entries()) {
      const ticked = i < scanned;
      await db.execute(
        sql`INSERT INTO wms.consignment_items
              (site_id, consignment_id, container_id, sales_order, sscc_number, weight, volume,
               status, scanned_at, scanned_by)
            VALUES (${SITE}, ${k!.id}, ${item.id}, ${o.order}, ${item.sscc}, ${item.kg},
                    ${item.m3}, ${status === 'COMPLETE' ? 'MANIFESTED' : 'CREATED'},
                    ${ticked ? at(1, 17.65) : null}::timestamptz,
                    ${ticked ? 'floor' : null})`,
      );
    }
  }
}
