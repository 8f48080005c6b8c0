import { UNTRACKED } from '../../contract';

/**
 * Whether a mirrored item needs a serial/batch on a movement: its `tracking_type` is not one
 * of UNTRACKED ('' or 'NONE', any case). The server's rule (resolveItem in
 * server/areas/movements/queries.ts) first reads the tracking type's own `tracking` and falls
 * back to the item's `tracking_type`; tracking types are not mirrored, so the floor asks by
 * the item's type, which is the same wherever a type's tracking is blank or equals its name
 * (as in the demo data: NONE, BATCH, BATCH_EXPIRY).
 */
export function isTrackedItem(item: object | null | undefined): boolean {
  const row = (item ?? {}) as { tracking_type?: unknown };
  const type = String(row.tracking_type ?? '')
    .trim()
    .toUpperCase();
  return !(UNTRACKED as readonly string[]).includes(type);
}

/** A date code as the movement takes it: '' or a real yyyy-mm-dd day. */
export function isDateCode(value: string): boolean {
  if (value === '') return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
