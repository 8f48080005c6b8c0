import { Socket } from 'node:net';

/** Time limits of one send to a printer, in milliseconds. */
export type PrinterTimeouts = {
  /** Connecting (each of the two connections). */
  connectMs: number;
  /** Everything: connecting, writing the labels and reading the host status. */
  totalMs: number;
};

export const DEFAULT_PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3000, totalMs: 5000 };

/** The printer's time limits from PRINTER_CONNECT_TIMEOUT_MS / PRINTER_TIMEOUT_MS. */
export function printerTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): PrinterTimeouts {
  const read = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    connectMs: read(env.PRINTER_CONNECT_TIMEOUT_MS, DEFAULT_PRINTER_TIMEOUTS.connectMs),
    totalMs: read(env.PRINTER_TIMEOUT_MS, DEFAULT_PRINTER_TIMEOUTS.totalMs),
  };
}

/**
 * A send's outcome: printed, or why not, and whether the labels reached the printer (`sent`:
 * a printer that reported a problem after taking them holds them and prints them once it is
 * fixed, so they must not be sent again).
 */
export type PrinterOutcome = { ok: true } | { ok: false; reason: string; sent: boolean };

/** What the three strings of a Zebra `~HS` answer say is wrong, or null when it can print. */
export type HostStatus = {
  paperOut: boolean;
  paused: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
};

export const PRINTER_REASONS = {
  paperOut: 'Paper out',
  ribbonOut: 'Ribbon out',
  headOpen: 'Head open',
  paused: 'Paused',
  refused: 'Printer refused the connection',
  noAnswer: (seconds: number) => `Printer did not answer within ${seconds} s`,
  noStatus: (seconds: number) => `Printer did not report its status within ${seconds} s`,
  badStatus: 'Printer answered an unreadable status',
  unknownHost: 'Printer address was not found',
  closed: 'Printer closed the connection',
  failed: (detail: string) => `Printer connection failed (${detail})`,
} as const;

const STX = '\x02';
const ETX = '\x03';
export const HOST_STATUS_QUERY = '~HS';

/**
 * Read a `~HS` answer: three `<STX>…<ETX><CR><LF>` strings. String 1 field 2 is the paper out
 * flag and field 3 the pause flag; string 2 field 3 is the head up flag and field 4 the ribbon
 * out flag (ZPL II guide, ~HS). Null until all three strings have arrived.
 */
export function parseHostStatus(text: string): HostStatus | null {
  const strings = [...text.matchAll(new RegExp(`${STX}([^${ETX}]*)${ETX}`, 'g'))].map((m) =>
    m[1]!.split(',').map((f) => f.trim()),
  );
  if (strings.length < 3) return null;
  const [one, two] = strings as [string[], string[]];
  return {
    paperOut: one[1] === '1',
    paused: one[2] === '1',
    headOpen: two[2] === '1',
    ribbonOut: two[3] === '1',
  };
}

/** The reason a printer with this status cannot print, most pressing first; null when fine. */
export function statusReason(status: HostStatus): string | null {
  if (status.paperOut) return PRINTER_REASONS.paperOut;
  if (status.ribbonOut) return PRINTER_REASONS.ribbonOut;
  if (status.headOpen) return PRINTER_REASONS.headOpen;
  if (status.paused) return PRINTER_REASONS.paused;
  return null;
}

class PrinterError extends Error {}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function connectionReason(error: NodeJS.ErrnoException): string {
  if (error instanceof PrinterError) return error.message;
  switch (error.code) {
    case 'ECONNREFUSED':
      return PRINTER_REASONS.refused;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return PRINTER_REASONS.unknownHost;
    case 'ECONNRESET':
    case 'EPIPE':
      return PRINTER_REASONS.closed;
    default:
      return PRINTER_REASONS.failed(error.code ?? error.message);
  }
}

