import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { apiEvents } from '../api/events';
import { clearSession, getSession, subscribeSession } from '../api/session';
import { getWorkContext } from '../api/work-context';
import type { ActionContract, ActionInput } from '../contract/action-contract';
import { SYNC_DEFAULTS, type TOutboxEntry, type TOutboxKind } from '../contract/sync';
import { floorDb } from './db';
import {
  OUTBOX_FACTS,
  OUTBOX_SYNC_TAG,
  countWaiting,
  sendOutbox,
  withOutboxLock,
  type TFlushResult,
  type TFlushStop,
  type TOutboxSession,
} from './outbox-sender';
import { storagePersistence } from './storage-persistence';

/*
 * The outbox of floor writes: a floor screen calls enqueueWrite for every write and
 * shows the entry as pending at once; the page (and the service worker's Background Sync)
 * sends the entries in order, each under its own request_id, until the server accepts them.
 * Entries leave the outbox only when the server accepted them or the user discarded them.
 */

/**
 * A floor write as the outbox stores it: where it is sent and its data, untyped. The form of
 * older builds' entries, and of writes whose call has no contract yet.
 */
export type TEnqueueWrite = {
  service: string;
  entity: string;
  action: string;
  data: unknown;
  kind: TOutboxKind;
  /** What the user did, in their words: "Write off 5 EA PAS-500-SPAG from A-01-01-A". */
  label: string;
};

/**
 * A floor write of a contract's call (src/contract): its `data` is the contract's input. It is
 * stored as a TEnqueueWrite (service, entity and action from the contract), so the entries
 * and their sending do not change.
 */
export type TEnqueueCall<C extends ActionContract = ActionContract> = {
  contract: C;
  data: ActionInput<C>;
  kind: TOutboxKind;
  /** What the user did, in their words: "Write off 5 EA PAS-500-SPAG from A-01-01-A". */
  label: string;
};

/** The stored form of a write: a contract's call names its service, entity and action. */
export function outboxWrite(write: TEnqueueCall | TEnqueueWrite): TEnqueueWrite {
  if (!('contract' in write)) return write;
  const { contract, data, kind, label } = write;
  const { service, entity, action } = contract;
  return { service, entity, action, data, kind, label };
}

/** enqueueWrite of a contract's call, its data typed by the contract. */
export function enqueueCall<C extends ActionContract>(
  contract: C,
  data: ActionInput<C>,
  rest: Pick<TEnqueueCall<C>, 'kind' | 'label'>,
): Promise<TOutboxEntry> {
  return enqueueWrite({ contract, data, ...rest });
}

/** Why enqueueWrite refused: nobody is signed in, or no site is chosen. */
export class OutboxError extends Error {}

type TConfig = { baseUrl: string; fetch?: typeof fetch };
let config: TConfig = { baseUrl: '' };

/** Where the sender posts (tests point it at a real server; the page uses its own origin). */
export function configureOutbox(next: Partial<TConfig>): void {
  config = { ...config, ...next };
}

// ---------------------------------------------------------------------------------------
// The sender's state, for the status bar: sending now, why the last round stopped.

type TSenderState = {
  sending: boolean;
  /** Why the last round stopped early (null: it went through the outbox). */
  stopped: TFlushStop | null;
};
let senderState: TSenderState = { sending: false, stopped: null };
const stateListeners = new Set<() => void>();

function setSenderState(patch: Partial<TSenderState>) {
  senderState = { ...senderState, ...patch };
  for (const listener of [...stateListeners]) listener();
}

const senderStore = {
  get: () => senderState,
  subscribe(listener: () => void) {
    stateListeners.add(listener);
    return () => void stateListeners.delete(listener);
  },
};

// ---------------------------------------------------------------------------------------
// Writing

/** The browser's flag: worth trying to send (the server's answer decides the rest). */
function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/**
 * Online as the status shows it: the browser's flag and whether the last request (any API
 * call, or the sender's) reached the server.
 */
