import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TEnvelopeAnswer, TEnvelopeRequest } from '../../src/contract';
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
  /** requestHash of the envelope: the stored call answers only the same envelope again. */
  request_hash: string;
};

/** JSON with every object's keys sorted, so the same envelope always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 of the whole envelope sent to `service` (site, entity, action, data, request_id),
 * key order aside. user_id is left out: it is part of the stored key and checked against the
 * token, so an envelope sent again with or without it is the same call.
 */
export function requestHash(service: string, envelope: TEnvelopeRequest): string {
  // The device's time is the write's own fact, not the call: an entry queued by a build that
  // did not stamp it and resent by one that does is the same call.
  const { user_id: _userId, done_at: _doneAt, ...rest } = envelope;
  return createHash('sha256')
    .update(canonicalJson({ service, envelope: rest }))
    .digest('hex');
}

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
    // Keys stored before the hash was kept are compared by their call only.
    sameCall:
      row.request_hash !== null
        ? row.request_hash === call.request_hash
        : row.service === call.service && row.entity === call.entity && row.action === call.action,
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