/**
 * One connection to host:port: connect within `connectMs`, write `bytes`, then either end it
 * it (no `complete`) or read until `complete` says the reply is whole.
 * Rejects with a PrinterError naming what went wrong once `deadline` (epoch ms) passes.
 */
function converse(
  host: string,
  port: number,
  bytes: Buffer,
  connectMs: number,
  deadline: number,
  timeoutReason: string,
  complete?: (reply: string) => boolean,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = new Socket();
    let reply = '';
    let connected = false;
    let settled = false;
    const finish = (error: Error | null, keepOpen = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(totalTimer);
      if (keepOpen) {
        // The printer closes its side once it has read everything; a silent one is dropped.
        socket.setTimeout(connectMs, () => socket.destroy());
        socket.on('close', () => socket.removeAllListeners());
      } else socket.destroy();
      if (error) reject(error);
      else resolve(reply);
    };
    const left = Math.max(1, deadline - Date.now());
    const connectTimer = setTimeout(
      () => {
        if (!connected) finish(new PrinterError(PRINTER_REASONS.noAnswer(seconds(connectMs))));
      },
      Math.min(connectMs, left),
    );
    const totalTimer = setTimeout(() => finish(new PrinterError(timeoutReason)), left);
    socket.setNoDelay(true);
    socket.on('error', (error) => finish(new PrinterError(connectionReason(error))));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
      if (complete?.(reply)) finish(null);
    });
    socket.on('close', () => finish(new PrinterError(PRINTER_REASONS.closed)));
    socket.connect(port, host, () => {
      connected = true;
      clearTimeout(connectTimer);
      socket.write(bytes, (error) => {
        if (error) return finish(new PrinterError(connectionReason(error)));
        // Labels: half-close once the kernel has every byte, the printer reads them after.
        if (!complete) socket.end(() => finish(null, true));
      });
    });
  });
}

/** Ask `~HS` on a connection of its own: the reason the printer cannot print, or null. */
async function askHostStatus(
  target: { host: string; port: number },
  timeouts: PrinterTimeouts,
  deadline: number,
): Promise<string | null> {
  const reply = await converse(
    target.host,
    target.port,
    Buffer.from(HOST_STATUS_QUERY, 'latin1'),
    timeouts.connectMs,
    deadline,
    PRINTER_REASONS.noStatus(seconds(timeouts.totalMs)),
    (text) => parseHostStatus(text) !== null,
  );
  const status = parseHostStatus(reply);
  return status ? statusReason(status) : PRINTER_REASONS.badStatus;
}

/**
 * Print `bytes` on a networked label printer over raw TCP (port 9100). A Zebra holds labels
 * through paper out or an open head and prints them once that is fixed, so it is asked `~HS`
 * first: a printer that is not ready (or does not answer: a Zebra is silent while its media or
 * ribbon is out) gets no bytes. The labels go on a connection of their own, then `~HS` is
 * asked again: a problem then means the labels reached the printer and wait there (`sent`).
 * `askStatus` false (a PDF printer) only sends.
 */
export async function sendToPrinter(
  target: { host: string; port: number },
  bytes: Buffer,
  timeouts: PrinterTimeouts = DEFAULT_PRINTER_TIMEOUTS,
  askStatus = true,
): Promise<PrinterOutcome> {
  const deadline = Date.now() + timeouts.totalMs;
  let sent = false;
  try {
    if (askStatus) {
      const before = await askHostStatus(target, timeouts, deadline);
      if (before) return { ok: false, reason: before, sent };
    }
    await converse(
      target.host,
      target.port,
      bytes,
      timeouts.connectMs,
      deadline,
      PRINTER_REASONS.noAnswer(seconds(timeouts.totalMs)),
    );
    sent = true;
    if (!askStatus) return { ok: true };
    const after = await askHostStatus(target, timeouts, deadline);
    return after ? { ok: false, reason: after, sent } : { ok: true };
  } catch (error) {
    if (error instanceof PrinterError) return { ok: false, reason: error.message, sent };
    throw error;
  }
}
