import type { TOutboxEntry } from '../contract';
import { floorDb, type FloorDb } from './db';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * How many writes `userId` made on this device that have not reached the server: waiting,
 * on the wire or refused (an accepted write leaves the outbox).
 */
export function countUnsentOf(userId: string, db: FloorDb = floorDb): Promise<number> {
  return db.outbox.filter((e) => same(e.user_id, userId)).count();
}

/** The users other than `userId` with writes waiting on this device, and how many each. */
export function othersWaiting(entries: readonly TOutboxEntry[], userId: string) {
  const counts = new Map<string, number>();
  for (const e of entries)
    if (e.status !== 'attention' && !same(e.user_id, userId))
      counts.set(e.user_id, (counts.get(e.user_id) ?? 0) + 1);
  return [...counts].map(([user, count]) => ({ user, count }));
}

/**
 * Hand `fromUser`'s waiting writes on this device to `toUser`, who then sends them under
 * their own session (the server records them as `toUser`'s). Answers how many moved.
 */
export async function handOverWrites(
  fromUser: string,
  toUser: string,
  db: FloorDb = floorDb,
): Promise<number> {
  return db.outbox
    .filter((e) => e.status !== 'attention' && same(e.user_id, fromUser))
    .modify({ user_id: toUser });
}
