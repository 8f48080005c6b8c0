import { ApiError, call } from '../../api';
import {
  CUSTOMER_MESSAGES,
  type TCustomer,
  type TCustomerDetail,
  type TCustomerListRow,
  type TPartyListQuery,
  type TSalesOrderListRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The customer service's calls (document 1 section 7). Reads are quiet: the screens show document 1's failure messages in place.
 * A save's success message comes back as the answer's info and is shown as an alert.
 */

const quiet = { quietErrors: true } as const;

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
    if (e instanceof ApiError && e.isRefusal) throw e;
    throw new Error(`${CUSTOMER_MESSAGES.updateFailed} ${errorText(e)}`.trim(), { cause: e });
  }
}

/** A customer's latest sales orders (the sales order service's CUSTOMER search). */
export const fetchCustomerSalesOrders = async (customerCode: string, limit: number) =>
  (
    await call<TSalesOrderListRow>(
      'sales_order',
      {
        entity: 'sales_order',
        action: 'list',
        data: { search_type: 'CUSTOMER', search_term: customerCode, limit },
      },
      quiet,
    )
  ).results;
