import { ApiError, callAction, callResults } from '../../api';
import {
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  SALES_ORDER_LIST_VIEWS,
  type TCustomerDetail,
  type TPartyListQuery,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The customer service's calls (document 1 section 7). Reads are quiet: the screens show document 1's failure messages in place.
 * A save's success message comes back as the answer's info and is shown as an alert.
 */

const quiet = { quietErrors: true } as const;

export const fetchCustomers = (query: TPartyListQuery) =>
  callResults(CUSTOMER_CALLS.list, query, quiet);

/** The customer with every list (the detail page). */
export async function fetchCustomer(code: string): Promise<TCustomerDetail> {
  const [c] = await callResults(
    CUSTOMER_CALLS.get,
    {
      customer_code: code,
      include_attributes: true,
      include_minimum_days: true,
      include_courier_accounts: true,
    },
    quiet,
  );
  if (!c) throw new Error(CUSTOMER_MESSAGES.loadFailed);
  return { attributes: [], minimum_days: [], courier_accounts: [], ...c };
}

/** Save a customer with its lists; a refusal keeps the server's words (one per rule). */
export async function saveCustomer(customer: TCustomerDetail): Promise<void> {
  try {
    await callAction(CUSTOMER_CALLS.check, { customer }, { quietErrors: true, blocking: true });
  } catch (e) {
    if (e instanceof ApiError && e.isRefusal) throw e;
    throw new Error(`${CUSTOMER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}

/** A customer's latest sales orders (the sales order service's CUSTOMER search). */
export const fetchCustomerSalesOrders = (customerCode: string, limit: number) =>
  callResults(
    SALES_ORDER_LIST_VIEWS.orders,
    { search_type: 'CUSTOMER', search_term: customerCode, limit },
    quiet,
  );
