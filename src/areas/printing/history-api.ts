import { callAction, callResults } from '../../api';
import { PRINT_CALLS, PRINT_MESSAGES, type ActionInput, type TPrintJob } from '../../contract';
import { isRefusal } from '../../ui';

/**
 * The print history's calls (kept apart from api.ts so the printer set screens do not load
 * the print contract: only the lazily loaded history does).
 */

async function guarded<T>(run: () => Promise<T>, failure: () => string): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw isRefusal(e) ? e : new Error(failure());
  }
}

/** The site's print history, newest first. */
export const fetchPrintHistory = (
  filter: ActionInput<typeof PRINT_CALLS.jobList>,
): Promise<TPrintJob[]> =>
  guarded(
    () => callResults(PRINT_CALLS.jobList, filter, { quietErrors: true }),
    () => PRINT_MESSAGES.historyFailed,
  );

/** Send one label of the history again (its own request_id), to its set or another. */
export const retryPrintJob = (
  id: string,
  printerSet?: string,
): Promise<{ jobs: TPrintJob[]; warnings: string[] }> =>
  guarded(
    async () => {
      const answer = await callAction(
        PRINT_CALLS.jobRetry,
        { id, ...(printerSet ? { printer_set: printerSet } : {}) },
        { quietErrors: true, blocking: true, request_id: crypto.randomUUID() },
      );
      return { jobs: answer.results, warnings: answer.warnings.map((w) => w.message) };
    },
    () => PRINT_MESSAGES.printFailed,
  );
