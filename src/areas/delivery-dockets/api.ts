import { ApiError, callResults } from '../../api';
import {
  DELIVERY_DOCKET_CALLS,
  DELIVERY_DOCKET_MESSAGES,
  type TDocketCheck,
  type TDocketDetail,
  type TDocketListQuery,
  type TDocketListRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The delivery docket service's calls (document 1 section 7). Reads are quiet: the screens
 * show document 1's own failure messages. Retry's info message is shown by the client.
 */

const quiet = { quietErrors: true } as const;
const blocking = { quietErrors: true, blocking: true } as const;

export async function fetchDockets(query: TDocketListQuery): Promise<TDocketListRow[]> {
  return callResults(DELIVERY_DOCKET_CALLS.list, query, quiet);
}

export async function fetchDocket(delivery_docket: string): Promise<TDocketDetail> {
  const [docket] = await callResults(
    DELIVERY_DOCKET_CALLS.get,
    { delivery_docket, include_delivery_dockets: true },
    quiet,
  );
  if (!docket) throw new Error(DELIVERY_DOCKET_MESSAGES.loadFailed('no docket'));
  return docket;
}

async function update(send: () => Promise<TDocketDetail[]>): Promise<TDocketDetail> {
  try {
    const [docket] = await send();
    if (!docket) throw new Error('no docket');
    return docket;
  } catch (e) {
    throw new Error(
      DELIVERY_DOCKET_MESSAGES.updateFailed(e instanceof ApiError ? errorText(e) : String(e)),
      { cause: e },
    );
  }
}

/** Retry: flag the docket for update (the answer's info message is shown as an alert). */
export const retryDocket = (delivery_docket: string) =>
  update(() => callResults(DELIVERY_DOCKET_CALLS.retry, { delivery_docket }, blocking));

/** Hold or release a docket. */
export const saveDocket = (docket: TDocketCheck['docket']) =>
  update(() => callResults(DELIVERY_DOCKET_CALLS.check, { docket }, blocking));
