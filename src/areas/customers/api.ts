import { ApiError, call } from '../../api';
import {
  CUSTOMER_MESSAGES,
  SUPPLIER_MESSAGES,
  type TCustomer,
  type TCustomerDetail,
  type TCustomerListRow,
  type TPartyListQuery,
  type TSupplier,
  type TSupplierListRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The customer and supplier services' calls (document 1 section 7; suppliers as the seeds
 * README says). Reads are quiet: the screens show document 1's failure messages in place.
 * A save's success message comes back as the answer's info and is shown as an alert.
 */

const quiet = { quietErrors: true } as const;

/** A refusal (4xx with messages) says what to fix; anything else gets the document's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

export const fetchCustomers = async (query: TPartyListQuery) =>
  (
    await call<TCustomerListRow>(
      'customer',
      { entity: 'customer', action: 'list', data: query },
      quiet,
    )
  ).results;

/** The customer with every list (the detail page). */
export async function fetchCustomer(code: string): Promise<TCustomerDetail> {
  const answer = await call<TCustomer>(
    'customer',
    {
      entity: 'customer',
      action: 'get',
      data: {
        customer_code: code,
        include_attributes: true,
        include_minimum_days: true,
        include_courier_accounts: true,
      },
    },
    quiet,
  );
  const c = answer.results[0];
  if (!c) throw new Error(CUSTOMER_MESSAGES.loadFailed);
  return { attributes: [], minimum_days: [], courier_accounts: [], ...c };
}

/** Save a customer with its lists; a refusal keeps the server's words (one per rule). */
export async function saveCustomer(customer: TCustomerDetail): Promise<void> {
  try {
    await call(
      'customer',
      { entity: 'customer', action: 'check', data: { customer } },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    if (refused(e)) throw e;
    throw new Error(`${CUSTOMER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}

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
    if (refused(e)) throw e;
    throw new Error(`${SUPPLIER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}
