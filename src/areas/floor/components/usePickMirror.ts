import { useLiveQuery } from 'dexie-react-hooks';
import { floorDb } from '../../../offline/db';
import { hasRows } from '../../../offline/mirror-store';
import { readMirrorRows } from './read-mirror-rows';

/**
 * One pick from the device's mirror, live: the pick (null once it is no longer open here),
 * its lines, the reason codes, and whether the mirror holds locations at all (without them a
 * scanned location is taken as typed). Undefined while read.
 */
export function usePickMirror(pickId: number) {
  return useLiveQuery(async () => {
    const pick = (
      await readMirrorRows(() => floorDb.mirror('picks').where('pick_id').equals(pickId).toArray())
    )[0];
    const lines = await readMirrorRows(() =>
      floorDb.mirror('pick_lines').where('pick_id').equals(pickId).toArray(),
    );
    const reasons = await readMirrorRows(() => floorDb.mirror('reason_codes').toArray());
    const hasLocations = await hasRows('locations').catch(() => false);
    return { pick: pick ?? null, lines, reasons, hasLocations };
  }, [pickId]);
}
