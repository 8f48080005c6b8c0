/**
 * Calls to the outside (carriers, printers, the ERP connector, mail, file storage) run after
 * the call's first transaction has committed, under a time-out: what the user is told about
 * them when the pipeline itself has to answer.
 */
export const OUTSIDE_MESSAGES = {
  /** The outside system did not answer within the call's time-out. */
  timedOut: (seconds: number) => `The outside system did not answer within ${seconds} s`,
  /** A request sent again while its first sending is still at the outside system. */
  stillRunning:
    'This request is still being processed: send it again in a moment to see its answer',
} as const;

/** How long a request sent again waits for the answer of its first sending (ms). */
export const OUTSIDE_DUPLICATE_WAIT_MS = 60_000;
