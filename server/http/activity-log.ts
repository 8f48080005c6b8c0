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
 * Write one activity log record (document 3 "Log record") in its own short transaction, after
 * the call's own transaction ended, so failed calls are logged too.
 */
export async function writeActivityLog(db: Db, e: LogEntry): Promise<void> {
  const { site_id, entity, action } = e.envelope;
  await inSite(db, site_id, (tx) =>
    tx.insert(activityLog).values({
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
    }),
  );
}
