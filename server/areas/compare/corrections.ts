import { sql } from 'drizzle-orm';
import {
  COMPARE_MESSAGES as M,
  COMPARISON_REFERENCE,
  GL_CODE,
  type TComparisonMovement,
  type ZComparisonMovementInput,
} from '../../../src/contract';
import { comparisonCorrections } from '../../db/schema';
import type { Db } from '../../db/types';
import { RuleErrors } from '../../errors';
import { postMovement } from '../stock/ledger';
import { differenceProblems } from './against-difference';
import {
  holdings,
  knownItems,
  knownLocations,
  listComparison,
  writeOnLocation,
  type ComparisonKey,
} from './queries';
import type { z } from 'zod';

type MovementInput = z.output<typeof ZComparisonMovementInput>;

/** Quantities are numeric(14,3): compare and split them in thousandths. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The correction that brings the product in line with the ERP: a surplus is written off from
 * the locations holding it (by location), a shortfall written on into one location. Empty
 * when the row agrees (or the key is not in the report).
 */
export async function proposeCorrection(
  db: Db,
  siteId: string,
  key: ComparisonKey,
): Promise<TComparisonMovement[]> {
  const [row] = await listComparison(db, siteId, {
    warehouse: key.warehouse,
    issues_only: true,
    key,
  });
  const difference = row ? round3(row.difference) : 0;
  if (difference === 0) return [];
  const base = { ...key, processed_flag: false, movement_id: null, timestamp: null };
  if (difference < 0) {
    const location = await writeOnLocation(db, siteId, key);
    if (!location) return [];
    return [
      {
        ...base,
        from_location: GL_CODE,
        to_location: location,
        movement_qty: -difference,
        line: 1,
        movement_type: 'WRITE_ON',
      },
    ];
  }
  const proposed: TComparisonMovement[] = [];
  let left = difference;
  for (const held of await holdings(db, siteId, key)) {
    if (left <= 0) break;
    const qty = round3(Math.min(left, held.quantity));
    left = round3(left - qty);
    proposed.push({
      ...base,
      from_location: held.location,
      to_location: GL_CODE,
      movement_qty: qty,
      line: proposed.length + 1,
      movement_type: 'WRITE_OFF',
    });
  }
  return proposed;
}

const keyText = (m: MovementInput) =>
  `${m.inventory_code}${m.serial_batch ? ` ${m.serial_batch}` : ''} ${m.from_location} → ${m.to_location}`;

/** Every reason the movements cannot be written (all at once; none when they can). */
async function problems(db: Db, siteId: string, list: MovementInput[]): Promise<string[]> {
  const found: string[] = [];
  const seen = new Set<string>();
  const items = await knownItems(db, siteId, [...new Set(list.map((m) => m.inventory_code))]);
  const byWarehouse = new Map<string, string[]>();
  for (const m of list) {
    const id = `${m.warehouse}/${keyText(m)}/${m.date_code}`;
    if (seen.has(id)) found.push(M.listedTwice(keyText(m)));
    seen.add(id);
    const gls = Number(m.from_location === GL_CODE) + Number(m.to_location === GL_CODE);
    if (gls !== 1) found.push(M.oneSideGl);
    if (!items.has(m.inventory_code)) found.push(M.itemUnknown(m.inventory_code));
    const location = m.from_location === GL_CODE ? m.to_location : m.from_location;
    byWarehouse.set(m.warehouse, [...(byWarehouse.get(m.warehouse) ?? []), location]);
  }
  for (const [warehouse, codes] of byWarehouse) {
    const known = await knownLocations(db, siteId, warehouse, [...new Set(codes)]);
    for (const code of new Set(codes)) {
      if (code !== GL_CODE && !known.has(code)) found.push(M.locationUnknown(code, warehouse));
    }
  }
  return [...new Set(found)];
}

/**
 * Check the movements (and that they fit the row's difference as it is now) and, when
 * `process`, write each through the stock ledger as a Write On (from GL) or Write Off (to GL),
 * in the caller's transaction: all are written or none.
 */
export async function processCorrections(
  db: Db,
  siteId: string,
  userId: string,
  process: boolean,
  list: MovementInput[],
): Promise<TComparisonMovement[]> {
  const refused = await problems(db, siteId, list);
  if (refused.length === 0) refused.push(...(await differenceProblems(db, siteId, list)));
  if (refused.length > 0) throw new RuleErrors(refused.map((message) => ({ message })));
  const answered: TComparisonMovement[] = [];
  for (const m of list) {
    const writeOn = m.from_location === GL_CODE;
    const shown = {
      warehouse: m.warehouse,
      inventory_code: m.inventory_code,
      serial_batch: m.serial_batch,
      date_code: m.date_code,
      from_location: m.from_location,
      to_location: m.to_location,
      movement_qty: m.movement_qty,
      movement_type: writeOn ? 'WRITE_ON' : 'WRITE_OFF',
    };
    if (!process) {
      answered.push({
        ...shown,
        processed_flag: false,
        line: m.line,
        movement_id: null,
        timestamp: null,
      });
      continue;
    }
    const row = await postMovement(db, siteId, {
      movement_type: writeOn ? 'WRITE_ON' : 'WRITE_OFF',
      warehouse: m.warehouse,
      inventory_code: m.inventory_code,
      serial_batch: m.serial_batch,
      date_code: m.date_code,
      from_location: writeOn ? '' : m.from_location,
      to_location: writeOn ? m.to_location : '',
      quantity: m.movement_qty,
      operator: userId,
      reference: COMPARISON_REFERENCE,
      notes: `Comparison report line ${m.line}`,
    });
    await db.insert(comparisonCorrections).values({
      site_id: siteId,
      movement_id: row.movement_id,
      line: m.line,
      processed_by: userId,
      processed_at: sql`now()`,
    });
    answered.push({
      ...shown,
      processed_flag: true,
      line: row.movement_id,
      movement_id: row.movement_id,
      timestamp: new Date(row.timestamp).toISOString(),
    });
  }
  return answered;
}
