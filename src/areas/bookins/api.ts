import { call } from '../../api';
import {
  BOOKIN_MESSAGES,
  type TAwaitingDocket,
  type TBookinDetail,
  type TBookinListRow,
  type TBookinPutAway,
  type TBookinRangeQuery,
  type TBookinReceive,
  type TBookinSummary,
  type TPutAwayResult,
  type TReceiveResult,
} from '../../contract';

/*
 * Bookin Management's calls (service delivery_docket, entity bookin). Reads are quiet: the
 * screens show their own failure in place of the list; the server's warning (no warehouse)
 * still shows as an alert. Receive and put-away errors are shown by the scan panels.
 */

const SERVICE = 'delivery_docket';
const quiet = { quietErrors: true } as const;
const bookin = (action: string, data: unknown) => ({ entity: 'bookin', action, data });

export async function fetchBookins(query: TBookinRangeQuery): Promise<TBookinListRow[]> {
  return (await call<TBookinListRow>(SERVICE, bookin('list', query), quiet)).results;
}

export async function fetchBookinSummary(query: TBookinRangeQuery): Promise<TBookinSummary> {
  const [summary] = (await call<TBookinSummary>(SERVICE, bookin('summary', query), quiet)).results;
  if (!summary) throw new Error(BOOKIN_MESSAGES.listFailed);
  return summary;
}

export async function fetchBookin(booking_id: number): Promise<TBookinDetail> {
  const [found] = (await call<TBookinDetail>(SERVICE, bookin('get', { booking_id }), quiet))
    .results;
  if (!found) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return found;
}

export async function fetchAwaitingDockets(warehouse: string): Promise<TAwaitingDocket[]> {
  return (await call<TAwaitingDocket>(SERVICE, bookin('awaiting', { warehouse }), quiet)).results;
}

export async function receiveDocket(input: TBookinReceive): Promise<TReceiveResult> {
  const [done] = (
    await call<TReceiveResult>(SERVICE, bookin('receive', input), {
      quietErrors: true,
      blocking: true,
    })
  ).results;
  if (!done) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return done;
}

export async function putAway(input: TBookinPutAway): Promise<TPutAwayResult> {
  const [done] = (
    await call<TPutAwayResult>(SERVICE, bookin('put_away', input), {
      quietErrors: true,
      blocking: true,
    })
  ).results;
  if (!done) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return done;
}
