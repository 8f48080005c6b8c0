import {
  batchStops,
  type TBatchAnswer,
  type TBatchReply,
  type TBatchRequest,
} from '../contract/envelope';
import { SYNC_DEFAULTS, type TOutboxEntry } from '../contract/sync';
import type { FloorDb } from './db';
import { rememberSent } from './sent-writes';

/*
 * The outbox's sender: sends the floor writes waiting in Dexie to the server, in the order
 * they were written. It depends on nothing but fetch and the database, so the page, the
 * service worker (Background Sync) and the Node tests all run the same code.
 */

/** The Background Sync tag and the Web Locks name of the one sender. */
export const OUTBOX_SYNC_TAG = 'wms-outbox';
export const OUTBOX_LOCK = 'wms-outbox';

/** Device facts (floorDb.device) the outbox keeps. */
export const OUTBOX_FACTS = {
  /** ISO time of the last write the server accepted. */
  lastSyncAt: 'outbox.lastSyncAt',
  /** How many writes the server has accepted from this device. */
  sentCount: 'outbox.sentCount',
  /**
   * The signed-in session for the service worker, which cannot read localStorage:
   * { token, user_id }. Written at sign-in, removed at sign-out.
   */
  session: 'outbox.session',
} as const;

export type TOutboxSession = { token: string; user_id: string };

/** Why a round stopped before the end of the outbox. */
export type TFlushStop = 'network' | 'server' | 'auth' | 'aborted';

export type TFlushResult = {
  /** Writes the server accepted (removed from the outbox). */
  sent: number;
  /** Writes the server refused (now 'attention'). */
  refused: number;
  /** Why the round stopped early; null when every sendable entry was tried. */
  stopped: TFlushStop | null;
};

export type TSenderOptions = {
  /** Origin of the server ('' in the page: same origin). The path is `/api/<service>/`. */
  baseUrl: string;
  /** The signed-in session; null leaves everything pending (stopped 'auth'). */
  session: TOutboxSession | null;
  fetch?: typeof fetch;
  /** A request taking longer than this counts as a network failure (ms). */
  timeoutMs?: number;
  /** Stops the round (the entry on the wire goes back to pending). */
  signal?: AbortSignal;
};

const DEFAULT_TIMEOUT_MS = 20_000;
/** Entries sent in one batch (one round trip). */
const SEND_BATCH = SYNC_DEFAULTS.sendBatchSize;
const TOKEN_TYPE = 'Bearer';

type TMessageLike = { message?: unknown; exception?: unknown };

/** The server's messages of a refusal, one line. */
function refusalText(body: unknown, status: number): string {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const texts = Array.isArray(errors)
    ? errors
        .map((e: TMessageLike) => (typeof e?.message === 'string' ? e.message : ''))
        .filter((m) => m !== '')
    : [];
  return texts.length > 0 ? texts.join(' ') : `The server refused the write (HTTP ${status}).`;
}

function isSuccess(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true
  );
}

/**
 * Entries waiting to be sent (pending, or sending), counted on the status index with two
 * exact counts: IndexedDB counts those natively, where `anyOf` would walk every entry.
 */
export async function countWaiting(db: FloorDb): Promise<number> {
  const [pending, sending] = await Promise.all([
    db.outbox.where('status').equals('pending').count(),
    db.outbox.where('status').equals('sending').count(),
  ]);
  return pending + sending;
}

/**
 * The next entries a round may send after `afterSeq`, in order: pending, or left 'sending'
 * by a round that died; this user's only, up to `limit`.
 */
