import { LEDGER_MESSAGES, type TMovementAction, type TMovementInput } from '../contract';
import { getWorkContext } from '../api/work-context';
import { floorDb } from './db';
import { mirrorIndex } from './mirror-index';
import { hasRows } from './mirror-store';
import { sentNotHeld } from './sent-writes';

/*
 * What the device knows of the stock at a location: the mirrored on hands, less what the
 * writes still in the outbox, or sent but not yet in the mirror (src/offline/sent-writes.ts),
 * take from there (and plus what they put there). A floor
 * screen checks a write off or a move against it before queueing, so a write the server
 * would refuse for want of stock is refused at once, with the server's own words, instead
 * of after the device reconnects.
 */

/** What is asked of a location: the stock key and the quantity. */
export type TStockAsk = {
  action: TMovementAction;
  warehouse: string;
  location: string;
  inventory: string;
  /** The batch asked for ('' for any batch, as for an item that is not tracked). */
  serial_batch: string;
  date_code: string;
  quantity: number;
};

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Compared only when given: the server takes the one on-hand row that matches then. */
const matches = (value: unknown, given: string) => given.trim() === '' || same(value, given);

/**
 * The quantity the device believes is on hand for the key, or null when it cannot tell
 * (no on hands mirrored here, or the mirror cannot be read): then the server decides.
 */
export async function onHandAt(ask: Omit<TStockAsk, 'action' | 'quantity'>): Promise<{
  quantity: number;
  /** Any on-hand row of the item there, mirrored or put by a waiting write. */
  rows: number;
} | null> {
  try {
    if (!(await hasRows('on_hands'))) return null;
    const index = await mirrorIndex('on_hands');
    let quantity = 0;
    let rows = 0;
    for (const row of index.find('location_lc', ask.location.trim().toLowerCase())) {
      if (!same(row.warehouse, ask.warehouse) || !same(row.inventory_code, ask.inventory)) continue;
      if (!matches(row.serial_batch, ask.serial_batch) || !matches(row.date_code, ask.date_code))
        continue;
      quantity += Number(row.quantity) || 0;
      rows += 1;
    }
    const site = getWorkContext()?.site_id;
    const waiting = await floorDb.outbox.where('status').anyOf('pending', 'sending').toArray();
    // Writes already accepted count too, until a refresh of the on hands holds them.
    const cursor = await floorDb.cursors.get('on_hands');
    const sent = await sentNotHeld(floorDb, cursor?.asked_at ?? cursor?.pulled_at);
    for (const entry of [...sent, ...waiting]) {
      if (entry.kind !== 'movement' || (site && entry.site_id !== site)) continue;
      const m = (entry.data as { movement?: Partial<TMovementInput> } | null)?.movement;
      if (!m || !same(m.warehouse, ask.warehouse) || !same(m.inventory, ask.inventory)) continue;
      if (!matches(m.serial_batch ?? '', ask.serial_batch)) continue;
      const qty = Number(m.quantity) || 0;
      const takesHere = m.action !== 'WRITE_ON' && same(m.location, ask.location);
      const putsHere =
        (m.action === 'WRITE_ON' && same(m.location, ask.location)) ||
        (m.action === 'TRANSFER' && same(m.to_location, ask.location));
      if (takesHere) quantity -= qty;
      if (putsHere) {
        quantity += qty;
        rows += 1;
      }
    }
    return { quantity: Math.max(0, Math.round(quantity * 1e6) / 1e6), rows };
  } catch {
    return null;
  }
}

/**
 * The server's message for a write that takes more than the device holds at the location
 * (LEDGER_MESSAGES.noStockHere / notEnoughStock), or null when it fits, puts stock, or
 * the device cannot tell.
 */
export async function stockShortfall(ask: TStockAsk): Promise<string | null> {
  if (ask.action === 'WRITE_ON' || !(ask.quantity > 0)) return null;
  const held = await onHandAt(ask);
  if (!held || ask.quantity <= held.quantity) return null;
  if (held.rows === 0 || held.quantity <= 0)
    return LEDGER_MESSAGES.noStockHere(ask.inventory, ask.location);
  return LEDGER_MESSAGES.notEnoughStock(ask.inventory, ask.location, held.quantity, ask.quantity);
}
