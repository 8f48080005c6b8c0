import { sql } from 'drizzle-orm';
import {
  COMPARE_MESSAGES as M,
  GL_CODE,
  comparisonKeyText,
  type ZComparisonMovementInput,
} from '../../../src/contract';
import type { Db } from '../../db/types';
import { listComparison, type ComparisonKey } from './queries';
import type { z } from 'zod';

type MovementInput = z.output<typeof ZComparisonMovementInput>;

/** Quantities are numeric(14,3): compare them in thousandths. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const keyOf = (m: ComparisonKey): ComparisonKey => ({
  warehouse: m.warehouse,
  inventory_code: m.inventory_code,
  serial_batch: m.serial_batch,
  date_code: m.date_code,
});
const keyId = (k: ComparisonKey) =>
  JSON.stringify([k.warehouse, k.inventory_code, k.serial_batch, k.date_code]);

/**
 * Every reason the corrections do not fit the difference as it is now (none when they do).
 * Per comparison row, the movements' change to the product's stock (Write On +, Write Off -)
 * must go toward the ERP's figure and not past it: a correction processed already (the row
 * now agrees) or one proposed for another difference is refused. Each row is locked for the
 * rest of the transaction first (in a fixed order), so a second process of the same
 * correction waits for the first and then reads the difference it left.
 */
export async function differenceProblems(
  db: Db,
  siteId: string,
  list: readonly MovementInput[],
): Promise<string[]> {
  const change = new Map<string, { key: ComparisonKey; change: number }>();
  for (const m of list) {
    const id = keyId(m);
    const signed = m.from_location === GL_CODE ? m.movement_qty : -m.movement_qty;
    const entry = change.get(id) ?? { key: keyOf(m), change: 0 };
    entry.change = round3(entry.change + signed);
    change.set(id, entry);
  }
  const found: string[] = [];
  for (const id of [...change.keys()].sort()) {
    const { key, change: by } = change.get(id)!;
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`comparison:${siteId}:${id}`}))`);
    const [row] = await listComparison(db, siteId, {
      warehouse: key.warehouse,
      issues_only: true,
      key,
    });
    const difference = round3(row?.difference ?? 0);
    // A correction of `by` brings the difference to difference + by: toward 0, not past it.
    const fits =
      by !== 0 && Math.sign(by) === -Math.sign(difference) && Math.abs(by) <= Math.abs(difference);
    if (difference === 0) found.push(M.alreadyAgrees(comparisonKeyText(key)));
    else if (!fits) found.push(M.differenceChanged(comparisonKeyText(key), difference, by));
  }
  return found;
}
