/**
 * Heavy work (exports, the SQL tool, reports, label batches, carrier quotes and bookings) runs
 * in a bounded queue per site, so one site cannot take every database connection or worker
 * and light floor calls never wait behind it. Its limits and messages.
 */
export const HEAVY_WORK_LIMITS = {
  /** Heavy calls of one site running at once. */
  runningPerSite: 2,
  /** Heavy calls of one site waiting for a slot; one more is refused at once (429). */
  waitingPerSite: 8,
  /** A waiting call gives up after this long (429). */
  maxWaitMs: 30_000,
  /** Heavy calls of one user at one site, running and waiting together; one more is refused. */
  perUser: 2,
} as const;

export const HEAVY_WORK_MESSAGES = {
  siteBusy: (running: number, waiting: number) =>
    `The site is busy with other heavy work (${running} running, ${waiting} waiting): try again in a moment`,
  userBusy: (mine: number) =>
    `You already have ${mine} heavy calls running or waiting at this site: wait for them to finish`,
  waitedTooLong: (seconds: number) =>
    `The site was busy with other heavy work for ${seconds} s: try again in a moment`,
} as const;
