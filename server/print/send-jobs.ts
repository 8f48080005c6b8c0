import type { TLabelFormat, TPrinterType } from '../../src/contract';
import type { PrintJobRow } from './jobs';
import { mailLabels, printMailUrl } from './print-mail';
import { printerTimeoutsFromEnv, sendToPrinter } from './zebra-tcp';
import { PRINT_MESSAGES as M } from '../../src/contract';

/** The status and reason a send gives its jobs. */
export type SendOutcomeStatus = { status: PrintJobRow['status']; reason: string | null };

/** What became of the jobs of one printer (or one mail). */
export type SendOutcome = {
  jobs: PrintJobRow[];
  where: string;
  reason: string | null;
  /** The printer took the labels and then reported the reason: it holds them. */
  held: boolean;
};

/**
 * Send recorded jobs: those of one printer together on one connection (their bodies one
 * after another, `~HS` asked before and after), those of one address in one mail. Never throws
 * for the printer's or the mail server's sake: each job ends printed / emailed, failed (the
 * printer got nothing) or held (it took the labels, then reported a problem) with the reason. `save` keeps the outcome (the dispatcher writes it in a short transaction; a print
 * call gathers it for its second transaction).
 */
export async function sendJobs(
  jobs: PrintJobRow[],
  save: (ids: string[], outcome: SendOutcomeStatus) => Promise<PrintJobRow[]>,
): Promise<SendOutcome[]> {
  const groups = new Map<string, PrintJobRow[]>();
  for (const job of jobs) {
    const key = job.email_address
      ? `mail:${job.email_address}`
      : `tcp:${job.printer_address}:${job.printer_port}:${job.printer_type}`;
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  const outcomes: SendOutcome[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const ids = group.map((j) => j.id);
    if (first.email_address) {
      const reason = await mailGroup(first.email_address, group);
      const rows = await save(ids, { status: reason ? 'failed' : 'emailed', reason });
      outcomes.push({ jobs: rows, where: first.email_address, reason, held: false });
      continue;
    }
    const bytes = Buffer.concat(group.map((j) => Buffer.from(j.body, 'utf8')));
    const result = await sendToPrinter(
      { host: first.printer_address ?? '', port: first.printer_port ?? 9100 },
      bytes,
      printerTimeoutsFromEnv(),
      (first.printer_type as TPrinterType | null) !== 'PDF',
    );
    const reason = result.ok ? null : result.reason;
    const held = !result.ok && result.sent;
    const status = result.ok ? 'printed' : held ? 'held' : 'failed';
    const rows = await save(ids, { status, reason });
    outcomes.push({ jobs: rows, where: first.printer ?? '', reason, held });
  }
  return outcomes;
}

async function mailGroup(to: string, group: PrintJobRow[]): Promise<string | null> {
  const url = printMailUrl();
  if (!url) return M.noMailer;
  const first = group[0]!;
  try {
    await mailLabels(
      url,
      to,
      `Labels: ${first.label}${first.reference ? ` ${first.reference}` : ''}`,
      group.map((j) => ({
        name: `${j.label}-${j.reference || j.seq}-${j.counter.replace(/\s+/g, '')}`.replace(
          /[^\w.-]+/g,
          '_',
        ),
        body: j.body,
        format: j.label_format as TLabelFormat,
        widthMm: j.width_mm,
        depthMm: j.depth_mm,
      })),
    );
    return null;
  } catch (error) {
    return `Mail not sent (${error instanceof Error ? error.message : String(error)})`;
  }
}
