import { callAction, callResults } from '../../api';
import {
  FISH_CALLS,
  FISH_LABEL,
  FISH_LABEL_TEMPLATES,
  FISH_MESSAGES as M,
  PRINT_CALLS,
  TEMPLATE_CALLS,
  type TFishPickAttempt,
  type TFishPickLine,
} from '../../contract';

/*
 * Fish processing failures are short and generic, without detail (document 2 section 8):
 * every refusal here becomes one of FISH_MESSAGES.
 */

const quiet = { quietErrors: true } as const;

export async function fetchFishLines(warehouse: string, date: string): Promise<TFishPickLine[]> {
  try {
    return await callResults(FISH_CALLS.get, { from_date: date, to_date: date, warehouse }, quiet);
  } catch {
    throw new Error(M.failed);
  }
}

export async function pickFishLine(attempt: TFishPickAttempt): Promise<TFishPickLine> {
  try {
    const [line] = await callResults(FISH_CALLS.pick_attempt, attempt, {
      ...quiet,
      blocking: true,
    });
    if (!line) throw new Error(M.pickFailed);
    return line;
  } catch {
    throw new Error(M.pickFailed);
  }
}

/** What became of the fish labels: how many the printer printed, how many it did not. */
export type TFishPrint = { printed: number; failed: number };

/**
 * The four fish labels of a required date (document 2 "Fish labels"): each template rendered
 * with the date, then printed as FISH_LABEL to the printer set. Answers how many printed and
 * how many did not (failed, or held at the printer).
 */
export async function printFishLabels(
  requiredDate: string,
  printerSet: string,
): Promise<TFishPrint> {
  try {
    const outcome: TFishPrint = { printed: 0, failed: 0 };
    for (const template of FISH_LABEL_TEMPLATES) {
      const [rendered] = await callResults(
        TEMPLATE_CALLS.create,
        { template, printer_set: printerSet, data: { required_date: requiredDate } },
        quiet,
      );
      if (!rendered) continue;
      const answer = await callAction(
        PRINT_CALLS.print,
        {
          label: FISH_LABEL,
          print_string: rendered.print_string,
          printer_set: printerSet,
          reference: requiredDate,
          description: template,
        },
        { ...quiet, blocking: true, request_id: crypto.randomUUID() },
      );
      for (const job of answer.results) {
        if (job.status === 'printed' || job.status === 'emailed') outcome.printed += 1;
        else outcome.failed += 1;
      }
    }
    return outcome;
  } catch {
    throw new Error(M.labelsFailed);
  }
}
