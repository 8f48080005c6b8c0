/**
 * Demo fish processing (document 2 "Fish processing"): at Tasman Seafoods' Hobart Processing
 * warehouse (TAS/HBT) a 'Fresh Fish' pick section in the cold room, fresh-fish orders for
 * today and the next two days whose picks are in it (catch-weight lines in kg with a
 * fraction, fixed 1 kg packs and portions in whole numbers, the customer's processing
 * instructions), the four fish label templates at TAS, and the fish processor who works them.
 */
import { sql } from 'drizzle-orm';
import { MODULE_CODES } from '../../src/contract';
import { hashPassword } from '../areas/auth/passwords';
import { userPermissions, userSites, userSiteWarehouses, users } from '../db/schema';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { seedClock, type SeedClock } from './clock';
import { DEMO_PASSWORD } from './demo-data';
import { DEMO_CUSTOMERS } from './demo-orders';

const SITE = 'TAS';
const WAREHOUSE = 'HBT';
export const FISH_SECTION = { pick_section: 'C-FISH', pick_section_name: 'Fresh Fish' };
/** The demo fish processor at TAS (Hobart Processing): updates orders, stock and prints labels. */
export const FISH_USER = 'maya.fisher';

/** [customer, run, processing instructions, lines of [item, quantity]] per day from today. */
const ORDERS: [string, string, string, [string, number][]][][] = [
  [
    [
      'SALAMA',
      'NORTH',
      'Fillet skin off, pin-boned. Pack on ice',
      [
        ['TRU-STR-FIL-KG', 4.5],
        ['FLT-TIG-FIL-1KG', 6],
        ['BLU-EYE-PRT-200', 20],
      ],
    ],
    [
      'SANDBY',
      'EAST',
      'Whole fish gilled and gutted',
      [
        ['TRV-SIL-WHL-KG', 6.25],
        ['FLT-TIG-WHL-KG', 3.8],
        ['LNG-PNK-FIL-1KG', 4],
      ],
    ],
    [
      'MONAKT',
      'NORTH',
      'Portion to 180 g, vacuum packed',
      [
        ['SNP-PNK-WHL-KG', 2.4],
        ['BLU-EYE-PRT-200', 12],
      ],
    ],
  ],
  [
    [
      'KINGST',
      'WEST',
      'Scale and gut; heads off',
      [
        ['FLT-TIG-WHL-KG', 5.5],
        ['WAR-BLU-FIL-1KG', 3],
      ],
    ],
    [
      'RICHMT',
      'COUNTRY',
      'Butterfly the trevally',
      [
        ['TRV-SIL-WHL-KG', 4.2],
        ['TRU-STR-FIL-KG', 3.1],
        ['FLT-TIG-FIL-1KG', 4],
      ],
    ],
  ],
  [
    [
      'CYGNET',
      'COUNTRY',
      'Whole, on ice, no processing',
      [
        ['SNP-PNK-WHL-KG', 3.6],
        ['LNG-PNK-FIL-1KG', 5],
      ],
    ],
    [
      'SALAMA',
      'NORTH',
      'Fillet skin on, pin-boned',
      [
        ['TRU-STR-FIL-KG', 2.75],
        ['BLU-EYE-PRT-200', 16],
      ],
    ],
  ],
];

type Item = { inventory_code: string; description: string; unit: string; pick_face: string };

