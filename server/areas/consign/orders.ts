import { sql } from 'drizzle-orm';
import {
  CONSIGN_MESSAGES,
  type TClearedOrderRow,
  type TConsignOrderLine,
} from '../../../src/contract';
import type { CarrierAddress, CarrierParcel } from '../../carriers/carrier';
import { isoTime, rows, siteLocalDate, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';

/*
 * Orders ready to consign: packed (not deleted, not on hold, not cleared from the list), with
 * no connote, whose packs all have no connote.
 */

const STATUS = sql`lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new'))`;

const READY = sql`${STATUS} = 'packed' AND NOT o.hold AND o.connote = ''
  AND EXISTS (SELECT 1 FROM wms.containers c
              WHERE c.site_id = o.site_id AND c.sales_order = o.sales_order)
  AND NOT EXISTS (SELECT 1 FROM wms.containers c
                  WHERE c.site_id = o.site_id AND c.sales_order = o.sales_order
                    AND c.connote <> '')
  AND NOT EXISTS (SELECT 1 FROM wms.consign_cleared_orders x
                  WHERE x.site_id = o.site_id AND x.sales_order = o.sales_order)`;

/** `orders consign`: a warehouse's orders ready to consign, oldest required first. */
export function listReadyOrders(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<TConsignOrderLine[]> {
  return rows<TConsignOrderLine>(
    db,
    sql`SELECT o.sales_order, COALESCE(cu.customer_name, o.customer_code) AS sales_order_name,
               o.customer_code, o.delivery_suburb, o.delivery_state, o.delivery_postcode,
               p.packages AS number_of_packages, p.weight AS total_weight,
               p.volume AS total_volume, o.required_date::text AS required_date,
               ${siteLocalDate(sql`o.created_at`, sql`o.site_id`)} AS created_date
        FROM wms.sales_orders o
        LEFT JOIN wms.customers cu ON cu.site_id = o.site_id AND cu.customer_code = o.customer_code
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS packages, round(sum(c.weight), 3)::float8 AS weight,
                 round(sum(c.cube), 3)::float8 AS volume
          FROM wms.containers c WHERE c.site_id = o.site_id AND c.sales_order = o.sales_order) p
        WHERE o.site_id = ${siteId} AND o.warehouse = ${warehouse} AND ${READY}
        ORDER BY o.required_date, o.sales_order
        LIMIT 500`,
  );
}

/** An order being consigned, with its receiver and packs. */
export type ConsignOrder = {
  sales_order: string;
  warehouse: string;
  customer_code: string;
  customer_order: string;
  receiver: CarrierAddress;
  /** The order's despatch date: its required date, or today when that is past. */
  despatch_date: string;
  parcels: (CarrierParcel & { container_number: string })[];
};

type OrderRow = {
  sales_order: string;
  warehouse: string;
  customer_code: string;
  customer_order: string;
  name: string;
  address_1: string;
  address_2: string;
  town: string;
  state: string;
  postcode: string;
  instructions: string;
  despatch_date: string;
};
type PackRow = CarrierParcel & { sales_order: string; container_number: string };

/**
 * The given orders, each ready to consign, locked (FOR UPDATE) until the call ends; refuses
 * with the first order that is not ready, writing nothing.
 */
export async function readyOrders(
  db: Db,
  siteId: string,
  salesOrders: readonly string[],
  opts: { lock: boolean },
): Promise<ConsignOrder[]> {
  const unique = [...new Set(salesOrders)];
  const found = await rows<OrderRow>(
    db,
    sql`SELECT o.sales_order, o.warehouse, o.customer_code, o.customer_order,
               COALESCE(cu.customer_name, o.customer_code) AS name,
               o.delivery_address_1 AS address_1, o.delivery_address_2 AS address_2,
               o.delivery_suburb AS town, o.delivery_state AS state,
               o.delivery_postcode AS postcode, o.delivery_instructions AS instructions,
               GREATEST(o.required_date, ${siteLocalDate(sql`now()`, sql`o.site_id`)}::date)::text
                 AS despatch_date
        FROM wms.sales_orders o
        LEFT JOIN wms.customers cu ON cu.site_id = o.site_id AND cu.customer_code = o.customer_code
        WHERE o.site_id = ${siteId} AND o.sales_order IN (${sqlList(unique)}) AND ${READY}
        ORDER BY o.sales_order
        ${opts.lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  const missing = unique.find((s) => !found.some((f) => f.sales_order === s));
  if (missing) throw badRequest(CONSIGN_MESSAGES.orderNotReady(missing));
  const packs = await rows<PackRow>(
    db,
    sql`SELECT c.sales_order, c.container_id, c.container_number, c.sscc_number,
               c.weight::float8 AS weight, c.cube::float8 AS volume
        FROM wms.containers c
        WHERE c.site_id = ${siteId} AND c.sales_order IN (${sqlList(unique)})
        ORDER BY c.sales_order, c.container_id
        ${opts.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return found.map((o) => ({
    sales_order: o.sales_order,
    warehouse: o.warehouse,
    customer_code: o.customer_code,
    customer_order: o.customer_order,
    despatch_date: o.despatch_date,
    receiver: {
      name: o.name,
      address_1: o.address_1,
      address_2: o.address_2,
      town: o.town,
      state: o.state,
      postcode: o.postcode,
      instructions: o.instructions,
    },
    parcels: packs
      .filter((p) => p.sales_order === o.sales_order)
      .map(({ container_id, container_number, sscc_number, weight, volume }) => ({
        container_id,
        container_number,
        sscc_number,
        weight,
        volume,
      })),
  }));
}

/** Orders going to one address travel on one consignment. */
export type Shipment = { orders: ConsignOrder[]; key: string };

export function groupShipments(orders: ConsignOrder[]): Shipment[] {
  const groups = new Map<string, ConsignOrder[]>();
  for (const o of orders) {
    const r = o.receiver;
    const key = [o.warehouse, r.address_1, r.town, r.state, r.postcode]
      .map((s) => s.trim().toUpperCase())
      .join('|');
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups].map(([key, list]) => ({ key, orders: list }));
}

/** `orders clear`: take orders off the consign list (they stay packed). */
export async function clearOrders(
  db: Db,
  siteId: string,
  salesOrders: readonly string[],
  userId: string,
): Promise<{ sales_order: string }[]> {
  const unique = [...new Set(salesOrders)];
  const known = await rows<{ sales_order: string }>(
    db,
    sql`SELECT o.sales_order FROM wms.sales_orders o
        WHERE o.site_id = ${siteId} AND o.sales_order IN (${sqlList(unique)})`,
  );
  const missing = unique.find((s) => !known.some((k) => k.sales_order === s));
  if (missing) throw badRequest(CONSIGN_MESSAGES.orderNotReady(missing));
  await db.execute(
    sql`INSERT INTO wms.consign_cleared_orders (site_id, sales_order, cleared_by)
        SELECT ${siteId}, s, ${userId} FROM unnest(${sql.raw('ARRAY[')}${sqlList(unique)}${sql.raw(']::text[]')}) s
        ON CONFLICT (site_id, sales_order) DO NOTHING`,
  );
  return unique.map((sales_order) => ({ sales_order }));
}

/** `orders cleared`: a warehouse's orders taken off the consign list, last cleared first. */
export function listClearedOrders(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<TClearedOrderRow[]> {
  return rows<TClearedOrderRow>(
    db,
    sql`SELECT o.sales_order, COALESCE(cu.customer_name, o.customer_code) AS sales_order_name,
               o.required_date::text AS required_date, x.cleared_by,
               ${isoTime(sql`x.created_at`)} AS cleared_at
        FROM wms.consign_cleared_orders x
        JOIN wms.sales_orders o ON o.site_id = x.site_id AND o.sales_order = x.sales_order
        LEFT JOIN wms.customers cu ON cu.site_id = o.site_id AND cu.customer_code = o.customer_code
        WHERE x.site_id = ${siteId} AND o.warehouse = ${warehouse}
        ORDER BY x.created_at DESC, x.sales_order
        LIMIT 500`,
  );
}

/**
 * `orders restore`: put cleared orders back on the consign list. Every order must be cleared
 * now; otherwise nothing is restored (a second tab's restore of the same orders is refused).
 */
export async function restoreOrders(
  db: Db,
  siteId: string,
  salesOrders: readonly string[],
): Promise<{ sales_order: string }[]> {
  const unique = [...new Set(salesOrders)];
  const restored = await rows<{ sales_order: string }>(
    db,
    sql`DELETE FROM wms.consign_cleared_orders
        WHERE site_id = ${siteId} AND sales_order IN (${sqlList(unique)})
        RETURNING sales_order`,
  );
  const missing = unique.find((s) => !restored.some((r) => r.sales_order === s));
  if (missing) throw badRequest(CONSIGN_MESSAGES.notCleared(missing));
  return unique.map((sales_order) => ({ sales_order }));
}