const reachability = (() => {
  let reached = true;
  let value = isOnline();
  const listeners = new Set<() => void>();
  const publish = () => {
    const next = isOnline() && reached;
    if (next === value) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  apiEvents.on('network', ({ online }) => {
    reached = online;
    publish();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      reached = true;
      publish();
    });
    window.addEventListener('offline', publish);
  }
  return {
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
})();

/**
 * Put one floor write in the outbox (status pending) and, when online, start sending it.
 * A write names its contract (its data typed by it) or, untyped, its service, entity and
 * action; the entry stores service, entity and action either way.
 * The site comes from the current work context and the user from the session; the entry's
 * id (a client-made UUID) is the envelope's request_id, so a replay is never applied twice.
 */
export function enqueueWrite<C extends ActionContract>(
  write: TEnqueueCall<C>,
): Promise<TOutboxEntry>;
export function enqueueWrite(write: TEnqueueWrite): Promise<TOutboxEntry>;
export async function enqueueWrite(sent: TEnqueueCall | TEnqueueWrite): Promise<TOutboxEntry> {
  const write = outboxWrite(sent);
  const session = getSession();
  const context = getWorkContext();
  if (!session) throw new OutboxError('Sign in to save floor work.');
  if (!context?.site_id) throw new OutboxError('Choose a site first.');
  const entry: TOutboxEntry = {
    id: crypto.randomUUID(),
    site_id: context.site_id,
    user_id: session.user.user_id,
    service: write.service,
    entity: write.entity,
    action: write.action,
    data: write.data,
    kind: write.kind,
    label: write.label,
    status: 'pending',
    attempts: 0,
    created_at: new Date().toISOString(),
  };
  const seq = await floorDb.outbox.add(entry);
  const stored = { ...entry, seq };
  if (isOnline()) void flushOutbox();
  else if (!backgroundSyncAsked) {
    // One registration per offline spell: the browser keeps one sync per tag anyway, and
    // asking on every write cost each offline write a round trip to the service worker.
    backgroundSyncAsked = true;
    void requestBackgroundSync();
  }
  return stored;
}

// ---------------------------------------------------------------------------------------
// Sending

let round: Promise<TFlushResult | null> | null = null;
/** Background Sync was asked for since the last round (see enqueueWrite). */
let backgroundSyncAsked = false;
const LOCK_BUSY_RETRY_MS = 1500;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function currentSession(): TOutboxSession | null {
  const session = getSession();
  return session ? { token: session.token, user_id: session.user.user_id } : null;
}

function scheduleRetry() {
  if (retryTimer) clearTimeout(retryTimer);
  // Backoff: 2 s, 4 s, 8 s ... up to the flush interval (the timer takes over from there).
  const delay = Math.min(2000 * 2 ** Math.max(0, failures - 1), SYNC_DEFAULTS.flushIntervalMs);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, delay);
}

/**
 * Send the outbox now (the one sender across tabs: Web Locks). Resolves with what the round
 * did, or null when another tab or the service worker was sending (it sends everything).
 * A round already running in this tab is joined, not doubled.
 */
export function flushOutbox(): Promise<TFlushResult | null> {
  if (round) return round;
  backgroundSyncAsked = false;
  round = (async () => {
    setSenderState({ sending: true });
    try {
      const result = await withOutboxLock(() =>
        sendOutbox(floorDb, {
          baseUrl: config.baseUrl,
          fetch: config.fetch,
          session: currentSession(),
        }),
      );
      if (!result) {
        // Another tab or the service worker holds the lock: look again shortly, in case it
        // finished its round just before this write was stored.
        if (!retryTimer) {
          retryTimer = setTimeout(() => {
            retryTimer = null;
            void flushOutbox();
          }, LOCK_BUSY_RETRY_MS);
        }
      } else {
        setSenderState({ stopped: result.stopped });
        // Tell the app whether the server answered (the offline bar follows it).
        if (result.stopped === 'network') apiEvents.emit('network', { online: false });
        else if (result.sent > 0 || result.refused > 0 || result.stopped === 'server')
          apiEvents.emit('network', { online: true });
        if (result.stopped === 'auth' && getSession()) {
          // The server no longer knows the token: sign out like any other call does; the
          // writes stay pending and go when the user signs in again.
          clearSession();
          apiEvents.emit('unauthorized', null);
        }
        if (result.stopped === 'network' || result.stopped === 'server') {
          failures += 1;
          scheduleRetry();
          void requestBackgroundSync();
        } else {
          failures = 0;
        }
      }
      return result;
    } finally {
      setSenderState({ sending: false });
      round = null;
    }
  })();
  return round;
}

/**
 * Ask the service worker to replay the outbox when the network returns (Background Sync:
 * Chromium only; other browsers rely on the page's own triggers).
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container?.controller) return false;
    const registration = (await container.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------
// The user's decisions on a refused write

/**
 * Send a refused ('attention') entry again, with corrected data if given.
 *
 * It keeps its request_id: the server stores an answer only for a write it applied (in the
 * write's own transaction); a refusal rolls back and stores nothing, so the same id is free
 * to be applied now. Keeping it is also the safe side: were the write ever applied, the
 * server would answer from its store instead of applying it a second time.
 */
export async function resendEntry(
  id: string,
  changes: { data?: unknown; label?: string } = {},
): Promise<void> {
  const entry = await floorDb.outbox.where('id').equals(id).first();
  if (!entry?.seq) return;
  await floorDb.outbox.update(entry.seq, {
    status: 'pending',
    error: undefined,
    ...(changes.data !== undefined ? { data: changes.data } : {}),
    ...(changes.label !== undefined ? { label: changes.label } : {}),
  });
  if (isOnline()) void flushOutbox();
  else void requestBackgroundSync();
}

/** Remove an entry the user chose to give up (the screen asks first). */
export async function discardEntry(id: string): Promise<void> {
  await floorDb.outbox.where('id').equals(id).delete();
}

