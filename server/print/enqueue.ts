import { randomUUID } from 'node:crypto';
import { PRINT_MESSAGES, type TLabelFormat } from '../../src/contract';
import type { ActionContext } from '../areas/action-types';
import { AppError } from '../errors';
import { chooseDestination } from './destination';
import { recordJobs } from './jobs';
import { jobRows, makeLabels } from './print-service';

export type QueuedPrint = {
  label: string;
  label_format?: TLabelFormat;
  keys: string[];
  copies?: number;
  printer_set?: string | null;
};

/**
 * Queue labels as part of another write (a pack's SSCC label when the pack is saved): the
 * jobs are recorded in that write's transaction under its request_id, and the dispatcher
 * sends them once it has committed. A write replayed from the outbox is answered from the
 * request_id store (it never runs again), and the jobs' key is unique per site, so a pack
 * saved offline prints once. Nothing is queued, and the reason is answered as a warning
 * (the label the user expects will not come out), when the user has no printer set, the label
 * is not set up or the set maps no printer to it: the write itself never fails for its label.
 */
export async function queuePrint(ctx: ActionContext, ask: QueuedPrint): Promise<number> {
  const format = ask.label_format ?? 'ZEBRA';
  try {
    const destination = await chooseDestination(ctx.db, ctx.siteId, ctx.user, {
      printer_set: ask.printer_set,
    });
    const made = await makeLabels(ctx, {
      label: ask.label,
      label_format: format,
      keys: ask.keys,
      copies: ask.copies ?? 1,
    });
    const key = `${ctx.requestId ?? randomUUID()}:${ask.label}`;
    const jobs = await jobRows(ctx, key, made.spec, made.labels, destination);
    const { rows } = await recordJobs(ctx.db, jobs);
    return rows.length;
  } catch (error) {
    if (error instanceof AppError) {
      ctx.warn(error.message);
      return 0;
    }
    throw error;
  }
}

/** Queue a pack label for each saved pack, answering how many as info. */
export async function queuePackLabels(
  ctx: ActionContext,
  label: string,
  packs: readonly { container_number: string }[],
): Promise<void> {
  const count = await queuePrint(ctx, {
    label,
    keys: packs.map((p) => p.container_number),
  });
  if (count > 0) ctx.inform(PRINT_MESSAGES.queued(count, label));
}
