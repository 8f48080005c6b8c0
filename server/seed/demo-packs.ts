/**
 * Demo packs: the pack barcode sequence of each demo site, and the packs of the
 * picked, packed and loaded demo orders at SXD DC1 and DC2, made as the packers would have
 * made them after picking:
 *
 * - an order of up to 3 lines goes in cartons (CTN, about 30 x 40 x 30 cm, 3-22 kg), a line
 *   per carton when a line is large; a bigger order goes on a pallet (CHEP or LOSCAM, 1.2-
 *   1.8 m high, 180-650 kg) with all its lines;
 * - contents are the order's picked lines as picked: item code, description, quantity in the
 *   pick unit, the picked batch and its expiry date (the pick attempts'), the item's GTIN;
 * - numbers come from the site's sequence (prefix + 7 digits, barcode 00 + number), SSCCs
 *   from the site's GS1 company prefix and last_sscc_number, exactly as the server numbers
 *   a new pack; loaded orders' packs carry the order's connote.
 * Everything is deterministic (the seed's PRNG and the orders' own data).
 */
import { sql } from 'drizzle-orm';
import { PACK_DEFAULTS, packBarcode, packNumber, sscc18 } from '../../src/contract';
import { takePackNumbers } from '../areas/packs/queries';
import { takeSsccSerials } from '../areas/stock/sscc-serials';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { rng } from './prng';

export type PacksOptions = { seed: number; scale?: number };

/** Each demo site's pack barcode prefix. */
const PREFIXES: Record<string, string> = { SXD: 'SXP', TAS: 'TSP' };
const WAREHOUSES = ['DC1', 'DC2'];
const ORDERS_PER_WAREHOUSE = 14;

type Order = {
  sales_order: string;
  warehouse: string;
  customer_code: string;
  customer_name: string;
  customer_order: string;
  connote: string;
  delivery_address_1: string;
  delivery_address_2: string;
  delivery_suburb: string;
  delivery_state: string;
  delivery_postcode: string;
  delivery_instructions: string;
  packed_at: string;
  packer: string;
};
type Line = {
  sales_order: string;
  inventory_code: string;
  description: string;
  unit: string;
  quantity: number;
  batch: string;
  expiry: string;
  gtin: string;
};