// ---------------------------------------------------------------------------------------
// Reading

export type TOutboxView = {
  /** Every entry, in the order written. */
  entries: TOutboxEntry[];
  /** How many wait to be sent (pending or on the wire). */
  pending: number;
  /** How many the server refused (need the user). */
  attention: number;
  /** ISO time of the last write the server accepted, or null. */
  lastSyncAt: string | null;
  online: boolean;
  /** A round is running in this tab. */
  sending: boolean;
  /** The session expired (or nobody is signed in) while writes wait: "sign in to send". */
  needsSignIn: boolean;
  /** The outbox has not been read yet. */
  loading: boolean;
};

const NO_ENTRIES: TOutboxEntry[] = [];

export type TOutboxCounts = Omit<TOutboxView, 'entries'>;

/**
 * The outbox's counts, live, without reading its entries (the status bar on every page):
 * counted on the status index, so a thousand queued writes cost nothing to show.
 */
export function useOutboxCounts(): TOutboxCounts {
  const counts = useLiveQuery(async () => {
    const [pending, attention] = await Promise.all([
      countWaiting(floorDb),
      floorDb.outbox.where('status').equals('attention').count(),
    ]);
    return { pending, attention };
  }, []);
  const lastSync = useLiveQuery(() => floorDb.device.get(OUTBOX_FACTS.lastSyncAt), []);
  const online = useSyncExternalStore(reachability.subscribe, reachability.get, () => true);
  const state = useSyncExternalStore(senderStore.subscribe, senderStore.get, senderStore.get);
  const pending = counts?.pending ?? 0;
  return {
    pending,
    attention: counts?.attention ?? 0,
    lastSyncAt: typeof lastSync?.value === 'string' ? lastSync.value : null,
    online,
    sending: state.sending,
    needsSignIn: pending > 0 && state.stopped === 'auth',
    loading: counts === undefined,
  };
}

/** The outbox, live (Dexie): every entry, with the counts, the online and the sender's state. */
export function useOutbox(): TOutboxView {
  const entries = useLiveQuery(() => floorDb.outbox.orderBy('seq').toArray(), []);
  const counts = useOutboxCounts();
  const list = entries ?? NO_ENTRIES;
  const pending = list.filter((e) => e.status !== 'attention').length;
  return {
    ...counts,
    entries: list,
    pending,
    attention: list.length - pending,
    needsSignIn: pending > 0 && counts.needsSignIn,
    loading: entries === undefined,
  };
}

// ---------------------------------------------------------------------------------------
// Starting: the page's triggers

/** Keep the session where the service worker can read it (IndexedDB), or remove it. */
async function mirrorSession(): Promise<void> {
  const session = currentSession();
  try {
    if (session) await floorDb.device.put({ name: OUTBOX_FACTS.session, value: session });
    else await floorDb.device.delete(OUTBOX_FACTS.session);
  } catch {
    // IndexedDB unavailable: the page still sends; Background Sync will not.
  }
}

let started: (() => void) | null = null;

/**
 * Start the page's side of the outbox (once; the sync status bar does it): flush at start,
 * on `online`, when the page becomes visible, when the service worker asks (its Background
 * Sync with a window open), and every SYNC_DEFAULTS.flushIntervalMs while anything is
 * pending. Also asks for persistent storage and keeps the session copy for the worker.
 * Returns the stop function.
 */
export function startOutbox(): () => void {
  if (started) return started;
  const cleanups: (() => void)[] = [];
  const flushIfWaiting = async () => {
    const waiting = await countWaiting(floorDb);
    if (waiting > 0 && isOnline()) await flushOutbox();
  };

  void storagePersistence.request();
  void mirrorSession();
  cleanups.push(
    subscribeSession(() => {
      void mirrorSession();
      if (getSession()) void flushIfWaiting();
    }),
  );

  if (typeof window !== 'undefined') {
    const onOnline = () => void flushOutbox();
    window.addEventListener('online', onOnline);
    cleanups.push(() => window.removeEventListener('online', onOnline));
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flushIfWaiting();
    };
    document.addEventListener('visibilitychange', onVisible);
    cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
  }
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (container) {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string } | null;
      if (data?.type === 'FLUSH_OUTBOX') void flushOutbox();
    };
    container.addEventListener('message', onMessage);
    cleanups.push(() => container.removeEventListener('message', onMessage));
  }
  // The server became reachable again (any call got through, not only the browser's flag).
  let wasOnline = reachability.get();
  cleanups.push(
    reachability.subscribe(() => {
      const now = reachability.get();
      if (now && !wasOnline) void flushIfWaiting();
      wasOnline = now;
    }),
  );
  const timer = setInterval(() => void flushIfWaiting(), SYNC_DEFAULTS.flushIntervalMs);
  cleanups.push(() => clearInterval(timer));
  void flushIfWaiting();

  started = () => {
    for (const cleanup of cleanups) cleanup();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    started = null;
  };
  return started;
}
