import {
  DELIVERY_DROP_MINUTES,
  DELIVERY_START_TIME,
  WAYPOINT_DEFAULTS,
  legMinutes,
  markerLetter,
  minutesToTime,
  timeToMinutes,
  type TDeliveryMap,
  type TRunJobRow,
} from '../../../src/contract';
import { travelSeconds, type LatLng } from '../../delivery/travel';
import type { RunRecord } from './run-queries';

/*
 * The run map of document 2 "Delivery map": from the warehouse at the start time (default
 * 10:00) through the stops in order and back; each leg's travel time is its seconds / 60
 * rounded up, each stop waits for its window to open and then takes 5 minutes to drop.
 */

export type Depot = LatLng & { address: string };

const hasPlace = (s: { lat: number | null; lng: number | null }): s is LatLng =>
  s.lat != null && s.lng != null;

export function routeMap(
  run: RunRecord,
  depot: Depot,
  stops: readonly TRunJobRow[],
  startTime: string | null | undefined,
  /** Position each stop had before (by sales order id) when this is a proposed order. */
  shownBefore?: ReadonlyMap<number, number>,
): TDeliveryMap {
  const start = startTime ?? run.start_time ?? DELIVERY_START_TIME;
  let clock = timeToMinutes(start);
  let travelTotal = 0;
  let prev: LatLng = depot;
  let late = 0;
  const mapped = stops.map((stop, i) => {
    const travel = hasPlace(stop) ? legMinutes(travelSeconds(prev, stop)) : 0;
    if (hasPlace(stop)) prev = stop;
    travelTotal += travel;
    clock += travel;
    if (stop.window_from && clock < timeToMinutes(stop.window_from))
      clock = timeToMinutes(stop.window_from);
    const isLate = Boolean(stop.window_to && clock > timeToMinutes(stop.window_to));
    if (isLate) late++;
    const expected = minutesToTime(clock);
    clock += DELIVERY_DROP_MINUTES;
    return {
      ...stop,
      address: [
        stop.address_1,
        stop.address_2,
        [stop.suburb, stop.state, stop.postcode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', '),
      sequence: shownBefore ? (shownBefore.get(stop.sales_order_header_id) ?? i + 1) : i + 1,
      new_sequence: shownBefore ? i + 1 : null,
      marker: markerLetter(i),
      travel_time: travel,
      drop_time: DELIVERY_DROP_MINUTES,
      expected_time: expected,
      late: isLate,
      ...WAYPOINT_DEFAULTS,
    };
  });
  const back = legMinutes(travelSeconds(prev, depot));
  travelTotal += back;
  clock += back;
  const { start_time: _start, ...runRow } = run;
  return {
    run: runRow,
    start_time: start,
    depot,
    stops: mapped,
    return_travel_time: back,
    total_travel_minutes: travelTotal,
    total_minutes: clock - timeToMinutes(start),
    finish_time: minutesToTime(clock),
    late_stops: late,
  };
}

/** Minutes a map's stops arrive past their windows, summed. */
export function lateMinutes(map: TDeliveryMap): number {
  return map.stops.reduce(
    (sum, s) =>
      s.window_to && s.late
        ? sum + timeToMinutes(s.expected_time) - timeToMinutes(s.window_to)
        : sum,
    0,
  );
}
