/**
 * Demo reason codes and shifts of each stock site (document 3 "Reason code", "Shift"): what a
 * picker may give for a short pick (use_on_picking) and the shifts the dashboard filters by.
 * Reason codes are the ones Australian DCs use on the floor; shifts are local hours.
 */
import type { Db } from '../db/types';
import { reasonCodes, shifts } from '../db/schema';

type Flags = Partial<
  Record<
    | 'use_on_receipt'
    | 'use_on_picking'
    | 'use_on_delivery'
    | 'use_on_stock_check'
    | 'require_photo'
    | 'capture_signature'
    | 'de_pick'
    | 'need_replenish',
    boolean
  >
>;

export const DEMO_REASON_CODES: readonly (readonly [string, string, Flags])[] = [
  [
    'DMG',
    'Damaged in warehouse',
    { use_on_picking: true, use_on_stock_check: true, require_photo: true },
  ],
  ['SHORT', 'Short at pick face', { use_on_picking: true, need_replenish: true }],
  [
    'EXP',
    'Expired or short-dated stock',
    { use_on_picking: true, use_on_receipt: true, use_on_stock_check: true },
  ],
  ['QA', 'Held for quality check', { use_on_picking: true, use_on_receipt: true, de_pick: true }],
  ['OVR', 'Over-supplied by vendor', { use_on_receipt: true }],
  ['RTS', 'Return to supplier', { use_on_receipt: true, require_photo: true }],
  ['REF', 'Refused by customer', { use_on_delivery: true, capture_signature: true }],
  ['NAH', 'Nobody at home / site closed', { use_on_delivery: true }],
  ['CNT', 'Stocktake count variance', { use_on_stock_check: true }],
];

export const DEMO_SHIFTS: readonly (readonly [string, string, number, number])[] = [
  ['EARLY', 'Early shift', 5, 13],
  ['DAY', 'Day shift', 6, 14],
  ['AFTERNOON', 'Afternoon shift', 14, 22],
  ['NIGHT', 'Night shift', 22, 6],
];

export async function seedFulfilmentSetup(db: Db, siteIds: readonly string[]): Promise<void> {
  for (const site_id of siteIds) {
    await db.insert(reasonCodes).values(
      DEMO_REASON_CODES.map(([reason_code, description, flags]) => ({
        site_id,
        reason_code,
        description,
        ...flags,
      })),
    );
    await db.insert(shifts).values(
      DEMO_SHIFTS.map(([shift, shift_name, start_hour, end_hour]) => ({
        site_id,
        shift,
        shift_name,
        start_hour,
        end_hour,
      })),
    );
  }
}
