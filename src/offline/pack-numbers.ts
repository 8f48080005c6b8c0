import { callResults } from '../api/client';
import { getSession } from '../api/session';
import { getWorkContext } from '../api/work-context';
import { SYNC_DEFAULTS } from '../contract/sync';
import { PACK_NUMBER_CALLS, blockNumber, type TPackNumberBlock } from '../contract/packs';
import { floorDb, type TReservedPackNumber } from './db';

/*
 * Pack numbers for packs made offline: while online the device keeps
 * SYNC_DEFAULTS.packNumberBlockSize numbers (each with its SSCC) reserved from the site's
 * sequence in floorDb.packNumbers, topping up when fewer than packNumberLowWater are unused;
 * takePackNumber() hands out the next unused one with no network, marking it used by the
 * local pack. The server accepts a reserved number only from the user who reserved it.
 */

const DEVICE_ID_FACT = 'device_id';

/** This browser profile's device id (made once, kept in floorDb.device). */
export async function deviceId(): Promise<string> {
  const fact = await floorDb.device.get(DEVICE_ID_FACT);
  if (typeof fact?.value === 'string' && fact.value) return fact.value;
  const id = crypto.randomUUID();
  await floorDb.device.put({ name: DEVICE_ID_FACT, value: id });
  return id;
}

type Owner = { site_id: string; user_id: string };

function currentOwner(): Owner | null {
  const site_id = getWorkContext()?.site_id;
  const user_id = getSession()?.user.user_id;
  return site_id && user_id ? { site_id, user_id } : null;
}

/** The unused reserved numbers of a site and user, in number order. */
async function unused(owner: Owner): Promise<TReservedPackNumber[]> {
  const list = await floorDb.packNumbers.where('site_id').equals(owner.site_id).toArray();
  return list
    .filter((p) => p.user_id === owner.user_id && !p.used_by)
    .sort((a, b) => a.container_number.localeCompare(b.container_number));
}

/** How many unused numbers this device holds for the current site and user. */
export async function packNumbersLeft(owner = currentOwner()): Promise<number> {
  return owner ? (await unused(owner)).length : 0;
}

/** Store a reserved block's numbers. */
export async function storePackNumberBlock(owner: Owner, block: TPackNumberBlock): Promise<void> {
  const rows: TReservedPackNumber[] = Array.from({ length: block.count }, (_, i) => ({
    ...blockNumber(block, i),
    site_id: owner.site_id,
    user_id: owner.user_id,
    block_id: block.block_id,
  }));
  await floorDb.packNumbers.bulkPut(rows);
}

let topping: Promise<number> | null = null;

/**
 * Reserve more numbers when fewer than packNumberLowWater are unused (only one reservation
 * at a time). Answers how many are unused afterwards; offline or refused, it answers what is
 * left and leaves the numbers as they are.
 */
export function topUpPackNumbers(
  opts: { force?: boolean; owner?: Owner | null } = {},
): Promise<number> {
  if (topping) return topping;
  const run = async () => {
    const owner = opts.owner ?? currentOwner();
    if (!owner) return 0;
    const left = (await unused(owner)).length;
    if (!opts.force && left >= SYNC_DEFAULTS.packNumberLowWater) return left;
    const count = Math.max(1, SYNC_DEFAULTS.packNumberBlockSize - left);
    try {
      const [block] = await callResults(
        PACK_NUMBER_CALLS.reserve,
        { count, device_id: await deviceId() },
        { siteId: owner.site_id, quietErrors: true },
      );
      if (block) await storePackNumberBlock(owner, block);
    } catch {
      // Offline or refused: keep working with what is left.
    }
    return (await unused(owner)).length;
  };
  topping = run().finally(() => {
    topping = null;
  });
  return topping;
}

/**
 * The next unused reserved pack number and its SSCC, marked used by `usedBy` (the local
 * pack: its outbox entry id). Works offline; null when none is left. Tops up in the
 * background when running low.
 */
export async function takePackNumber(
  usedBy: string,
  owner = currentOwner(),
): Promise<{ container_number: string; sscc_number: string } | null> {
  if (!owner) return null;
  const taken = await floorDb.transaction('rw', floorDb.packNumbers, async () => {
    const [next] = await unused(owner);
    if (!next) return null;
    await floorDb.packNumbers.update(next.container_number, { used_by: usedBy });
    return next;
  });
  if ((await unused(owner)).length < SYNC_DEFAULTS.packNumberLowWater) {
    void topUpPackNumbers({ owner });
  }
  return taken
    ? { container_number: taken.container_number, sscc_number: taken.sscc_number }
    : null;
}

/** Forget the numbers a pack took (e.g. its save was discarded): they stay unused, never reused elsewhere. */
export async function releasePackNumber(containerNumber: string): Promise<void> {
  await floorDb.packNumbers.update(containerNumber, { used_by: undefined });
}
