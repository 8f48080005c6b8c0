import { mirrorKey, type TMirrorEntity } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { applyChanges, mirrorTables } from '../../src/offline/mirror-store';

/**
 * Put rows into the device's mirror as a refresh does (src/offline/mirror-store.ts): each
 * with its key, as a page of column arrays, into its table or its chunks.
 */
export async function putMirrorRows(entity: TMirrorEntity, list: Record<string, unknown>[]) {
  const columns = ['key', ...Object.keys(list[0] ?? {}).filter((c) => c !== 'key')];
  const rows = list.map((row) =>
    columns.map((c) => (c === 'key' ? mirrorKey(entity, row) : (row[c] ?? null))),
  );
  const change = await floorDb.transaction('rw', mirrorTables(entity), () =>
    applyChanges(entity, { columns, rows, deleted: [] }),
  );
  if (change === null) throw new Error(`${entity}: rows with other columns than those stored`);
}
