import { and, eq, inArray } from 'drizzle-orm';
import {
  REFERENCE_LIST_MESSAGES as M,
  type TMessage,
  type TShift,
  type TShiftItem,
} from '../../../src/contract';
import { shifts } from '../../db/schema';
import type { Db } from '../../db/types';
import { RuleErrors } from '../../errors';

const columns = {
  shift: shifts.shift,
  shift_name: shifts.shift_name,
  start_hour: shifts.start_hour,
  end_hour: shifts.end_hour,
};

/** Add or update each shift of the site by its code, in the order sent. */
export async function saveShifts(db: Db, siteId: string, items: TShiftItem[]): Promise<TShift[]> {
  const saved: TShift[] = [];
  for (const item of items) {
    const { shift, ...values } = item;
    const [row] = await db
      .insert(shifts)
      .values({ site_id: siteId, shift, ...values })
      .onConflictDoUpdate({
        target: [shifts.site_id, shifts.shift],
        set: { ...values, updated_at: new Date() },
      })
      .returning(columns);
    saved.push(row!);
  }
  return saved;
}

/**
 * Delete the listed shifts: every one must exist, else the call is refused with one error per
 * missing shift and nothing is deleted.
 */
export async function deleteShifts(db: Db, siteId: string, keys: string[]): Promise<TShift[]> {
  const found = await db
    .select(columns)
    .from(shifts)
    .where(and(eq(shifts.site_id, siteId), inArray(shifts.shift, keys)));
  const missing: TMessage[] = keys
    .filter((k) => !found.some((f) => f.shift === k))
    .map((k) => ({ message: M.shiftNotFound(k) }));
  if (missing.length > 0) throw new RuleErrors(missing);
  await db.delete(shifts).where(and(eq(shifts.site_id, siteId), inArray(shifts.shift, keys)));
  return found;
}
