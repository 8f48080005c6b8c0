import type { TMirrorEntity } from '../contract/sync';
import { findItem, findLocation } from '../scan/lookups';
import { floorDb } from '../offline/db';
import { warmMirrorIndexes } from '../offline/mirror-index';
import { countRows, readRows } from '../offline/mirror-store';
import { clearMirror, mirrorIdle, refreshMirror } from '../offline/mirror';
import { enqueueWrite, flushOutbox } from '../offline/outbox';

/**
 * The device's floor modules for support and the floor benchmark (bench/floor.ts), on
 * `window.wmsDiagnostics` — only when localStorage 'wms.diagnostics' is '1', loaded as its
 * own chunk. They act as the signed-in user through the same mirror and outbox the floor
 * screens use; nothing here reaches the server another way.
 */
export const DIAGNOSTICS_FLAG = 'wms.diagnostics';

export const diagnostics = {
  clearMirror: () => clearMirror('all'),
  mirrorIdle,
  refreshMirror: () => refreshMirror({ reason: 'manual' }),
  mirrorCount: countRows,
  /** Up to `n` values of a column of a mirrored entity (codes to scan). */
  sample: async (entity: TMirrorEntity, column: string, n: number) =>
    (await readRows(entity))
      .slice(0, n)
      .map((row) => row[column])
      .filter((value): value is string => typeof value === 'string' && value !== ''),
  warmMirrorIndexes,
  findLocation,
  findItem,
  enqueueWrite,
  flushOutbox,
  outboxCount: () => floorDb.outbox.count(),
};

export type TDiagnostics = typeof diagnostics;

declare global {
  interface Window {
    wmsDiagnostics?: TDiagnostics;
  }
}

export function installDiagnostics(): void {
  window.wmsDiagnostics = diagnostics;
}
