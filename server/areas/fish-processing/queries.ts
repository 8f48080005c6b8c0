import { sql, type SQL } from 'drizzle-orm';
import type { ActionData, FISH_CALLS, TFishPickLine } from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { isRandomMeasure } from '../../picking/pick-attempt';

type LineRow = Omit<TFishPickLine, 'randome_measure'> & { unit_of_measure: string | null };

export type FishLinesQuery = ActionData<typeof FISH_CALLS.get>;

const SELECT = sql`
  SELECT pl.pick_line_id, pl.pick_id, pl.pick_face, o.sales_order AS sales_order_number,
         (SELECT min(sf.stocking_factor_id) FROM wms.stocking_factors sf
           WHERE sf.site_id = pl.site_id AND sf.inventory_code = pl.inventory_code
             AND sf.unit_of_measure = pl.stocking_factor_unit) AS stocking_factor_type_id,
         pl.stocking_factor_unit, pl.inventory_code,
         COALESCE(NULLIF(pl.description, ''), i.inventory_description, '') AS inventory_description,
         pl.quantity_req::float8 AS quantity_req, pl.quantity_picked::float8 AS quantity_picked,
         o.delivery_instructions AS operator_instructions, p.warehouse AS warehouse_id,
         CASE WHEN pl.quantity_picked >= pl.quantity_req OR pl.reason <> '' THEN 'picked'
              ELSE 'open' END AS pick_line_status,
         pl.reason, pl.line_no AS sales_order_line_configuration_id,
         COALESCE(r.run_name, '') AS run_name,
         COALESCE(c.customer_name, o.customer_code) AS customer_name,
         p.required_date::text AS required_date, i.unit_of_measure
  FROM wms.pick_lines pl
  JOIN wms.picks p ON p.site_id = pl.site_id AND p.pick_id = pl.pick_id
  JOIN wms.sales_orders o ON o.site_id = pl.site_id AND o.sales_order_id = pl.sales_order_id
  LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
  LEFT JOIN wms.runs r ON r.site_id = p.site_id AND r.run_id = p.run_id
  LEFT JOIN wms.inventory i ON i.site_id = pl.site_id AND i.inventory_code = pl.inventory_code`;

async function select(db: Db, where: SQL): Promise<TFishPickLine[]> {
  const found = await rows<LineRow>(
    db,
    sql`${SELECT} WHERE ${where}
        ORDER BY p.required_date, run_name, customer_name, o.sales_order, pl.pick_sequence,
                 pl.pick_line_id`,
  );
  return found.map(({ unit_of_measure, ...line }) => ({
    ...line,
    randome_measure: isRandomMeasure(line.stocking_factor_unit, unit_of_measure),
  }));
}

/**
 * The pick lines of one warehouse's picks in the picking section (its code or name, any case)
 * whose required date is in from_date..to_date.
 */
export function listFishLines(db: Db, siteId: string, q: FishLinesQuery): Promise<TFishPickLine[]> {
  return select(
    db,
    sql`pl.site_id = ${siteId} AND p.warehouse = ${q.warehouse}
        AND p.required_date BETWEEN ${q.from_date} AND ${q.to_date}
        AND (lower(p.pick_section) = lower(${q.picking_section})
             OR lower(p.pick_section_name) = lower(${q.picking_section}))`,
  );
}

/** One pick line as the fish list shows it (null when it is gone). */
export async function getFishLine(
  db: Db,
  siteId: string,
  pickLineId: number,
): Promise<TFishPickLine | null> {
  const [line] = await select(db, sql`pl.site_id = ${siteId} AND pl.pick_line_id = ${pickLineId}`);
  return line ?? null;
}

/** Is fish processing used at the site (its site settings)? */
export async function fishProcessingUsed(db: Db, siteId: string): Promise<boolean> {
  const [s] = await rows<{ used: boolean }>(
    db,
    sql`SELECT fish_processing_used AS used FROM wms.site_settings WHERE site_id = ${siteId}`,
  );
  return s?.used ?? false;
}
