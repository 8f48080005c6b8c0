import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ERP_QUEUE_ACTIONS,
  ERP_QUEUE_CONNECTOR_ACTIONS,
  type TErpQueueAction,
  ERP_QUEUE_FAILED,
  ERP_QUEUE_SENDING,
  type TQueueDocumentType,
} from '../../../src/contract';
import { inSite } from '../../db/rls';
import { rows, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';
import {
  ConnectorUnreachable,
  connectorOf,
  postToConnector,
  type ConnectorAnswer,
  type ErpConnector,
} from '../../erp/connector';
import { httpFailure } from '../../outside-reason';

/*
 * The ERP queue worker (task master lambda `erp_queue`): sends the site's documents flagged
 * for the ERP (erp_action UPDATE, PROCESS or DESPATCH) to the connector, one POST per document.
 *
 * 1. Claim, in one short transaction: the flagged rows are locked FOR UPDATE SKIP LOCKED (a
 *    second worker skips them), their erp_action set to PROCESSING (no longer flagged, so no
 *    later tick takes them again) and a send recorded (wms.erp_queue_sends, status SENDING),
 *    whose id is the idempotency key the connector receives.
 * 2. Send, outside any transaction: retried on no answer, 408, 429 and 5xx, waiting
 *    base_delay_ms x 2^(attempt-1) between attempts; another 4xx is final.
 * 3. Record, in one transaction: sent, the document's erp_action is cleared, its erp_status
 *    (erp_id for a movement) taken from the answer and a resolution recorded on the process
 *    queue; failed, erp_status (a movement's erp_id) ERROR, so the queue lists it as an issue
 *    until someone retries it (erp_action UPDATE again: a new send).
 * A send still SENDING after staleMs (the worker died) is sent again with the same key.
 */

export type ErpQueueOptions = {
  limit: number;
  attempts: number;
  baseDelayMs: number;
  /** A SENDING send older than this is resumed. */
  staleMs: number;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
};
export const DEFAULT_ERP_QUEUE_OPTIONS: ErpQueueOptions = {
  limit: 50,
  attempts: 4,
  baseDelayMs: 1_000,
  staleMs: 15 * 60_000,
  timeoutMs: 30_000,
};

export type ErpQueueSummary = { sent: number; failed: number; resumed: number };

/** How each queued document type is found, keyed and sent. */
const DOCUMENTS: Record<
  TQueueDocumentType,
  { table: SQL; key: SQL; entity: string; flagged: SQL; hasStatus: boolean }
> = {
  SALES_ORDER: {
    table: sql`wms.sales_orders`,
    key: sql`sales_order`,
    entity: 'sales_order',
    flagged: sql`true`,
    hasStatus: true,
  },
  PURCHASE_ORDER: {
    table: sql`wms.purchase_orders`,
    key: sql`purchase_order`,
    entity: 'purchase_order',
    flagged: sql`true`,
    hasStatus: true,
  },
  DELIVERY_DOCKET: {
    table: sql`wms.delivery_dockets`,
    key: sql`delivery_docket`,
    entity: 'purchase_order',
    flagged: sql`true`,
    hasStatus: true,
  },
  MOVEMENT: {
    table: sql`wms.movements`,
    key: sql`movement_id::text`,
    entity: 'inventory',
    // A movement the ERP already took (erp_id set) is not sent again.
    flagged: sql`erp_id = ''`,
    hasStatus: false,
  },
};
const TYPES = Object.keys(DOCUMENTS) as TQueueDocumentType[];

type Send = {
  id: string;
  document_type: TQueueDocumentType;
  document_key: string;
  erp_action: string;
};

const whereKey = (type: TQueueDocumentType, key: string) =>
  type === 'MOVEMENT' ? sql`movement_id = ${Number(key)}` : sql`${DOCUMENTS[type].key} = ${key}`;

/** Step 1: claim up to `limit` flagged documents of the site. */
async function claim(db: Db, siteId: string, limit: number): Promise<Send[]> {
  return inSite(db, siteId, async (tx) => {
    const claimed: Send[] = [];
    for (const type of TYPES) {
      const left = limit - claimed.length;
      if (left <= 0) break;
      const d = DOCUMENTS[type];
      const found = await rows<{ key: string; erp_action: string }>(
        tx,
        sql`SELECT ${d.key} AS key, upper(erp_action) AS erp_action FROM ${d.table}
            WHERE site_id = ${siteId} AND upper(erp_action) IN (${sqlList(ERP_QUEUE_ACTIONS)})
              AND ${d.flagged}
            ORDER BY 1 LIMIT ${left} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of found) {
        await tx.execute(
          sql`UPDATE ${d.table} SET erp_action = ${ERP_QUEUE_SENDING}
              WHERE site_id = ${siteId} AND ${whereKey(type, row.key)}`,
        );
        const send: Send = {
          id: randomUUID(),
          document_type: type,
          document_key: row.key,
          erp_action: row.erp_action,
        };
        await tx.execute(
          sql`INSERT INTO wms.erp_queue_sends
                (id, site_id, document_type, document_key, erp_action, status)
              VALUES (${send.id}, ${siteId}, ${type}, ${row.key}, ${row.erp_action}, 'SENDING')`,
        );
        claimed.push(send);
      }
    }
    return claimed;
  });
}

/** Sends left SENDING longer than staleMs (their worker died): taken again, same key. */
async function claimStale(db: Db, siteId: string, staleMs: number, limit: number) {
  return inSite(db, siteId, (tx) =>
    rows<Send>(
      tx,
      sql`UPDATE wms.erp_queue_sends SET updated_at = now()
          WHERE id IN (SELECT id FROM wms.erp_queue_sends
                       WHERE site_id = ${siteId} AND status = 'SENDING'
                         AND updated_at < now() - make_interval(secs => ${staleMs / 1000})
                       ORDER BY updated_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id::text, document_type, document_key, erp_action`,
    ),
  );
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;
const ok = (status: number) => status >= 200 && status < 300;

/** What the connector is sent for a document (the ERP action tool's fields). */
const bodyOf = (siteId: string, send: Send) => ({
  site_id: siteId,
  entity: DOCUMENTS[send.document_type].entity,
  action: ERP_QUEUE_CONNECTOR_ACTIONS[send.erp_action as TErpQueueAction] ?? 'update',
  record_id: send.document_key,
  document_type: send.document_type,
  no_hours: '',
});

/** Step 2: POST with retries; the last answer, or the last error when none came. */
async function deliver(
  db: Db,
  siteId: string,
  connector: ErpConnector,
  send: Send,
  o: ErpQueueOptions,
): Promise<{ answer?: ConnectorAnswer; error?: string }> {
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let last: { answer?: ConnectorAnswer; error?: string } = {};
  for (let attempt = 1; attempt <= o.attempts; attempt++) {
    if (attempt > 1) await sleep(o.baseDelayMs * 2 ** (attempt - 2));
    try {
      const answer = await postToConnector(connector, bodyOf(siteId, send), {
        idempotencyKey: send.id,
        timeoutMs: o.timeoutMs,
      });
      last = { answer };
    } catch (error) {
      if (!(error instanceof ConnectorUnreachable)) throw error;
      last = { error: error.message };
    }
    await inSite(db, siteId, (tx) =>
      tx.execute(
        sql`UPDATE wms.erp_queue_sends SET attempts = ${attempt}, updated_at = now(),
              last_error = ${last.error ?? (last.answer && !ok(last.answer.status) ? `HTTP ${last.answer.status}` : null)}
            WHERE id = ${send.id}`,
      ),
    );
    if (last.answer && (ok(last.answer.status) || !retryable(last.answer.status))) return last;
  }
  return last;
}

const field = (answer: unknown, name: string): string | undefined => {
  if (!answer || typeof answer !== 'object') return undefined;
  const value = (answer as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
};

/** Step 3: the outcome on the document, the send and the process queue. */
async function record(
  db: Db,
  siteId: string,
  send: Send,
  outcome: { answer?: ConnectorAnswer; error?: string },
) {
  const d = DOCUMENTS[send.document_type];
  const sent = outcome.answer !== undefined && ok(outcome.answer.status);
  const answer = outcome.answer?.answer;
  const error = outcome.error ?? (outcome.answer ? httpFailure(outcome.answer.status, answer) : '');
  await inSite(db, siteId, async (tx) => {
    const still = sql`site_id = ${siteId} AND ${whereKey(send.document_type, send.document_key)}
                      AND erp_action = ${ERP_QUEUE_SENDING}`;
    if (sent) {
      const erpId = field(answer, 'erp_id');
      const sets: SQL[] = [sql`erp_action = ''`];
      if (d.hasStatus) sets.push(sql`erp_status = ${field(answer, 'erp_status') ?? 'PROCESSED'}`);
      if (erpId !== undefined || !d.hasStatus) sets.push(sql`erp_id = ${erpId ?? send.id}`);
      await tx.execute(sql`UPDATE ${d.table} SET ${sql.join(sets, sql`, `)} WHERE ${still}`);
      await tx.execute(
        sql`INSERT INTO wms.process_queue_resolutions
              (site_id, document_type, document_key, erp_action, resolution, resolved_by)
            VALUES (${siteId}, ${send.document_type}, ${send.document_key}, ${send.erp_action},
                    ${`Sent to the ERP (HTTP ${outcome.answer!.status}, ${field(answer, 'erp_status') ?? 'PROCESSED'})`},
                    'erp_queue')`,
      );
    } else {
      const set = d.hasStatus
        ? sql`erp_status = ${ERP_QUEUE_FAILED}`
        : sql`erp_id = ${ERP_QUEUE_FAILED}`;
      await tx.execute(sql`UPDATE ${d.table} SET ${set} WHERE ${still}`);
    }
    await tx.execute(
      sql`UPDATE wms.erp_queue_sends
          SET status = ${sent ? 'SENT' : 'FAILED'}, updated_at = now(),
              last_error = ${sent ? null : error.slice(0, 1000)},
              answer = ${JSON.stringify(answer ?? null)}::jsonb
          WHERE id = ${send.id}`,
    );
  });
  return sent;
}

/** One tick of the worker for a site (db: a connection that may enter the site). */
export async function runErpQueue(
  db: Db,
  siteId: string,
  options: Partial<ErpQueueOptions> = {},
): Promise<ErpQueueSummary> {
  const o: ErpQueueOptions = { ...DEFAULT_ERP_QUEUE_OPTIONS, ...options };
  const connector = await inSite(db, siteId, (tx) => connectorOf(tx, siteId));
  const summary: ErpQueueSummary = { sent: 0, failed: 0, resumed: 0 };
  if (!connector) return summary;
  const stale = await claimStale(db, siteId, o.staleMs, o.limit);
  summary.resumed = stale.length;
  const sends = [...stale, ...(await claim(db, siteId, o.limit - stale.length))];
  for (const send of sends) {
    const outcome = await deliver(db, siteId, connector, send, o);
    if (await record(db, siteId, send, outcome)) summary.sent += 1;
    else summary.failed += 1;
  }
  return summary;
}