async function nextSendable(
  db: FloorDb,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<TOutboxEntry[]> {
  return db.outbox
    .where('seq')
    .above(afterSeq)
    .filter((e) => e.status !== 'attention' && e.user_id.toLowerCase() === userId.toLowerCase())
    .limit(limit)
    .toArray();
}

type TAnswer =
  { kind: 'network' } | { kind: 'aborted' } | { kind: 'answers'; list: TBatchAnswer[] };

/** The entries as one batch (POST /api/batch/): each envelope with its request_id. */
async function post(
  entries: TOutboxEntry[],
  options: TSenderOptions,
  token: string,
): Promise<TAnswer> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const request: TBatchRequest = {
    calls: entries.map((entry) => ({
      service: entry.service,
      envelope: {
        site_id: entry.site_id,
        user_id: entry.user_id,
        entity: entry.entity,
        action: entry.action,
        data: entry.data,
        request_id: entry.id,
        // When the write was done on the device: the server keeps it beside when it received it.
        done_at: entry.created_at,
      },
    })),
  };
  try {
    const response = await doFetch(`${options.baseUrl}/api/batch/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `${TOKEN_TYPE} ${token}`,
      },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const list = (body as Partial<TBatchReply> | null)?.answers;
    if (response.ok && Array.isArray(list)) return { kind: 'answers', list };
    // The batch itself was not run (the server unwell, a proxy's page): every entry as that.
    return {
      kind: 'answers',
      list: [{ status: response.ok ? 500 : response.status, replayed: false, body: body as never }],
    };
  } catch {
    return options.signal?.aborted ? { kind: 'aborted' } : { kind: 'network' };
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Send the outbox once, in order (seq). The caller holds the one-sender lock.
 *
 * Entries go in batches (POST /api/batch/, SYNC_DEFAULTS.sendBatchSize at a time): the
 * server answers each as its own envelope call, in order, and stops at an answer that says
 * "later". Each entry is marked 'sending' before it goes on the wire and stays so until its
 * answer is stored here: a round that dies in flight leaves it 'sending', and the next round
 * sends it again under the SAME request_id — the server answers a committed write from its
 * store (replayed), so it is applied once.
 *
 * - Accepted (2xx, success): removed from the outbox; counted for "last successful sync".
 * - Network failure, timeout, 5xx, 408, 429: back to 'pending' and the round stops — the
 *   server is out of reach or unwell, so later writes would fail the same way; order is kept.
 * - 401 (session expired): back to 'pending', the round stops ('auth': "sign in to send").
 * - Any other 4xx (a refusal: stock no longer there, a job closed by someone else, invalid
 *   data): 'attention' with the server's message, and the round CONTINUES. A refused write
 *   changed nothing on the server, and the server checks every later write on its own, so a
 *   write that depended on the refused one is refused in its turn rather than misapplied;
 *   stopping instead would hold the whole floor's work behind one write only a person can fix.
 *
 * Entries of another user (a shared device) wait for that user's session. Attention entries
 * are never sent here: only resendEntry (the user's decision) makes them pending again.
 */
export async function sendOutbox(db: FloorDb, options: TSenderOptions): Promise<TFlushResult> {
  const result: TFlushResult = { sent: 0, refused: 0, stopped: null };
  const session = options.session;
  if (!session) {
    const waiting = await countWaiting(db);
    return { ...result, stopped: waiting > 0 ? 'auth' : null };
  }
  // A batch at a time, re-reading the outbox: writes enqueued during the round go too.
  let lastSeq = 0;
  for (;;) {
    if (options.signal?.aborted) return { ...result, stopped: 'aborted' };
    const batch = await nextSendable(db, session.user_id, lastSeq, SEND_BATCH);
    if (!batch.length) break;
    lastSeq = batch[batch.length - 1]!.seq as number;
    const triedAt = new Date().toISOString();
    await db.transaction('rw', db.outbox, async () => {
      for (const entry of batch) {
        await db.outbox.update(entry.seq as number, {
          status: 'sending',
          attempts: entry.attempts + 1,
          last_tried_at: triedAt,
        });
      }
    });
    const answer = await post(batch, options, session.token);
    if (answer.kind !== 'answers') {
      await backToPending(db, batch);
      return { ...result, stopped: answer.kind };
    }
    const stopped = await storeAnswers(db, batch, answer.list, result);
    if (stopped) return { ...result, stopped };
  }
  return result;
}

/** Put entries on the wire back to pending (the round stopped; they go again, same ids). */
function backToPending(db: FloorDb, entries: TOutboxEntry[]): Promise<unknown> {
  return db.transaction('rw', db.outbox, () =>
    Promise.all(entries.map((e) => db.outbox.update(e.seq as number, { status: 'pending' }))),
  );
}

/**
 * The answers of a batch, in one transaction: accepted entries removed (and counted), refused
 * ones 'attention' with the server's message, and from the first "later" answer on (or past
 * the last answer) back to pending. Answers why the round stops, or null to go on.
 */
async function storeAnswers(
  db: FloorDb,
  batch: TOutboxEntry[],
  answers: TBatchAnswer[],
  result: TFlushResult,
): Promise<TFlushStop | null> {
  let stopped: TFlushStop | null = null;
  await db.transaction('rw', db.outbox, db.device, async () => {
    let sent = 0;
    const accepted: TOutboxEntry[] = [];
    for (const [i, entry] of batch.entries()) {
      const seq = entry.seq as number;
      const answer = answers[i];
      if (stopped || !answer) {
        await db.outbox.update(seq, { status: 'pending' });
        stopped ??= 'server';
        continue;
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300 && isSuccess(body)) {
        await db.outbox.delete(seq);
        accepted.push(entry);
        sent += 1;
      } else if (status === 401 || status < 400 || batchStops(status)) {
        await db.outbox.update(seq, { status: 'pending' });
        stopped = status === 401 ? 'auth' : 'server';
      } else {
        await db.outbox.update(seq, { status: 'attention', error: refusalText(body, status) });
        result.refused += 1;
      }
    }
    if (sent > 0) {
      // The device's view of stock keeps them until a mirror refresh holds them.
      await rememberSent(db, accepted, new Date().toISOString());
      const count = await db.device.get(OUTBOX_FACTS.sentCount);
      await db.device.put({
        name: OUTBOX_FACTS.sentCount,
        value: (typeof count?.value === 'number' ? count.value : 0) + sent,
      });
      await db.device.put({ name: OUTBOX_FACTS.lastSyncAt, value: new Date().toISOString() });
      result.sent += sent;
    }
  });
  return stopped;
}

/**
 * Run `work` as the one sender across tabs and the service worker (Web Locks, where the
 * browser has them). Without locks, only one round per JavaScript context runs at a time; two
 * tabs may then both send an entry, and the server's request_id store applies it once.
 * `ifAvailable`: when another context is sending, skip (it sends everything anyway).
 */
export async function withOutboxLock<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks?.request) {
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? work() : null,
    );
  }
  return work();
}
