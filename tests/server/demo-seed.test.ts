import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../server/db/sql';
import {
  ANCHOR_RECALL_REASON,
  ANCHOR_SXD_ITEM,
  ANCHOR_SXD_PICK_FACE,
  ANCHOR_SXD_RESERVE,
  ANCHOR_TAS_ITEM,
  ANCHOR_TAS_PICK_FACE,
  ANCHOR_TAS_RESERVE,
} from '../../server/seed/demo-stock';
import { gs1CheckDigit, gtin13, gtin14, isValidGtin } from '../../server/seed/gs1';
import { startServer } from './harness';

const server = startServer();
const q = <T extends Record<string, unknown>>(query: SQL) => rows<T>(server.db, query);

describe('GS1 check digits', () => {
  it('computes the mod-10 check digit of published GTINs', () => {
    // GS1's check digit calculator example and the well-known EAN-13 4006381333931.
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(isValidGtin('6291041500213')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('12345')).toBe(false);
    expect(gtin13('9312345', 10001)).toBe('9312345100019');
    expect(gtin14(1, '9312345100019')).toBe('19312345100016');
    expect(isValidGtin(gtin14(2, '9312345100019'))).toBe(true);
  });
});

describe('demo stock seed', () => {
  it('has a realistic catalogue: ~2,000 items, a few thousand locations, valid GTINs', async () => {
    const [items] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM wms.inventory`);
    expect(items!.n).toBeGreaterThan(1500);
    const [locations] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM wms.locations`);
    expect(locations!.n).toBeGreaterThan(3000);
    const barcodes = await q<{ barcode: string }>(
      sql`SELECT barcode FROM wms.stocking_factors WHERE barcode <> ''
          UNION ALL SELECT gtin FROM wms.inventory WHERE gtin <> ''`,
    );
    expect(barcodes.length).toBeGreaterThan(3000);
    expect(barcodes.filter((b) => !isValidGtin(b.barcode))).toEqual([]);
    const [dupes] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT site_id, barcode FROM wms.stocking_factors
          WHERE barcode <> '' GROUP BY 1, 2 HAVING count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
    const tracking = await q<{ tracking_type: string }>(
      sql`SELECT DISTINCT tracking_type FROM wms.inventory ORDER BY 1`,
    );
    expect(tracking.map((t) => t.tracking_type)).toEqual(['BATCH_EXPIRY', 'NONE']);
    // every pick face is a location of a pick section in its warehouse
    const [orphans] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.inventory_warehouses w
          LEFT JOIN wms.locations l ON l.site_id = w.site_id AND l.warehouse = w.warehouse
            AND l.location = w.pick_face
          WHERE l.location IS NULL OR l.pick_section = ''`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('builds on hands from movements: on hand = sum of movements per key, never negative', async () => {
    const [mismatch] = await q<{ n: number }>(sql`
      WITH m AS (
        SELECT site_id, warehouse, to_location AS location, inventory_code, serial_batch,
               date_code, movement_qty AS qty FROM wms.movements WHERE to_location <> ''
        UNION ALL
        SELECT site_id, warehouse, from_location, inventory_code, serial_batch, date_code,
               -movement_qty FROM wms.movements WHERE from_location <> ''),
      s AS (SELECT site_id, warehouse, location, inventory_code, serial_batch, date_code,
                   sum(qty) AS qty FROM m GROUP BY 1, 2, 3, 4, 5, 6)
      SELECT count(*)::int AS n FROM s FULL JOIN wms.on_hands o USING
        (site_id, warehouse, location, inventory_code, serial_batch, date_code)
      WHERE coalesce(s.qty, 0) <> coalesce(o.quantity, 0)`);
    expect(mismatch!.n).toBe(0);
    // Walking the ledger in time order, no key ever goes below zero.
    const [negative] = await q<{ n: number }>(sql`
      WITH m AS (
        SELECT movement_id, timestamp, site_id, warehouse, to_location AS location,
               inventory_code, serial_batch, date_code, movement_qty AS qty
        FROM wms.movements WHERE to_location <> ''
        UNION ALL
        SELECT movement_id, timestamp, site_id, warehouse, from_location, inventory_code,
               serial_batch, date_code, -movement_qty FROM wms.movements WHERE from_location <> ''),
      r AS (SELECT sum(qty) OVER (PARTITION BY site_id, warehouse, location, inventory_code,
                   serial_batch, date_code ORDER BY timestamp, movement_id, qty DESC) AS running
            FROM m)
      SELECT count(*)::int AS n FROM r WHERE running < 0`);
    expect(negative!.n).toBe(0);
    const types = await q<{ movement_type: string }>(
      sql`SELECT DISTINCT movement_type FROM wms.movements ORDER BY 1`,
    );
    expect(types.map((t) => t.movement_type)).toEqual([
      'PICK',
      'PUT_AWAY',
      'RECEIPT',
      'TRANSFER',
      'WRITE_OFF',
      'WRITE_ON',
    ]);
    const [errors] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.movements WHERE erp_id = 'ERROR'`,
    );
    expect(errors!.n).toBeGreaterThan(0);
    const [span] = await q<{ days: number; future: number }>(
      sql`SELECT extract(day FROM now() - min(timestamp))::int AS days,
                 count(*) FILTER (WHERE timestamp > now())::int AS future FROM wms.movements`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(55);
    expect(span!.future).toBe(0);
  });

  it('keeps the SXD anchor: PAS-500-SPAG with its factors, pick face, on hands, committed and incoming', async () => {
    const [item] = await q<{
      inventory_description: string;
      unit_of_measure: string;
      gtin: string;
    }>(
      sql`SELECT inventory_description, unit_of_measure, gtin FROM wms.inventory
          WHERE site_id = 'SXD' AND inventory_code = ${ANCHOR_SXD_ITEM}`,
    );
    expect(item).toEqual({
      inventory_description: 'Spaghetti No.5 500g',
      unit_of_measure: 'EA',
      gtin: '9312345100019',
    });
    const factors = await q<{ unit_of_measure: string; pack_size: number; barcode: string }>(
      sql`SELECT unit_of_measure, pack_size::float8 AS pack_size, barcode FROM wms.stocking_factors
          WHERE site_id = 'SXD' AND inventory_code = ${ANCHOR_SXD_ITEM} ORDER BY pack_size`,
    );
    expect(factors).toEqual([
      { unit_of_measure: 'EA', pack_size: 1, barcode: '9312345100019' },
      { unit_of_measure: 'CTN', pack_size: 20, barcode: '19312345100016' },
      { unit_of_measure: 'PAL', pack_size: 1200, barcode: '29312345100013' },
    ]);
    const [info] = await q<{ pick_face: string }>(
      sql`SELECT pick_face FROM wms.inventory_warehouses
          WHERE site_id = 'SXD' AND inventory_code = ${ANCHOR_SXD_ITEM} AND warehouse = 'DC1'`,
    );
    expect(info!.pick_face).toBe(ANCHOR_SXD_PICK_FACE);
    const onHand = await q<{ location: string; quantity: number }>(
      sql`SELECT location, quantity::float8 AS quantity FROM wms.on_hands
          WHERE site_id = 'SXD' AND inventory_code = ${ANCHOR_SXD_ITEM} AND warehouse = 'DC1'
          ORDER BY location`,
    );
    expect(onHand).toEqual([
      { location: ANCHOR_SXD_PICK_FACE, quantity: 240 },
      { location: ANCHOR_SXD_RESERVE, quantity: 1200 },
    ]);
    const [where] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
          AND location IN (${ANCHOR_SXD_PICK_FACE}, ${ANCHOR_SXD_RESERVE}) AND active AND NOT quarantine`,
    );
    expect(where!.n).toBe(2);
    const [committed] = await q<{ qty: number }>(
      sql`SELECT sum((l.quantity_ordered - l.quantity_supplied) * l.pack_size)::float8 AS qty
          FROM wms.sales_order_lines l JOIN wms.sales_orders o USING (site_id, sales_order_id)
          WHERE l.site_id = 'SXD' AND l.inventory_code = ${ANCHOR_SXD_ITEM}
            AND o.warehouse = 'DC1' AND o.wms_status <> 'complete'`,
    );
    expect(committed!.qty).toBe(124);
    const [incoming] = await q<{ qty: number }>(
      sql`SELECT sum((l.quantity_ordered - l.quantity_received) * l.pack_size)::float8 AS qty
          FROM wms.purchase_order_lines l JOIN wms.purchase_orders o USING (site_id, purchase_order_id)
          WHERE l.site_id = 'SXD' AND l.inventory_code = ${ANCHOR_SXD_ITEM}
            AND o.warehouse = 'DC1' AND o.wms_status <> 'complete'`,
    );
    expect(incoming!.qty).toBe(1560);
  });

  it('keeps the TAS anchor: SAL-ATL-FIL-1KG in batches with date codes, one quarantined, one recalled', async () => {
    const [item] = await q<{ inventory_description: string; tracking_type: string }>(
      sql`SELECT inventory_description, tracking_type FROM wms.inventory
          WHERE site_id = 'TAS' AND inventory_code = ${ANCHOR_TAS_ITEM}`,
    );
    expect(item).toEqual({
      inventory_description: 'Atlantic Salmon Fillet 1kg',
      tracking_type: 'BATCH_EXPIRY',
    });
    const batches = await q<{
      serial_batch: string;
      date_code: string;
      quarantine: boolean;
      recall: boolean;
      recall_reason: string;
    }>(
      sql`SELECT serial_batch, date_code, quarantine, recall, recall_reason FROM wms.serial_batches
          WHERE site_id = 'TAS' AND inventory_code = ${ANCHOR_TAS_ITEM} ORDER BY date_code`,
    );
    expect(batches).toHaveLength(4);
    expect(batches.every((b) => /^\d{4}-\d{2}-\d{2}$/.test(b.date_code))).toBe(true);
    expect(batches.filter((b) => b.quarantine)).toHaveLength(1);
    expect(batches.filter((b) => b.recall).map((b) => b.recall_reason)).toEqual([
      ANCHOR_RECALL_REASON,
    ]);
    const onHand = await q<{ location: string; serial_batch: string; quantity: number }>(
      sql`SELECT location, serial_batch, quantity::float8 AS quantity FROM wms.on_hands
          WHERE site_id = 'TAS' AND inventory_code = ${ANCHOR_TAS_ITEM} AND warehouse = 'HBT'
          ORDER BY date_code, location`,
    );
    expect(onHand.map((o) => [o.location, o.quantity])).toEqual([
      [ANCHOR_TAS_PICK_FACE, 12],
      [ANCHOR_TAS_RESERVE, 40],
      [ANCHOR_TAS_RESERVE, 30],
      [ANCHOR_TAS_PICK_FACE, 20],
      [ANCHOR_TAS_RESERVE, 80],
    ]);
    const [info] = await q<{ pick_face: string }>(
      sql`SELECT pick_face FROM wms.inventory_warehouses
          WHERE site_id = 'TAS' AND inventory_code = ${ANCHOR_TAS_ITEM} AND warehouse = 'HBT'`,
    );
    expect(info!.pick_face).toBe(ANCHOR_TAS_PICK_FACE);
  });

  it('seeds customers, suppliers, runs of the run sets and orders around the seed day', async () => {
    const runs = await q<{ run: string; runset_id: string }>(
      sql`SELECT run, runset_id FROM wms.runs WHERE site_id = 'SXD' AND warehouse = 'DC1' ORDER BY run`,
    );
    expect(runs).toEqual([
      { run: 'COUNTRY', runset_id: 'DC1-PM' },
      { run: 'EAST', runset_id: 'DC1-AM' },
      { run: 'NORTH', runset_id: 'DC1-AM' },
      { run: 'WEST', runset_id: 'DC1-AM' },
    ]);
    const statuses = await q<{ wms_status: string }>(
      sql`SELECT DISTINCT wms_status FROM wms.sales_orders ORDER BY 1`,
    );
    // Every status of document 2 section 4 (the sales orders issue's demo orders).
    expect(statuses.map((s) => s.wms_status)).toEqual(
      expect.arrayContaining([
        'complete',
        'deleted',
        'in_progress',
        'new',
        'packed',
        'picked',
        'picking',
      ]),
    );
    const [orphanLines] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.sales_order_lines l
          LEFT JOIN wms.inventory i USING (site_id, inventory_code) WHERE i.inventory_code IS NULL`,
    );
    expect(orphanLines!.n).toBe(0);
    const [customers] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.sales_orders o
          LEFT JOIN wms.customers c USING (site_id, customer_code) WHERE c.customer_code IS NULL`,
    );
    expect(customers!.n).toBe(0);
  });
});
