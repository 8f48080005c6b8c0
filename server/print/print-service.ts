import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  PRINT_MESSAGES as M,
  ZPrintEnvelopeDestination,
  formatPrintTime,
  type TLabelEntity,
  type TLabelFormat,
  type TPrintJob,
} from '../../src/contract';
import { outside, type ActionContext, type Outside } from '../areas/action-types';
import { AppError, badRequest, notFound } from '../errors';
import { chooseDestination, resolvePrinter, type Destination } from './destination';
import {
  findJob,
  finishJobs,
  jobResult,
  jobsOfKey,
  recordJobs,
  type NewPrintJob,
  type PrintJobRow,
} from './jobs';
import { loadLabelRecords } from './label-data';
import { findLabel, renderLabels } from './render-label';
import { MAIL_TIMEOUT_MS } from './print-mail';
import { sendJobs, type SendOutcomeStatus } from './send-jobs';
import { printerTimeoutsFromEnv } from './zebra-tcp';

/** One label made and ready to record: what the log keeps, and the bytes. */
export type MadeLabel = {
  reference: string;
  /** The key of the product's record the label is printed for. */
  wms_reference: string;
  description: string;
  counter: string;
  body: string;
};

export type LabelSpec = {
  entity: TLabelEntity | '';
  label: string;
  label_format: TLabelFormat;
  copies: number;
  width_mm: number;
  depth_mm: number;
};

/**
 * Render the labels of `keys` (records of the label's entity) with the site's label. Refused, naming
 * what is wrong, when the label does not exist, a key is unknown, or the template fails.
 */
export async function makeLabels(
  ctx: Pick<ActionContext, 'db' | 'siteId' | 'user' | 'site'>,
  ask: {
    label: string;
    label_format: TLabelFormat;
    keys: string[];
    copies: number;
    warehouse?: string | null;
  },
): Promise<{ spec: LabelSpec; labels: MadeLabel[] }> {
  const def = await findLabel(ctx.db, ctx.siteId, ask.label, ask.label_format);
  if (!def) throw notFound(M.labelNotFound(ask.label));
  // A label is made from records of its own entity (label_type in a call only describes it).
  const records = await loadLabelRecords(
    ctx.db,
    ctx.siteId,
    def.entity,
    ask.keys,
    ask.warehouse ?? undefined,
  );
  if (records.length === 0) throw badRequest(M.noRecords);
  const rendered = await renderLabels(def, records, {
    printed_user: ctx.user.user_id,
    printed_time: formatPrintTime(new Date(), ctx.site.local_zone),
    copies: ask.copies,
  });
  if (!rendered.ok) throw badRequest(M.labelRender(rendered.message));
  return {
    spec: {
      entity: def.entity,
      label: def.label,
      label_format: def.label_format,
      copies: ask.copies,
      width_mm: def.width || 100,
      depth_mm: def.depth || 150,
    },
    labels: rendered.labels,
  };
}

/** A given label text, `copies` times. */
export function givenLabels(
  body: string,
  copies: number,
  names: { reference: string; wms_reference: string; description: string },
): MadeLabel[] {
  return Array.from({ length: copies }, (_, i) => ({
    ...names,
    counter: `${i + 1} of ${copies}`,
    body,
  }));
}

/**
 * The job rows of made labels for a destination (the printer its set maps the label to, or
 * the address), keyed by `key` and numbered in order.
 */
export async function jobRows(
  ctx: Pick<ActionContext, 'db' | 'siteId' | 'user'>,
  key: string,
  spec: LabelSpec,
  labels: MadeLabel[],
  destination: Destination,
  retryOf: string | null = null,
): Promise<NewPrintJob[]> {
  const target =
    'printer_set' in destination
      ? await resolvePrinter(
          ctx.db,
          ctx.siteId,
          destination.printer_set,
          spec.label,
          spec.label_format,
        )
      : null;
  return labels.map((l, i) => ({
    site_id: ctx.siteId,
    idempotency_key: key,
    seq: i + 1,
    entity: spec.entity,
    label: spec.label,
    label_format: spec.label_format,
    printer_set: target?.printer_set ?? null,
    printer: target?.printer ?? null,
    printer_address: target?.host ?? null,
    printer_port: target?.port ?? null,
    printer_type: target?.printer_type ?? null,
    email_address: 'email_address' in destination ? destination.email_address : null,
    reference: l.reference,
    wms_reference: l.wms_reference,
    description: l.description,
    counter: l.counter,
    copies: spec.copies,
    body: l.body,
    width_mm: spec.width_mm,
    depth_mm: spec.depth_mm,
    status: 'queued',
    printed_by: ctx.user.user_id,
    retry_of: retryOf,
  }));
}

/** The time-out of sending jobs: each printer's whole time, each mail's, and a second spare. */
function sendBudget(jobs: readonly PrintJobRow[]): number {
  const printers = new Set(jobs.filter((j) => !j.email_address).map((j) => j.printer_address));
  const mails = new Set(jobs.filter((j) => j.email_address).map((j) => j.email_address));
  return printers.size * printerTimeoutsFromEnv().totalMs + mails.size * MAIL_TIMEOUT_MS + 1_000;
}

