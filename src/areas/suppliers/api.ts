import { ApiError, callAction, callResults } from '../../api';
import {
  SUPPLIER_CALLS,
  SUPPLIER_MESSAGES,
  type TPartyListQuery,
  type TSupplier,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The supplier service's calls (served like customers, as the seeds README says). Reads are
 * quiet: the screens show the failure messages in place.
 */

const quiet = { quietErrors: true } as const;

export const fetchSuppliers = (query: TPartyListQuery) =>
  callResults(SUPPLIER_CALLS.list, query, quiet);

export async function fetchSupplier(code: string): Promise<TSupplier> {
  const [s] = await callResults(SUPPLIER_CALLS.get, { supplier_code: code }, quiet);
  if (!s) throw new Error(SUPPLIER_MESSAGES.loadFailed);
  return s;
}

export async function saveSupplier(supplier: TSupplier): Promise<void> {
  try {
    await callAction(SUPPLIER_CALLS.check, { supplier }, { quietErrors: true, blocking: true });
  } catch (e) {
    if (e instanceof ApiError && e.isRefusal) throw e;
    throw new Error(`${SUPPLIER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}
