import { sql } from 'drizzle-orm';
import type { TPickAttempt, TSalesOrderPicker, TSoLineDetail } from '../../../src/contract';
import { rows, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';

/** What the picking of one order adds to its detail (document 2 "Sales order"). */
export type OrderPicking = {
  pickers: TSalesOrderPicker[];
  /** By order line number. */
  lines: Map<
    number,
    { pick_user_id: string; pick_attempts: TPickAttempt[]; details: TSoLineDetail[] }
  >;
};

type AttemptRow = TPickAttempt & { line_no: number; pick_id: number; pick_line_id: number };

/**
 * The pick attempts of an order's lines (one statement): per line its attempts and the stock
 * each took (location, quantity, the pick as reference, batch and date code), and per picker
 * the lines attempted, the quantity picked and the first and last attempt.
 */
export async function orderPicking(db: Db, siteId: string, orderId: number): Promise<OrderPicking> {
  const attempts = await rows<AttemptRow>(
    db,
    sql`SELECT pl.line_no, a.pick_id, a.pick_line_id, a.pick_attempt_id::float8 AS pick_attempt_id,
               a.user_id, a.pick_face, a.batch_number, a.serial_number, a.expiry_date,
               a.quantity_picked::float8 AS quantity_picked, a.reason,
               ${isoTime(sql`a.last_modified_time`)} AS last_modified_time
        FROM wms.pick_lines pl
        JOIN wms.pick_attempts a ON a.site_id = pl.site_id AND a.pick_line_id = pl.pick_line_id
        WHERE pl.site_id = ${siteId} AND pl.sales_order_id = ${orderId}
        ORDER BY a.last_modified_time, a.pick_attempt_id`,
  );
  const lines: OrderPicking['lines'] = new Map();
  const byUser = new Map<
    string,
    { lines: Set<number>; quantity: number; first_pick: string; last_pick: string }
  >();
  for (const { line_no, pick_id, pick_line_id, ...a } of attempts) {
    const line = lines.get(line_no) ?? { pick_user_id: '', pick_attempts: [], details: [] };
    line.pick_attempts.push(a);
    line.pick_user_id = a.user_id;
    if (a.quantity_picked > 0) {
      line.details.push({
        location: a.pick_face,
        quantity: a.quantity_picked,
        reference: `Pick ${pick_id}`,
        serial_batch: a.batch_number,
        date_code: a.expiry_date,
      });
    }
    lines.set(line_no, line);
    const user = byUser.get(a.user_id) ?? {
      lines: new Set<number>(),
      quantity: 0,
      first_pick: a.last_modified_time,
      last_pick: a.last_modified_time,
    };
    user.lines.add(pick_line_id);
    user.quantity = Math.round((user.quantity + a.quantity_picked) * 1000) / 1000;
    user.last_pick = a.last_modified_time;
    byUser.set(a.user_id, user);
  }
  const pickers = [...byUser.entries()]
    .map(([user_id, u]) => ({
      user_id,
      lines: u.lines.size,
      quantity: u.quantity,
      first_pick: u.first_pick,
      last_pick: u.last_pick,
    }))
    .sort((a, b) => a.first_pick.localeCompare(b.first_pick));
  return { pickers, lines };
}
