import { z } from 'zod';

/*
 * The time a write was done on the device (issue 26, "Time and truth"). The outbox stamps
 * every envelope it sends with `done_at`, the time the write was queued on the device
 * (the entry's created_at), so a write sent an hour later keeps the hour it was done. The
 * server stores that time beside the time it received the write.
 *
 * A device clock that cannot be right is not believed, and the write is not refused either:
 * the stock really moved, and a refused write's time could never be corrected (a resend
 * carries the same time). The write is stored with the server's time as its done time, the
 * device's own claim kept as sent (`device_time`), and the answer warns with DEVICE_TIME_MESSAGES.
 */

export const DEVICE_TIME = {
  /**
   * A device's clock may run this far ahead of the server's (ms): a write cannot have been
   * done later than it was received. The same allowance tag-on and tag-off times get.
   */
  aheadMs: 5 * 60_000,
  /**
   * The oldest a write may be when it reaches the server (ms): older means a device clock
   * reset (to 1970, to its factory date), not an outbox that waited a month.
   */
  oldestMs: 30 * 24 * 60 * 60_000,
} as const;

/** A clock's error in words: "3 days", "2 h 05 min", "12 min". */
export function formatDuration(ms: number): string {
  const mins = Math.round(Math.abs(ms) / 60_000);
  const days = Math.floor(mins / 1440);
  if (days >= 2) return `${days} days`;
  if (mins < 60) return `${mins} min`;
  return `${Math.floor(mins / 60)} h ${String(mins % 60).padStart(2, '0')} min`;
}

export const DEVICE_TIME_MESSAGES = {
  clockAhead: (by: number) =>
    `The device clock is ${formatDuration(by)} ahead of the server: this write was stored at the time the server received it. Set the device's date and time.`,
  clockBehind: (by: number) =>
    `The device clock says this write was done ${formatDuration(by)} before the server received it, which cannot be: it was stored at the time the server received it. Set the device's date and time.`,
} as const;

/** The envelope's `done_at`: an ISO 8601 instant with its offset. */
export const ZDoneAt = z.iso.datetime({ offset: true });

/** What a write's times are once the device's claim is judged. */
export type TWriteTimes = {
  /**
   * When the write was done on the device: its `done_at`, when believable (one a little
   * ahead, within DEVICE_TIME.aheadMs, is taken as `received_at`). Null: none was sent or
   * it was not believed; the write was done when received.
   */
  done_at: Date | null;
  /** When the server received it. */
  received_at: Date;
  /** The device's claim as sent, believed or not (null: none sent). */
  device_time: Date | null;
  /** Why the device's time was not believed (a DEVICE_TIME_MESSAGES text), else null. */
  clock_off: string | null;
};

/** Judge a device's `done_at` against the server's `received` time. */
export function writeTimes(doneAt: string | null | undefined, received: Date): TWriteTimes {
  const device = doneAt ? new Date(doneAt) : null;
  if (!device || Number.isNaN(device.getTime()))
    return { done_at: null, received_at: received, device_time: null, clock_off: null };
  const lead = device.getTime() - received.getTime();
  const clock_off =
    lead > DEVICE_TIME.aheadMs
      ? DEVICE_TIME_MESSAGES.clockAhead(lead)
      : -lead > DEVICE_TIME.oldestMs
        ? DEVICE_TIME_MESSAGES.clockBehind(-lead)
        : null;
  const done_at = clock_off ? null : lead > 0 ? received : device;
  return { done_at, received_at: received, device_time: device, clock_off };
}

/** When the write was done, as best known: the device's time, else when it was received. */
export const doneTime = (times: TWriteTimes): Date => times.done_at ?? times.received_at;
