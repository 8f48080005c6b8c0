import { ApiError, call } from '../../api';
import {
  SUPPLIER_MESSAGES,
  type TPartyListQuery,
  type TSupplier,
  type TSupplierListRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The supplier service's calls (served like customers, as the seeds README says). Reads are
 * quiet: the screens show the failure messages in place.
 */

const quiet = { quietErrors: true } as const;

export const fetchSuppliers = async (query: TPartyListQuery) =>
  (
    await call<TSupplierListRow>(
      'supplier',
      { entity: 'supplier', action: 'list', data: query },
      quiet,
    )
  ).results;

export async function fetchSupplier(code: string): Promise<TSupplier> {
  const answer = await call<TSupplier>(
    'supplier',
    { entity: 'supplier', action: 'get', data: { supplier_code: code } },
    quiet,
  );
  const s = answer.results[0];
  if (!s) throw new Error(SUPPLIER_MESSAGES.loadFailed);
  return s;
}

export async function saveSupplier(supplier: TSupplier): Promise<void> {
  try {
    await call(
      'supplier',
      { entity: 'supplier', action: 'check', data: { supplier } },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    if (e instanceof ApiError && e.isRefusal) throw e;
    throw new Error(`${SUPPLIER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}
