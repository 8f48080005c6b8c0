import type { TOutboxEntry } from '../contract/sync';
import type { FloorDb } from './db';

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

/** The next entry a round may send after `afterSeq`: pending, or left 'sending' by a round that died. */
async function nextSendable(
  db: FloorDb,
  userId: string,
  afterSeq: number,
): Promise<TOutboxEntry | undefined> {
  return db.outbox
    .where('seq')
    .above(afterSeq)
    .filter((e) => e.status !== 'attention' && e.user_id.toLowerCase() === userId.toLowerCase())
    .first();
}

type TAnswer =
  { kind: 'network' } | { kind: 'aborted' } | { kind: 'status'; status: number; body: unknown };

async function post(entry: TOutboxEntry, options: TSenderOptions, token: string): Promise<TAnswer> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const response = await doFetch(`${options.baseUrl}/api/${entry.service}/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `${TOKEN_TYPE} ${token}`,
      },
      body: JSON.stringify({
        site_id: entry.site_id,
        user_id: entry.user_id,
        entity: entry.entity,
        action: entry.action,
        data: entry.data,
        request_id: entry.id,
      }),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { kind: 'status', status: response.status, body };
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
 * Each entry is marked 'sending' before it goes on the wire and stays so until its answer is
 * stored here: a round that dies in flight leaves it 'sending', and the next round sends it
 * again under the SAME request_id — the server answers a committed write from its store
 * (header idempotent-replay), so it is applied once.
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
    const waiting = await db.outbox.where('status').anyOf('pending', 'sending').count();
    return { ...result, stopped: waiting > 0 ? 'auth' : null };
  }
  // One entry at a time, re-reading the outbox: writes enqueued during the round are sent too.
  let lastSeq = 0;
  for (;;) {
    if (options.signal?.aborted) return { ...result, stopped: 'aborted' };
    const entry = await nextSendable(db, session.user_id, lastSeq);
    if (!entry) break;
    lastSeq = entry.seq as number;
    const attempts = entry.attempts + 1;
    const triedAt = new Date().toISOString();
    await db.outbox.update(entry.seq as number, {
      status: 'sending',
      attempts,
      last_tried_at: triedAt,
    });
    const answer = await post(entry, options, session.token);
    const backToPending = () => db.outbox.update(entry.seq as number, { status: 'pending' });

    if (answer.kind !== 'status') {
      await backToPending();
      return { ...result, stopped: answer.kind };
    }
    const { status, body } = answer;
    if (status >= 200 && status < 300 && isSuccess(body)) {
      await db.transaction('rw', db.outbox, db.device, async () => {
        await db.outbox.delete(entry.seq as number);
        const count = await db.device.get(OUTBOX_FACTS.sentCount);
        await db.device.put({
          name: OUTBOX_FACTS.sentCount,
          value: (typeof count?.value === 'number' ? count.value : 0) + 1,
        });
        await db.device.put({ name: OUTBOX_FACTS.lastSyncAt, value: new Date().toISOString() });
      });
      result.sent += 1;
      continue;
    }
    if (status === 401) {
      await backToPending();
      return { ...result, stopped: 'auth' };
    }
    if (status < 400 || status >= 500 || status === 408 || status === 429) {
      await backToPending();
      return { ...result, stopped: 'server' };
    }
    await db.outbox.update(entry.seq as number, {
      status: 'attention',
      error: refusalText(body, status),
    });
    result.refused += 1;
  }
  return result;
}

/**
 * Run `work` as the one sender across tabs and the service worker (Web Locks, where the
 * browser has them). Without locks, only one round per JavaScript context runs at a time; two
 * tabs may then both send an entry, and the server's request_id store applies it once.
 * `ifAvailable`: when another context is sending, skip (it sends everything anyway).
 */
export async function withOutboxLock<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManager }) | undefined)?.locks;
  if (locks?.request) {
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? work() : null,
    );
  }
  return work();
}
