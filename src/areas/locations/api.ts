import { call } from '../../api';
import type { TLocation, TLocationCheckResult, TLocationItem, TLocationList } from '../../contract';

/** The locations of a warehouse (warehouse / location list). */
export async function fetchLocations(filter: TLocationList): Promise<TLocation[]> {
  return (await call<TLocation>('warehouse', { entity: 'location', action: 'list', data: filter }))
    .results;
}

/** Save one location; a refused row throws its message so the modal stays open. */
export async function saveLocation(item: TLocationItem): Promise<void> {
  const answer = await call<TLocationCheckResult>(
    'warehouse',
    { entity: 'location', action: 'check', data: { locations: [item] } },
    { quietErrors: true, blocking: true },
  );
  const [result] = answer.results;
  if (result && !result.saved) throw new Error(result.message);
}

export async function saveSequence(location_id: number, pick_sequence: number): Promise<void> {
  await call('warehouse', {
    entity: 'location',
    action: 'sequence',
    data: { location_id, pick_sequence },
  });
}

export async function deleteLocation(location_id: number): Promise<void> {
  await call(
    'warehouse',
    { entity: 'location', action: 'delete', data: { location_id } },
    { quietErrors: true },
  );
}