export async function seedPacks(db: Db, opts: PacksOptions): Promise<number> {
  const random = rng(opts.seed);
  const sites = await rows<{ site_id: string }>(db, sql`SELECT site_id FROM wms.sites ORDER BY 1`);
  for (const { site_id } of sites) {
    await db.execute(
      sql`INSERT INTO wms.pack_number_sequences (site_id, prefix, last_number)
          VALUES (${site_id}, ${PREFIXES[site_id] ?? PACK_DEFAULTS.prefix}, 0)
          ON CONFLICT (site_id) DO NOTHING`,
    );
  }
  if ((opts.scale ?? 1) > 1) return 0;

  const site = 'SXD';
  const lots = await rows<{ id: number; code: string }>(
    db,
    sql`SELECT load_object_type_id AS id, load_object_type AS code FROM wms.load_object_types
        WHERE site_id = ${site}`,
  );
  const lotId = (code: string) => lots.find((l) => l.code === code)?.id ?? null;
  const orders = await rows<Order>(
    db,
    sql`SELECT * FROM (
          SELECT o.sales_order, o.warehouse, o.customer_code,
                 COALESCE(c.customer_name, o.customer_code) AS customer_name, o.customer_order,
                 o.connote, o.delivery_address_1, o.delivery_address_2, o.delivery_suburb,
                 o.delivery_state, o.delivery_postcode, o.delivery_instructions,
                 (max(a.last_modified_time) + interval '25 minutes')::text AS packed_at,
                 (array_agg(a.user_id ORDER BY a.last_modified_time DESC))[1] AS packer,
                 row_number() OVER (PARTITION BY o.warehouse
                                    ORDER BY o.required_date DESC, o.sales_order) AS n
          FROM wms.sales_orders o
          JOIN wms.pick_attempts a ON a.site_id = o.site_id
          JOIN wms.pick_lines pl ON pl.site_id = a.site_id AND pl.pick_line_id = a.pick_line_id
                                AND pl.sales_order_id = o.sales_order_id
          LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
          WHERE o.site_id = ${site} AND o.warehouse IN ('DC1', 'DC2')
            AND lower(o.wms_status) IN ('picked', 'packed', 'loaded') AND NOT o.hold
            AND a.quantity_picked > 0
          GROUP BY o.site_id, o.sales_order_id, c.customer_name) x
        WHERE n <= ${ORDERS_PER_WAREHOUSE}
        ORDER BY packed_at, sales_order`,
  );
  if (!orders.length) return 0;
  const lines = await rows<Line>(
    db,
    sql`SELECT o.sales_order, pl.inventory_code,
               COALESCE(NULLIF(pl.description, ''), i.inventory_description, '') AS description,
               pl.stocking_factor_unit AS unit, sum(a.quantity_picked)::float8 AS quantity,
               a.batch_number AS batch, a.expiry_date AS expiry, COALESCE(i.gtin, '') AS gtin
        FROM wms.sales_orders o
        JOIN wms.pick_lines pl ON pl.site_id = o.site_id AND pl.sales_order_id = o.sales_order_id
        JOIN wms.pick_attempts a ON a.site_id = pl.site_id AND a.pick_line_id = pl.pick_line_id
        LEFT JOIN wms.inventory i ON i.site_id = pl.site_id AND i.inventory_code = pl.inventory_code
        WHERE o.site_id = ${site}
          AND o.sales_order IN (${sql.join(
            orders.map((o) => sql`${o.sales_order}`),
            sql`, `,
          )})
          AND a.quantity_picked > 0
        GROUP BY o.sales_order, pl.line_no, pl.inventory_code, pl.description,
                 i.inventory_description, pl.stocking_factor_unit, a.batch_number, a.expiry_date,
                 i.gtin
        ORDER BY o.sales_order, pl.line_no, a.batch_number`,
  );
  const linesOf = new Map<string, Line[]>();
  for (const l of lines) linesOf.set(l.sales_order, [...(linesOf.get(l.sales_order) ?? []), l]);

  // Plan the packs first, then take that many numbers and SSCC serials at once.
  type Plan = { order: Order; lot: string; contents: Line[] };
  const plans: Plan[] = [];
  for (const order of orders) {
    const contents = linesOf.get(order.sales_order) ?? [];
    if (!contents.length || !WAREHOUSES.includes(order.warehouse)) continue;
    if (contents.length > 3) {
      plans.push({ order, lot: random.next() < 0.6 ? 'CHEP' : 'LOSCAM', contents });
    } else {
      for (const line of contents) plans.push({ order, lot: 'CTN', contents: [line] });
    }
  }
  const numbers = await takePackNumbers(db, site, plans.length);
  const gs1 = await takeSsccSerials(db, site, plans.length);
  const docks = new Map(
    (
      await rows<{ warehouse: string; dock: string }>(
        db,
        sql`SELECT DISTINCT ON (warehouse) warehouse, dock_location AS dock
            FROM wms.dock_locations WHERE site_id = ${site} ORDER BY warehouse, dock_location`,
      )
    ).map((d) => [d.warehouse, d.dock]),
  );
  /** A deterministic UUID (version 4 layout) from the seed's PRNG. */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = '8';
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };

  for (const [i, plan] of plans.entries()) {
    const { order } = plan;
    const number = packNumber(numbers.prefix, numbers.first + i);
    const sscc = gs1.prefix ? sscc18(gs1.ext, gs1.prefix, gs1.last + 1 + i) : '';
    const pallet = plan.lot !== 'CTN';
    const weight = pallet ? random.int(180, 650) + random.int(0, 9) / 10 : random.int(30, 220) / 10;
    const height = pallet ? random.int(120, 180) * 10 : 300;
    const width = pallet ? 1165 : 400;
    const depth = pallet ? 1165 : 300;
    const [made] = await rows<{ container_id: number }>(
      db,
      sql`INSERT INTO wms.containers
            (site_id, container_number, sscc_number, reference, barcode, label_type,
             container_type, warehouse, location, customer_code, customer_name, sales_order,
             customer_order, delivery_name, delivery_address_1, delivery_address_2,
             delivery_suburb, delivery_state, delivery_postcode, instructions,
             load_object_type_id, package_type, contents_description, connote, storage,
             weight, height, width, depth, cube, volume, created_by, created_at, updated_at)
          VALUES (${site}, ${number}, ${sscc}, ${order.sales_order}, ${packBarcode(number)},
                  ${pallet ? 'PALLET' : 'CARTON'}, ${PACK_DEFAULTS.container_type},
                  ${order.warehouse}, ${docks.get(order.warehouse) ?? ''}, ${order.customer_code}, ${order.customer_name},
                  ${order.sales_order}, ${order.customer_order}, ${order.customer_name},
                  ${order.delivery_address_1}, ${order.delivery_address_2},
                  ${order.delivery_suburb}, ${order.delivery_state}, ${order.delivery_postcode},
                  ${order.delivery_instructions}, ${lotId(plan.lot)},
                  ${pallet ? 'PLT' : PACK_DEFAULTS.package_type},
                  ${plan.contents
                    .map((c) => c.description)
                    .join(', ')
                    .slice(0, 200)},
                  ${order.connote}, ${pallet ? 'PALLET' : ''}, ${weight}, ${height}, ${width},
                  ${depth}, ${Math.round((height * width * depth) / 1e6) / 1000},
                  ${Math.round((height * width * depth) / 1e6)}, ${order.packer},
                  ${order.packed_at}::timestamptz, ${order.packed_at}::timestamptz)
          RETURNING container_id`,
    );
    for (const c of plan.contents) {
      await db.execute(
        sql`INSERT INTO wms.container_contents
              (site_id, content_id, container_id, inventory_code, inventory_description, quantity,
               unit_of_measure, detail_reference, date_code, gtin, created_at, updated_at)
            VALUES (${site}, ${uuid()}::uuid, ${made!.container_id}, ${c.inventory_code}, ${c.description},
                    ${c.quantity}, ${c.unit}, ${c.batch},
                    ${/^\d{4}-\d{2}-\d{2}$/.test(c.expiry) ? c.expiry : ''}, ${c.gtin},
                    ${order.packed_at}::timestamptz, ${order.packed_at}::timestamptz)`,
      );
    }
  }
  return plans.length;
}
