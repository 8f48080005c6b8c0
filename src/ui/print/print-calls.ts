import { callAction } from '../../api';
import {
  DEFAULT_LABELS,
  PRINT_CALLS as C,
  PRINT_MESSAGES as M,
  type ActionInput,
  type TPrintInput,
  type TPrintJob,
  ZCopies,
} from '../../contract';
import { isRefusal } from '../error-text';

/**
 * What to print, without where: the popup or the current printer set adds that. Without a
 * label, the entity's default label (DEFAULT_LABELS) is printed.
 */
export type TPrintRequest = Omit<
  TPrintInput,
  'printer_set' | 'email_address' | 'print_to_email' | 'label'
> & {
  label?: string;
  /** The popup's title, e.g. "Print labels SO-10042". */
  title: string;
};

/** Where a print goes. */
export type TPrintTarget = { printer_set: string } | { print_to_email: true };

/** The outcome of one print call: its jobs and the printer's reasons for any that failed. */
export type TPrintOutcome = { jobs: TPrintJob[]; warnings: string[] };

const quiet = { quietErrors: true, blocking: true };

function newRequestId(): string {
  return crypto.randomUUID();
}

async function guarded<T>(run: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw isRefusal(e) ? e : new Error(failure);
  }
}

/**
 * The popup's Number of Copies read as the print call reads it (ZCopies): a whole number, its
 * fraction dropped, empty for the default; else the message saying what is allowed.
 */
export function readCopies(text: string): { copies: number } | { error: string } {
  const read = ZCopies.safeParse(text);
  return read.success ? { copies: read.data } : { error: M.copies };
}

/** Print (one request_id per call, so a lost answer sent again never prints twice). */
export function sendPrint(
  request: TPrintRequest,
  target: TPrintTarget,
  copies?: number | string,
): Promise<TPrintOutcome> {
  const { title: _title, ...data } = request;
  const label = data.label ?? (data.label_type ? DEFAULT_LABELS[data.label_type] : undefined);
  const input = { ...data, label, ...target, ...(copies !== undefined ? { copies } : {}) };
  return guarded(async () => {
    const answer = await callAction(C.print, input as ActionInput<typeof C.print>, {
      ...quiet,
      request_id: newRequestId(),
    });
    return { jobs: answer.results, warnings: answer.warnings.map((w) => w.message) };
  }, M.printFailed);
}

/** Send one job of the history again, to its own printer set or another. */
export function retryPrintJob(id: string, target?: TPrintTarget): Promise<TPrintOutcome> {
  return guarded(async () => {
    const answer = await callAction(
      C.jobRetry,
      { id, ...(target ?? {}) },
      { ...quiet, request_id: newRequestId() },
    );
    return { jobs: answer.results, warnings: answer.warnings.map((w) => w.message) };
  }, M.printFailed);
}
