import type { TMirrorEntity } from '../../src/contract';
import { floorDb, mirrorRow } from '../../src/offline/db';

/** Put rows into the device's mirror as a refresh would: with their key and lookup columns. */
export function putMirrorRows(entity: TMirrorEntity, list: Record<string, unknown>[]) {
  return floorDb.mirror(entity).bulkPut(list.map((row) => mirrorRow(entity, row)));
}