export async function seedFish(db: Db, options: { now: Date }): Promise<void> {
  const clock = seedClock(options.now, 'Australia/Hobart');
  await db.execute(
    sql`INSERT INTO wms.pick_sections (site_id, warehouse, pick_area, pick_section,
          pick_section_name, storage, barcode)
        VALUES (${SITE}, ${WAREHOUSE}, 'C', ${FISH_SECTION.pick_section},
          ${FISH_SECTION.pick_section_name}, 'COLD', ${`${WAREHOUSE}-PS-C-FISH`})`,
  );
  await db.execute(
    sql`INSERT INTO wms.jinja_templates (site_id, template_id, description, entity,
          jinja_template, email_subject, email_body, label, button_text, updated_by)
        SELECT ${SITE}, template_id, description, entity, jinja_template, email_subject,
               email_body, label, button_text, 'seed'
        FROM wms.jinja_templates WHERE site_id = 'SXD' AND label = 'FISH_LABEL'`,
  );

  const codes = [...new Set(ORDERS.flat().flatMap(([, , , lines]) => lines.map(([c]) => c)))];
  const items = await rows<Item>(
    db,
    sql`SELECT i.inventory_code, i.inventory_description AS description,
               i.unit_of_measure AS unit, iw.pick_face
        FROM wms.inventory i
        JOIN wms.inventory_warehouses iw ON iw.site_id = i.site_id
          AND iw.inventory_code = i.inventory_code AND iw.warehouse = ${WAREHOUSE}
        WHERE i.site_id = ${SITE} AND i.inventory_code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  const byCode = new Map(items.map((i) => [i.inventory_code, i]));
  await receiveMorningCatch(db, clock, items);
  const runs = await rows<{ run_id: number; run: string }>(
    db,
    sql`SELECT run_id, run FROM wms.runs WHERE site_id = ${SITE} AND warehouse = ${WAREHOUSE}`,
  );
  const customers = new Map((DEMO_CUSTOMERS[SITE] ?? []).map((c) => [c[0], c]));

  let number = 700100;
  for (const [day, orders] of ORDERS.entries()) {
    const required = clock.date(clock.at(-day, 12));
    for (const [customer, run, instructions, lines] of orders) {
      number += 1;
      const party = customers.get(customer);
      const runId = runs.find((r) => r.run === run)?.run_id ?? null;
      const [order] = await rows<{ sales_order_id: number }>(
        db,
        sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code,
              customer_order, run_id, required_date, wms_status, delivery_instructions,
              delivery_address_1, delivery_suburb, delivery_postcode, delivery_state,
              delivery_country)
            VALUES (${SITE}, ${`SO-${number}`}, ${WAREHOUSE}, ${customer},
              ${`PO-${customer}-${number % 1000}`}, ${runId}, ${required}, 'picking',
              ${instructions}, ${party?.[2] ?? ''}, ${party?.[3] ?? ''}, ${party?.[4] ?? ''},
              ${party?.[5] ?? ''}, 'AU')
            RETURNING sales_order_id`,
      );
      const [pick] = await rows<{ pick_id: number }>(
        db,
        sql`INSERT INTO wms.picks (site_id, warehouse, run_id, sales_order_id, pick_area,
              pick_section, pick_section_name, pick_name, required_date, created_by)
            VALUES (${SITE}, ${WAREHOUSE}, ${runId}, ${order!.sales_order_id}, 'C',
              ${FISH_SECTION.pick_section}, ${FISH_SECTION.pick_section_name},
              ${party?.[1] ?? customer}, ${required}, 'seed')
            RETURNING pick_id`,
      );
      for (const [i, [code, quantity]] of lines.entries()) {
        const item = byCode.get(code);
        if (!item) continue;
        const line = {
          no: i + 1,
          unit: item.unit,
          description: item.description,
        };
        await db.execute(
          sql`INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no,
                inventory_code, description, stocking_factor_unit, pack_size, quantity_ordered)
              VALUES (${SITE}, ${order!.sales_order_id}, ${line.no}, ${code},
                ${line.description}, ${line.unit}, 1, ${quantity})`,
        );
        await db.execute(
          sql`INSERT INTO wms.pick_lines (site_id, pick_id, sales_order_id, line_no,
                inventory_code, description, pick_face, pick_sequence, stocking_factor_unit,
                pack_size, quantity_req)
              VALUES (${SITE}, ${pick!.pick_id}, ${order!.sales_order_id}, ${line.no}, ${code},
                ${line.description}, ${item.pick_face}, ${line.no}, ${line.unit}, 1,
                ${quantity})`,
        );
      }
    }
  }

  await db.insert(users).values({
    user_id: FISH_USER,
    display_name: 'Maya Fisher',
    email_address: 'maya.fisher@tasmanseafoods.example',
    password_hash: await hashPassword(DEMO_PASSWORD),
    role: 'guest',
    license_type: 'Full User',
    staff_id: 'S20417',
    contact_phone: '0419 604 118',
    current_site: SITE,
  });
  await db.insert(userSites).values({
    site_id: SITE,
    user_id: FISH_USER,
    current_warehouse: WAREHOUSE,
    printer_set: 'HBT-DESP',
    run_set: 'HBT-AM',
    timezone: 'Australia/Hobart',
  });
  await db.insert(userSiteWarehouses).values({
    site_id: SITE,
    user_id: FISH_USER,
    warehouse: WAREHOUSE,
    printer_set: 'HBT-DESP',
    run_set: 'HBT-AM',
  });
  await db.insert(userPermissions).values(
    MODULE_CODES.map((module) => ({
      site_id: SITE,
      user_id: FISH_USER,
      module,
      view: true,
      update: module === 'so' || module === 'in' || module === 'wh',
      delete: false,
    })),
  );
}

/**
 * This morning's catch, received into each fish item's pick face in the cold room before the
 * shift (05:30, or half an hour ago when the seed runs earlier): half as much again as the
 * three days' orders ask, so the fish processor's picks always find stock, whatever the rest
 * of the demo's movements left there. Written as the ledger would: a RECEIPT movement each and
 * the on hand raised by it.
 */
async function receiveMorningCatch(db: Db, clock: SeedClock, items: Item[]): Promise<void> {
  const ordered = new Map<string, number>();
  for (const [, , , lines] of ORDERS.flat()) {
    for (const [code, quantity] of lines) ordered.set(code, (ordered.get(code) ?? 0) + quantity);
  }
  const at = new Date(Math.min(clock.at(0, 5.5), clock.now - 30 * 60_000)).toISOString();
  const reference = `CATCH-${clock.date(clock.now)}`;
  for (const item of items) {
    if (!item.pick_face) continue;
    const quantity = Math.ceil((ordered.get(item.inventory_code) ?? 0) * 1.5);
    if (quantity <= 0) continue;
    await db.execute(
      sql`INSERT INTO wms.movements (site_id, timestamp, operator, movement_type, warehouse,
            inventory_code, from_location, to_location, movement_qty, reference, notes)
          VALUES (${SITE}, ${at}::timestamptz, ${FISH_USER}, 'RECEIPT', ${WAREHOUSE},
            ${item.inventory_code}, '', ${item.pick_face}, ${quantity}, ${reference},
            'Morning catch, received into the cold room')`,
    );
    await db.execute(
      sql`INSERT INTO wms.on_hands (site_id, warehouse, location, inventory_code, serial_batch,
            date_code, quantity)
          VALUES (${SITE}, ${WAREHOUSE}, ${item.pick_face}, ${item.inventory_code}, '', '',
            ${quantity})
          ON CONFLICT (site_id, warehouse, location, inventory_code, serial_batch, date_code)
          DO UPDATE SET quantity = wms.on_hands.quantity + EXCLUDED.quantity`,
    );
  }
}
