import type { TOutboxEntry } from '../contract/sync';
import type { FloorDb } from './db';

/*
 * Stock writes the server accepted that the device's mirror may not hold yet (issue 26):
 * once sent, a write leaves the outbox, but the mirrored on hands change only at the next
 * refresh. Until a refresh asked for after the write was accepted has brought on_hands up
 * to date, the device's view of stock (src/offline/on-hand.ts) counts it as it counted it
 * while pending, so a second move of stock just moved in is not refused.
 *
 * Kept as device facts (floorDb.device), written in the same transaction as the answers
 * (src/offline/outbox-sender.ts), so the page and the service worker's Background Sync keep
 * them alike and no Dexie version is needed.
 */

/**
 * Each sent stock write is one device fact named SENT_WRITE_PREFIX + its sent_at + its id: a
 * batch adds only its own writes (the replay stays linear), and the names sort by time, so
 * a refresh drops those it holds with one range delete.
 */
export const SENT_WRITE_PREFIX = 'outbox.sent:';
const END = '\uffff';

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

/**
 * Keep the accepted stock writes (movements) of a batch. Call inside a transaction that
 * includes db.device (the sender's, with the answers).
 */
export async function rememberSent(
  db: FloorDb,
  accepted: TOutboxEntry[],
  sentAt: string,
): Promise<void> {
  const facts = accepted
    .filter((e) => e.kind === 'movement')
    .map(({ id, site_id, kind, data }) => ({
      name: `${SENT_WRITE_PREFIX}${sentAt}:${id}`,
      value: { id, site_id, kind, data, sent_at: sentAt } satisfies TSentWrite,
    }));
  if (facts.length > 0) await db.device.bulkPut(facts);
}

/**
 * The accepted stock writes the mirror does not hold yet: sent at or after `heldBefore`,
 * when the last on_hands refresh was asked for (undefined: no refresh, none are held).
 */
export async function sentNotHeld(
  db: FloorDb,
  heldBefore: string | undefined,
): Promise<TSentWrite[]> {
  const facts = await db.device
    .where('name')
    .between(`${SENT_WRITE_PREFIX}${heldBefore ?? ''}`, `${SENT_WRITE_PREFIX}${END}`, true, true)
    .toArray();
  return facts.map((f) => f.value).filter(isSentWrite);
}

/** Forget the writes a refresh asked for at `askedAt` holds (those accepted before it). */
export async function forgetHeld(db: FloorDb, askedAt: string): Promise<void> {
  await db.device
    .where('name')
    .between(SENT_WRITE_PREFIX, `${SENT_WRITE_PREFIX}${askedAt}`, true, false)
    .delete();
}
