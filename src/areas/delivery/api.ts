import { callResults } from '../../api';
import {
  DELIVERY_CALLS as C,
  DELIVERY_MESSAGES as M,
  type ActionInput,
  type TDeliveryMap,
  type TDeliveryRunRow,
  type TDespatchRow,
  type TGpsLocationRow,
  type TRoutePlan,
} from '../../contract';
import { refusedOr } from '../../ui';

const quiet = { quietErrors: true };
const blocking = { quietErrors: true, blocking: true };

async function guarded<T>(run: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw refusedOr(e, (detail) => `${failure} (${detail})`);
  }
}

export const fetchRuns = (date: string, warehouse: string): Promise<TDeliveryRunRow[]> =>
  guarded(() => callResults(C.runGet, { delivery_date: date, warehouse }, quiet), M.runsFailed);

export const fetchCalendar = async (date: string, warehouse: string) =>
  guarded(
    async () => (await callResults(C.calendarList, { date, warehouse }, quiet))[0]!,
    M.calendarFailed,
  );

export const fetchDrivers = (date: string): Promise<TGpsLocationRow[]> =>
  guarded(() => callResults(C.gpsList, { date }, quiet), M.gpsFailed);

export const fetchRunMap = async (runId: number): Promise<TDeliveryMap> =>
  guarded(
    async () => (await callResults(C.deliveryGet, { delivery_run_id: runId }, quiet))[0]!,
    M.jobsFailed,
  );

export const optimiseRoute = async (
  data: ActionInput<typeof C.routeOptimise>,
): Promise<TRoutePlan> =>
  guarded(async () => (await callResults(C.routeOptimise, data, blocking))[0]!, M.optimiseFailed);

export const saveMapOrder = (data: ActionInput<typeof C.updateMap>) =>
  guarded(() => callResults(C.updateMap, data, blocking), M.saveFailed);

export const fetchDespatch = async (number: string): Promise<TDespatchRow> =>
  guarded(
    async () => (await callResults(C.despatchGet, { despatch_number: number }, quiet))[0]!,
    M.despatchFailed,
  );
