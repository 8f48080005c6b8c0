import type { TOutboxEntry } from '../contract/sync';
import type { FloorDb } from './db';

/*
 * Stock writes the server accepted that the device's mirror may not hold yet (issue 26):
 * once sent, a write leaves the outbox, but the mirrored on hands change only at the next
 * refresh. Until a refresh asked for after the write was accepted has brought on_hands up
 * to date, the device's view of stock (src/offline/on-hand.ts) counts it as it counted it
 * while pending, so a second move of stock just moved in is not refused.
 *
 * Kept as one device fact (floorDb.device), written in the same transaction as the answers
 * (src/offline/outbox-sender.ts), so the page and the service worker's Background Sync keep
 * it alike and no Dexie version is needed.
 */

/** The device fact holding the sent stock writes. */
export const SENT_WRITES_FACT = 'outbox.sentStockWrites';
/** The most kept: a device that never refreshes forgets the oldest first. */
const SENT_WRITES_MAX = 2000;

/** A stock write the server accepted: the entry's site and data, and when it was accepted. */
export type TSentWrite = Pick<TOutboxEntry, 'id' | 'site_id' | 'kind' | 'data'> & {
  /** When the device heard the server accept it (ISO, the device's clock). */
  sent_at: string;
};

const isSentWrite = (value: unknown): value is TSentWrite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TSentWrite).id === 'string' &&
  typeof (value as TSentWrite).sent_at === 'string';

async function read(db: FloorDb): Promise<TSentWrite[]> {
  const fact = await db.device.get(SENT_WRITES_FACT);
  return Array.isArray(fact?.value) ? fact.value.filter(isSentWrite) : [];
}

/**
 * Keep the accepted stock writes (movements) of a batch. Call inside a transaction that
 * includes db.device (the sender's, with the answers).
 */
export async function rememberSent(
  db: FloorDb,
  accepted: TOutboxEntry[],
  sentAt: string,
): Promise<void> {
  const stock = accepted.filter((e) => e.kind === 'movement');
  if (stock.length === 0) return;
  const kept = await read(db);
  const added = stock.map(({ id, site_id, kind, data }) => ({
    id,
    site_id,
    kind,
    data,
    sent_at: sentAt,
  }));
  await db.device.put({
    name: SENT_WRITES_FACT,
    value: [...kept, ...added].slice(-SENT_WRITES_MAX),
  });
}

/**
 * The accepted stock writes the mirror does not hold yet: sent at or after `heldBefore`,
 * when the last on_hands refresh was asked for (undefined: no refresh, none are held).
 */
export async function sentNotHeld(
  db: FloorDb,
  heldBefore: string | undefined,
): Promise<TSentWrite[]> {
  const kept = await read(db);
  return heldBefore ? kept.filter((w) => w.sent_at >= heldBefore) : kept;
}

/** Forget the writes a refresh asked for at `askedAt` holds (those accepted before it). */
export async function forgetHeld(db: FloorDb, askedAt: string): Promise<void> {
  await db.transaction('rw', db.device, async () => {
    const kept = await read(db);
    const left = kept.filter((w) => w.sent_at >= askedAt);
    if (left.length === kept.length) return;
    if (left.length === 0) await db.device.delete(SENT_WRITES_FACT);
    else await db.device.put({ name: SENT_WRITES_FACT, value: left });
  });
}
