import { and, eq, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  OUTSIDE_DUPLICATE_WAIT_MS,
  OUTSIDE_MESSAGES,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/types';
import { AppError } from '../errors';
import {
  AppliedMeanwhile,
  findStoredAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from './idempotency';

/*
 * The pipeline's half of an outside step (action-types `outside`): running the step with its
 * time-out, and the request_id claim that keeps a duplicate from acting twice at the outside.
 *
 * The claim is the request_id's stored answer row, written by the first transaction with
 * status PENDING_STATUS and a placeholder answer; the second transaction replaces it with the
 * real answer. A duplicate finds it (or waits on its unique key while the first transaction
 * is open) and waits for the real answer. A call that fails after its claim committed drops
 * the claim, so a retry runs again as it would have before. A claim left by a server that
 * stopped mid-call is taken over after PENDING_STALE_MS.
 */

/** The status of a stored answer that is still being made (HTTP 102 Processing). */
export const PENDING_STATUS = 102;

/** A claim older than this was left by a server that stopped: a new sending takes it over. */
export const PENDING_STALE_MS = 10 * 60_000;

const placeholder: TEnvelopeAnswer<never> = {
  success: false,
  results: [],
  errors: [{ message: OUTSIDE_MESSAGES.stillRunning, code: ERROR_CODES.CONFLICT }],
  warnings: [],
  info: [],
};

const keyOf = (call: IdempotentCall) =>
  and(
    eq(idempotencyKeys.site_id, call.site_id),
    eq(idempotencyKeys.user_id, call.user_id),
    eq(idempotencyKeys.request_id, call.request_id),
  );

export const isPending = (stored: StoredAnswer | null): boolean =>
  stored?.status === PENDING_STATUS;

/**
 * In the first transaction: claim the request_id for an outside step. A concurrent request
 * that claimed or answered it first makes this transaction roll back (AppliedMeanwhile).
 */
export async function claimPending(tx: Db, call: IdempotentCall): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...call, status: PENDING_STATUS, answer: placeholder })
    .onConflictDoNothing()
    .returning({ request_id: idempotencyKeys.request_id });
  if (inserted.length === 0) throw new AppliedMeanwhile();
}

/** In the second transaction: the claim becomes the stored answer (as storeAnswer's). */
export async function completePending(
  tx: Db,
  call: IdempotentCall,
  body: TEnvelopeAnswer<unknown>,
): Promise<void> {
  const updated = await tx
    .update(idempotencyKeys)
    .set({ status: 200, answer: body })
    .where(and(keyOf(call), eq(idempotencyKeys.status, PENDING_STATUS)))
    .returning({ request_id: idempotencyKeys.request_id });
  if (updated.length === 0) throw new AppliedMeanwhile();
}

/** The call failed after its claim committed: drop the claim (a retry runs again). */
export async function releasePending(db: Db, call: IdempotentCall): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyOf(call), eq(idempotencyKeys.status, PENDING_STATUS)));
}

/**
 * A claim of this request_id left by a server that stopped mid-call (older than
 * PENDING_STALE_MS) is dropped in `tx`, so this sending runs; answers whether it was.
 */
export async function dropStalePending(tx: Db, call: IdempotentCall): Promise<boolean> {
  const dropped = await tx
    .delete(idempotencyKeys)
    .where(
      and(
        keyOf(call),
        eq(idempotencyKeys.status, PENDING_STATUS),
        sql`${idempotencyKeys.created_at} < now() - make_interval(secs => ${PENDING_STALE_MS / 1000})`,
      ),
    )
    .returning({ request_id: idempotencyKeys.request_id });
  return dropped.length > 0;
}

/**
 * The stored answer of a request_id another sending claimed or answered: waits (polling)
 * while that sending is still at the outside, up to `waitMs`. Null when there is none (the
 * other sending failed); still pending when it did not finish in time.
 */
export async function awaitStoredAnswer(
  db: Db,
  call: IdempotentCall,
  waitMs = OUTSIDE_DUPLICATE_WAIT_MS,
): Promise<StoredAnswer | null> {
  const until = Date.now() + waitMs;
  for (let pause = 50; ; pause = Math.min(500, pause * 2)) {
    const stored = await findStoredAnswer(db, call);
    if (!isPending(stored) || !stored!.sameCall || Date.now() >= until) return stored;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** A duplicate whose first sending did not finish while it waited. */
export const stillRunning = () =>
  new AppError(ERROR_CODES.CONFLICT, OUTSIDE_MESSAGES.stillRunning, 409);
