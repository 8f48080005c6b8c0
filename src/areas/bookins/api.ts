import { callResults } from '../../api';
import {
  BOOKIN_CALLS,
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

const quiet = { quietErrors: true } as const;
const blocking = { quietErrors: true, blocking: true } as const;

export async function fetchBookins(query: TBookinRangeQuery): Promise<TBookinListRow[]> {
  return callResults(BOOKIN_CALLS.list, query, quiet);
}

export async function fetchBookinSummary(query: TBookinRangeQuery): Promise<TBookinSummary> {
  const [summary] = await callResults(BOOKIN_CALLS.summary, query, quiet);
  if (!summary) throw new Error(BOOKIN_MESSAGES.listFailed);
  return summary;
}

export async function fetchBookin(booking_id: number): Promise<TBookinDetail> {
  const [found] = await callResults(BOOKIN_CALLS.get, { booking_id }, quiet);
  if (!found) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return found;
}

export async function fetchAwaitingDockets(warehouse: string): Promise<TAwaitingDocket[]> {
  return callResults(BOOKIN_CALLS.awaiting, { warehouse }, quiet);
}

export async function receiveDocket(input: TBookinReceive): Promise<TReceiveResult> {
  const [done] = await callResults(BOOKIN_CALLS.receive, input, blocking);
  if (!done) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return done;
}

export async function putAway(input: TBookinPutAway): Promise<TPutAwayResult> {
  const [done] = await callResults(BOOKIN_CALLS.put_away, input, blocking);
  if (!done) throw new Error(BOOKIN_MESSAGES.loadFailed);
  return done;
}
