import { and, eq } from 'drizzle-orm';
import type { TEnvelopeAnswer } from '../../src/contract';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/types';

/** Who sent which call under which request_id. */
export type IdempotentCall = {
  site_id: string;
  user_id: string;
  request_id: string;
  service: string;
  entity: string;
  action: string;
};

export type StoredAnswer = { status: number; answer: TEnvelopeAnswer<unknown>; sameCall: boolean };

/** The answer stored for this request_id, if the call was applied before. */
export async function findStoredAnswer(db: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.site_id, call.site_id),
        eq(idempotencyKeys.user_id, call.user_id),
        eq(idempotencyKeys.request_id, call.request_id),
      ),
    );
  if (!row) return null;
  return {
    status: row.status,
    answer: row.answer as TEnvelopeAnswer<unknown>,
    sameCall:
      row.service === call.service && row.entity === call.entity && row.action === call.action,
  };
}

/** Thrown when a concurrent request with the same request_id was applied first. */
export class AppliedMeanwhile extends Error {
  constructor() {
    super('request_id applied by a concurrent request');
  }
}

/**
 * Store the answer inside the call's own transaction, so the write and its key commit
 * together. When a concurrent request with the same key committed first, the insert does
 * nothing and this transaction must roll back (its write would be a second application).
 */
export async function storeAnswer(
  tx: Db,
  call: IdempotentCall,
  answer: TEnvelopeAnswer<unknown>,
): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...call, status: 200, answer })
    .onConflictDoNothing()
    .returning({ request_id: idempotencyKeys.request_id });
  if (inserted.length === 0) throw new AppliedMeanwhile();
}
