import { useLiveQuery } from 'dexie-react-hooks';
import { floorDb, type TMirrorRow } from '../../../offline/db';

/** The load object types in the device's mirror, live (undefined while read, [] if unreadable). */
export function useLoadObjectTypes() {
  return useLiveQuery(async () => {
    try {
      return await floorDb.mirror('load_object_types').toArray();
    } catch {
      return [] as TMirrorRow[];
    }
  }, []);
}
