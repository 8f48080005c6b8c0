import type { TMirrorRow } from '../../../offline/db';

/** Rows read from the device's mirror, or none when the read fails (a table not there yet). */
export async function readMirrorRows(read: () => Promise<TMirrorRow[]>): Promise<TMirrorRow[]> {
  try {
    return await read();
  } catch {
    return [];
  }
}
