import {
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  partySearchProblem,
  type TPartySearchType,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getCustomer, listCustomers, saveCustomer } from './queries';

/** Customers show under the admin module (document 1 navigation: Customers, view on admin). */
const view = { module: 'admin', flag: 'view' } as const;
const update = { module: 'admin', flag: 'update' } as const;

/** Service `customer`, entity `customer` (document 1 section 7). */
export const customerActions = [
  defineAction({
    contract: CUSTOMER_CALLS.list,
    permission: view,
    description:
      'Customer search (needs search_term). search_type SEARCH (default: code starts with, name ' +
      'contains or delivery suburb starts with the term), CODE, NAME or SUBURB. Rows: ' +
      'customer_code, customer_name, delivery_suburb, delivery_state, exact (the code is the ' +
      'term), the exact match first, then by code.',
    async handler(ctx, data) {
      const problem = partySearchProblem(data);
      if (problem) throw badRequest(problem.message);
      return listCustomers(ctx.db, ctx.siteId, {
        search_type: (data.search_type || 'SEARCH') as TPartySearchType,
        search_term: (data.search_term ?? '').trim(),
        limit: data.limit,
      });
    },
  }),
  defineAction({
    contract: CUSTOMER_CALLS.get,
    permission: view,
    description:
      'One customer: its header, and attributes (attribute, value), minimum_days (warehouse, ' +
      'minimum_days) and courier_accounts (courier, account_number, service) when the matching ' +
      'include_ flag is true. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.customer_code, 'customer');
      return [
        await getCustomer(ctx.db, ctx.siteId, data.customer_code, {
          attributes: data.include_attributes,
          minimum_days: data.include_minimum_days,
          courier_accounts: data.include_courier_accounts,
        }),
      ];
    },
  }),
  defineAction({
    contract: CUSTOMER_CALLS.check,
    permission: update,
    description:
      'Add or update a customer (customer: header fields, and optionally attributes, ' +
      'minimum_days, courier_accounts: a list sent replaces the stored one, a list left out is ' +
      'kept). Refused with one error per failed rule (code and name required, attribute names ' +
      'upper-case and unique, minimum days 0-365 for warehouses of the site, one account per ' +
      'courier with an account number). results[0]: the customer with every list. info: ' +
      `'${CUSTOMER_MESSAGES.updated}'.`,
    async handler(ctx, data) {
      ctx.logRecord(data.customer.customer_code, 'customer');
      const saved = await saveCustomer(ctx.db, ctx.siteId, data.customer);
      ctx.inform(CUSTOMER_MESSAGES.updated);
      return [saved];
    },
  }),
];
