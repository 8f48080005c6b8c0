import type { TEnvelopeRequest, TMessage } from '../../src/contract';
import { inSite } from '../db/rls';
import { activityLog } from '../db/schema';
import type { Db } from '../db/types';
import { redact, truncateForLog } from './redact';

export type LogEntry = {
  service: string;
  envelope: TEnvelopeRequest;
  answer: unknown;
  started: Date;
  finished: Date;
  /** Milliseconds, with fractions. */
  durationMs: number;
  success: boolean;
  errors: TMessage[];
  sessionId: string;
  userId: string;
  localZone: string;
  activityId: string;
  record?:
    { key: string; keyType?: string | undefined; description?: string | undefined } | undefined;
};

/**
 * Insert one activity log record with `tx`, a transaction already scoped to the entry's site
 * (`inSite`): the envelope route writes a call's row inside the call's own transaction, so an
 * applied call and its record commit together (and a rolled-back one leaves no success row).
 */
export async function insertActivityLog(tx: Db, e: LogEntry): Promise<void> {
  const { site_id, entity, action } = e.envelope;
  await tx.insert(activityLog).values({
    site_id,
    local_zone: e.localZone,
    action,
    method: 'POST',
    entity,
    log_key: `${e.service}/${entity}/${action}`,
    log_key_type: e.record?.keyType ?? null,
    log_description: e.record?.description ?? null,
    log_lookup: [site_id, entity, e.record?.key].filter(Boolean).join('-'),
    request: redact(e.envelope),
    response: truncateForLog(redact(e.answer)),
    start_time: e.started,
    finished_time: e.finished,
    duration: Math.round(e.durationMs * 1000) / 1000,
    success: e.success,
    errors: e.errors.length ? e.errors : null,
    session_id: e.sessionId,
    activity_id: e.activityId,
    user_id: e.userId,
  });
}

/**
 * Write one activity log record (document 3 "Log record") in its own short transaction: for
 * calls whose own transaction rolled back or never started (refusals, failures), so failed
 * calls are logged too.
 */
export async function writeActivityLog(db: Db, e: LogEntry): Promise<void> {
  await inSite(db, e.envelope.site_id, (tx) => insertActivityLog(tx, e));
}