/**
 * Record the jobs, send them, and answer them with their outcome; a label that did not print
 * is answered as a failed job and a warning naming the printer's reason (the job stays in the
 * history to retry). A key whose jobs were recorded before answers those, sending nothing.
 *
 * The jobs are written in the call's transaction, claimed (so the print dispatcher leaves
 * them), which commits with the request_id's claim; they are then sent holding no transaction
 * (within the printer time-outs: 3 s to connect, 5 s in all per printer), and a second short
 * transaction writes each outcome and stores the answer. A call sent again meanwhile waits for
 * that answer; one sent after a crash mid-send answers the jobs as they were left (queued,
 * to retry from the history): a label that may have printed is never sent again by itself.
 */
export async function recordAndSend(
  ctx: Pick<ActionContext, 'db'>,
  jobs: NewPrintJob[],
): Promise<TPrintJob[] | Outside<TPrintJob>> {
  const claimedAt = new Date();
  const { created, rows } = await recordJobs(
    ctx.db,
    jobs.map((j) => ({ ...j, claimed_at: claimedAt })),
  );
  if (!created) return rows.map(jobResult);
  return outside({
    timeoutMs: sendBudget(rows),
    async call() {
      const sent: { ids: string[]; outcome: SendOutcomeStatus }[] = [];
      const outcomes = await sendJobs(rows, async (ids, outcome) => {
        sent.push({ ids, outcome });
        return rows.filter((r) => ids.includes(r.id));
      });
      return { sent, outcomes };
    },
    async finish(done, { sent, outcomes }) {
      const saved: PrintJobRow[] = [];
      for (const s of sent) saved.push(...(await finishJobs(done.db, s.ids, s.outcome)));
      for (const outcome of outcomes) {
        if (!outcome.reason) continue;
        const counters = outcome.jobs.map((j) => j.counter);
        const which = counters.length === 1 ? counters[0]! : `${counters[0]} to ${counters.at(-1)}`;
        done.warn(
          (outcome.held ? M.labelHeld : M.labelFailed)(which, outcome.where, outcome.reason),
        );
      }
      return saved.sort((a, b) => a.seq - b.seq).map(jobResult);
    },
  });
}

/** The key the call's jobs are recorded under: its request_id, required. */
export function printKey(ctx: Pick<ActionContext, 'requestId'>): string {
  if (!ctx.requestId) throw badRequest(M.noRequestId);
  return ctx.requestId;
}

/** Jobs recorded before under this key (a call sent again after its answer was lost). */
export async function earlierJobs(ctx: Pick<ActionContext, 'db' | 'siteId'>, key: string) {
  return (await jobsOfKey(ctx.db, ctx.siteId, key)).map(jobResult);
}

/** Where a call prints: its printer set or address, else the user's current printer set. */
export function destinationOf(
  ctx: Pick<ActionContext, 'db' | 'siteId' | 'user'>,
  asked: Parameters<typeof chooseDestination>[3],
) {
  return chooseDestination(ctx.db, ctx.siteId, ctx.user, asked);
}

/**
 * The destination a print call asked for: its data's (printer_set, email_address or
 * print_to_email), else the printer_set or email_address its envelope carries (document 3),
 * checked as the data's would be. A printer set is still only one of the caller's site
 * (resolvePrinter).
 */
export function askedDestination(
  ctx: Pick<ActionContext, 'envelope'>,
  data: Parameters<typeof chooseDestination>[3],
): Parameters<typeof chooseDestination>[3] {
  if (data.printer_set || data.email_address || data.print_to_email) return data;
  const read = ZPrintEnvelopeDestination.safeParse(ctx.envelope);
  if (!read.success)
    throw new AppError(
      ERROR_CODES.VALIDATION,
      MESSAGES.invalidData,
      400,
      z.prettifyError(read.error),
    );
  return read.data;
}

/** A job of the site to send again, with what its labels were. */
export async function jobToRetry(ctx: Pick<ActionContext, 'db' | 'siteId'>, id: string) {
  const job = await findJob(ctx.db, ctx.siteId, id);
  if (!job) throw notFound(M.jobNotFound);
  if (job.status === 'printed') throw badRequest(M.retryPrinted);
  if (job.status === 'queued') throw badRequest(M.retryQueued);
  const spec: LabelSpec = {
    entity: job.entity as TLabelEntity | '',
    label: job.label,
    label_format: job.label_format as TLabelFormat,
    copies: job.copies,
    width_mm: job.width_mm,
    depth_mm: job.depth_mm,
  };
  const label: MadeLabel = {
    reference: job.reference,
    wms_reference: job.wms_reference,
    description: job.description,
    counter: job.counter,
    body: job.body,
  };
  return { job, spec, label };
}
