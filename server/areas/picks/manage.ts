import { sql } from 'drizzle-orm';
import { type PICK_CALLS, PICK_MESSAGES, type ActionData } from '../../../src/contract';
import { rows, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import { promoteOrders } from '../../picking/promote-orders';

/*
 * Managing picks (document 2 sections 4 and 7): create them for new orders, clear them from
 * orders nothing was picked of, force-complete them, and move orders (and their picks) to
 * another run and date. Each works order by order (or pick by pick): what may be done is
 * done, and every refused record is named in `refusals` with the words of PICK_MESSAGES.
 *
 * Locks are taken orders first (by id), then picks (by id) — the order a pick attempt takes
 * them in too — so concurrent calls wait for each other instead of deadlocking.
 */

/** What a per-record call did and what it refused. */
export type Outcome = { done: number; refusals: string[]; salesOrderIds: number[] };

/** The product status as document 2 §4 reads it: lower-cased, missing is new. */
const STATUS = sql`lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new'))`;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

type LockedOrder = {
  id: number;
  sales_order: string;
  warehouse: string;
  status: string;
  hold: boolean;
};

/** Lock the orders named (by id order) and answer them by number. */
async function lockOrders(
  db: Db,
  siteId: string,
  numbers: readonly string[],
): Promise<Map<string, LockedOrder>> {
  const found = await rows<LockedOrder>(
    db,
    sql`SELECT o.sales_order_id AS id, o.sales_order, o.warehouse, ${STATUS} AS status, o.hold
        FROM wms.sales_orders o
        WHERE o.site_id = ${siteId} AND o.sales_order IN (${sqlList(numbers)})
        ORDER BY o.sales_order_id FOR UPDATE`,
  );
  return new Map(found.map((o) => [o.sales_order, o]));
}

/** What `sales_order / pick / create` takes (its contract's input, validated). */
export type CreateInput = ActionData<typeof PICK_CALLS.create>;

/** The run must be one of the warehouse's; answers its warehouse. */
async function runWarehouse(db: Db, siteId: string, runId: number): Promise<string | null> {
  const [run] = await rows<{ warehouse: string }>(
    db,
    sql`SELECT warehouse FROM wms.runs WHERE site_id = ${siteId} AND run_id = ${runId}`,
  );
  return run?.warehouse ?? null;
}

/**
 * Create the picks of one run: each new order of the warehouse gets one pick per pick
 * section of its lines' pick faces (lines whose item has no pick face in the warehouse go
 * into a pick with no section), named after the customer; the order becomes picking with the
 * call's run and required date.
 */
export async function createPicks(
  db: Db,
  siteId: string,
  userId: string,
  input: CreateInput,
): Promise<Outcome & { picks: number }> {
  const warehouse = input.warehouse_id;
  if ((await runWarehouse(db, siteId, input.run_id)) !== warehouse) {
    throw badRequest(PICK_MESSAGES.runNotInWarehouse(warehouse));
  }
  const numbers = unique(input.sales_order_numbers);
  const orders = await lockOrders(db, siteId, numbers);
  const ids = [...orders.values()].map((o) => o.id);
  const open = new Map(
    (ids.length
      ? await rows<{ id: number; n: number }>(
          db,
          sql`SELECT sales_order_id AS id, count(*)::int AS n FROM wms.sales_order_lines
              WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(ids)})
                AND quantity_ordered > quantity_supplied
              GROUP BY sales_order_id`,
        )
      : []
    ).map((r) => [r.id, r.n]),
  );
  const refusals: string[] = [];
  const eligible: number[] = [];
  for (const so of numbers) {
    const o = orders.get(so);
    if (!o) refusals.push(PICK_MESSAGES.orderNotFound(so));
    else if (o.warehouse !== warehouse)
      refusals.push(PICK_MESSAGES.orderNotInWarehouse(so, warehouse));
    else if (o.status !== 'new') refusals.push(PICK_MESSAGES.notNew(so));
    else if (o.hold) refusals.push(PICK_MESSAGES.onHold(so));
    else if (!open.get(o.id)) refusals.push(PICK_MESSAGES.noLines(so));
    else eligible.push(o.id);
  }
  if (!eligible.length) return { done: 0, picks: 0, refusals, salesOrderIds: [] };

  const [made] = await rows<{ picks: number }>(
    db,
    sql`WITH src AS (
          SELECT l.sales_order_id, l.line_no, l.inventory_code, l.description,
                 l.stocking_factor_unit, l.pack_size,
                 l.quantity_ordered - l.quantity_supplied AS quantity_req,
                 COALESCE(iw.pick_face, '') AS pick_face,
                 COALESCE(loc.pick_sequence, 0) AS pick_sequence,
                 COALESCE(loc.pick_area, '') AS pick_area,
                 COALESCE(loc.pick_section, '') AS pick_section,
                 COALESCE(ps.pick_section_name, loc.pick_section, '') AS pick_section_name
          FROM wms.sales_order_lines l
          LEFT JOIN wms.inventory_warehouses iw
            ON iw.site_id = l.site_id AND iw.inventory_code = l.inventory_code
           AND iw.warehouse = ${warehouse} AND iw.pick_face <> ''
          LEFT JOIN wms.locations loc
            ON loc.site_id = l.site_id AND loc.warehouse = ${warehouse}
           AND loc.location = iw.pick_face
          LEFT JOIN wms.pick_sections ps
            ON ps.site_id = l.site_id AND ps.warehouse = ${warehouse}
           AND ps.pick_area = loc.pick_area AND ps.pick_section = loc.pick_section
          WHERE l.site_id = ${siteId} AND l.sales_order_id IN (${sqlList(eligible)})
            AND l.quantity_ordered > l.quantity_supplied),
        made AS (
          INSERT INTO wms.picks (site_id, warehouse, run_id, sales_order_id, pick_area,
                                 pick_section, pick_section_name, pick_type, pick_name,
                                 required_date, status, created_by)
          SELECT ${siteId}, ${warehouse}, ${input.run_id}, s.sales_order_id, s.pick_area,
                 s.pick_section, min(s.pick_section_name), ${input.pick_type},
                 min(COALESCE(c.customer_name, o.customer_code)), ${input.required_date}::date,
                 'new', ${userId}
          FROM src s
          JOIN wms.sales_orders o ON o.site_id = ${siteId} AND o.sales_order_id = s.sales_order_id
          LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
          GROUP BY s.sales_order_id, s.pick_area, s.pick_section
          RETURNING pick_id, sales_order_id, pick_area, pick_section),
        lines AS (
          INSERT INTO wms.pick_lines (site_id, pick_id, sales_order_id, line_no, inventory_code,
                                      description, pick_face, pick_sequence,
                                      stocking_factor_unit, pack_size, quantity_req)
          SELECT ${siteId}, m.pick_id, s.sales_order_id, s.line_no, s.inventory_code,
                 s.description, s.pick_face, s.pick_sequence, s.stocking_factor_unit,
                 s.pack_size, s.quantity_req
          FROM src s JOIN made m USING (sales_order_id, pick_area, pick_section)
          RETURNING pick_id)
        SELECT count(DISTINCT pick_id)::int AS picks FROM lines`,
  );
  await db.execute(
    sql`UPDATE wms.sales_orders SET wms_status = 'picking', run_id = ${input.run_id},
               required_date = ${input.required_date}::date, updated_at = now()
        WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})`,
  );
  return { done: eligible.length, picks: made?.picks ?? 0, refusals, salesOrderIds: eligible };
}

/** New orders have no picks to clear; complete and deleted ones are finished with. */
const UNCLEARABLE = new Set(['new', 'complete', 'deleted']);

/**
 * Clear the picks of orders that are not new (nor complete or deleted), had nothing picked
 * (no picked or supplied quantity) and are not locked (the order or any of its picks): their
 * picks go and the order is new again.
 */
export async function clearPicks(
  db: Db,
  siteId: string,
  salesOrderNumbers: readonly string[],
): Promise<Outcome> {
  const numbers = unique(salesOrderNumbers);
  const orders = await lockOrders(db, siteId, numbers);
  const ids = [...orders.values()].map((o) => o.id);
  const blocked = new Set(
    (ids.length
      ? await rows<{ id: number }>(
          db,
          sql`SELECT o.sales_order_id AS id FROM wms.sales_orders o
              WHERE o.site_id = ${siteId} AND o.sales_order_id IN (${sqlList(ids)})
                AND (o.locked_user <> ''
                  OR EXISTS (SELECT 1 FROM wms.sales_order_lines l
                             WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id
                               AND l.quantity_supplied > 0)
                  OR EXISTS (SELECT 1 FROM wms.picks p
                             WHERE p.site_id = o.site_id AND p.sales_order_id = o.sales_order_id
                               AND p.locked_user <> '')
                  OR EXISTS (SELECT 1 FROM wms.pick_lines pl
                             WHERE pl.site_id = o.site_id AND pl.sales_order_id = o.sales_order_id
                               AND pl.quantity_picked > 0))`,
        )
      : []
    ).map((r) => r.id),
  );
  const refusals: string[] = [];
  const eligible: number[] = [];
  for (const so of numbers) {
    const o = orders.get(so);
    if (!o) refusals.push(PICK_MESSAGES.orderNotFound(so));
    else if (UNCLEARABLE.has(o.status) || blocked.has(o.id)) {
      refusals.push(PICK_MESSAGES.notClearable(so));
    } else eligible.push(o.id);
  }
  if (eligible.length) {
    // Lock the picks (after the orders) so an attempt on them waits or is waited for.
    await db.execute(
      sql`SELECT pick_id FROM wms.picks
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})
          ORDER BY pick_id FOR UPDATE`,
    );
    await db.execute(
      sql`DELETE FROM wms.picks
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})`,
    );
    await db.execute(
      sql`UPDATE wms.sales_order_lines SET short_supply_reason = '', updated_at = now()
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})
            AND short_supply_reason <> ''`,
    );
    await db.execute(
      sql`UPDATE wms.sales_orders SET wms_status = 'new', updated_at = now()
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})`,
    );
  }
  return { done: eligible.length, refusals, salesOrderIds: eligible };
}

/**
 * Force-complete picks: each found pick that is not complete becomes complete and unlocked;
 * orders whose picks are then all complete become picked.
 */
export async function completePicks(
  db: Db,
  siteId: string,
  userId: string,
  pickIds: readonly number[],
): Promise<Outcome & { pickIds: number[] }> {
  const ids = unique(pickIds);
  const orderIds = (
    await rows<{ id: number }>(
      db,
      sql`SELECT DISTINCT sales_order_id AS id FROM wms.picks
          WHERE site_id = ${siteId} AND pick_id IN (${sqlList(ids)})`,
    )
  ).map((r) => r.id);
  if (orderIds.length) {
    await db.execute(
      sql`SELECT sales_order_id FROM wms.sales_orders
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(orderIds)})
          ORDER BY sales_order_id FOR UPDATE`,
    );
  }
  const found = new Map(
    (
      await rows<{ pick_id: number; status: string }>(
        db,
        sql`SELECT pick_id, status FROM wms.picks
            WHERE site_id = ${siteId} AND pick_id IN (${sqlList(ids)})
            ORDER BY pick_id FOR UPDATE`,
      )
    ).map((p) => [p.pick_id, p.status]),
  );
  const refusals: string[] = [];
  const done: number[] = [];
  for (const id of ids) {
    const status = found.get(id);
    if (status === undefined) refusals.push(PICK_MESSAGES.pickNotFound(id));
    else if (status === 'complete') refusals.push(PICK_MESSAGES.pickComplete(id));
    else done.push(id);
  }
  if (done.length) {
    await db.execute(
      sql`UPDATE wms.picks SET status = 'complete', locked_user = '', completed_by = ${userId},
                 completed_at = now(), updated_at = now()
          WHERE site_id = ${siteId} AND pick_id IN (${sqlList(done)})`,
    );
    await promoteOrders(db, siteId, orderIds);
  }
  return { done: done.length, refusals, salesOrderIds: orderIds, pickIds: done };
}

/** What `sales_order / pick / change_run_date` takes (its contract's input, validated). */
export type RunDateInput = ActionData<typeof PICK_CALLS.change_run_date>;

/**
 * Move orders to another run (of each order's warehouse) and required date; their picks
 * follow, with the despatch date when given.
 */
export async function changeRunDate(db: Db, siteId: string, input: RunDateInput): Promise<Outcome> {
  const runWh = await runWarehouse(db, siteId, input.run_id);
  const numbers = unique(input.sales_order_numbers);
  const orders = await lockOrders(db, siteId, numbers);
  const refusals: string[] = [];
  const eligible: number[] = [];
  for (const so of numbers) {
    const o = orders.get(so);
    if (!o) refusals.push(PICK_MESSAGES.orderNotFound(so));
    else if (o.warehouse !== runWh) refusals.push(PICK_MESSAGES.runNotInWarehouse(o.warehouse));
    else eligible.push(o.id);
  }
  if (eligible.length) {
    await db.execute(
      sql`UPDATE wms.sales_orders SET run_id = ${input.run_id},
                 required_date = ${input.required_date}::date, updated_at = now()
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})`,
    );
    const despatch = input.despatch_date ? input.despatch_date : null;
    await db.execute(
      sql`UPDATE wms.picks SET run_id = ${input.run_id},
                 required_date = ${input.required_date}::date,
                 despatch_date = COALESCE(${despatch}::date, despatch_date), updated_at = now()
          WHERE site_id = ${siteId} AND sales_order_id IN (${sqlList(eligible)})`,
    );
  }
  return { done: eligible.length, refusals, salesOrderIds: eligible };
}
