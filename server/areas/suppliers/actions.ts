import {
  SUPPLIER_CALLS,
  SUPPLIER_MESSAGES,
  partySearchProblem,
  type TPartySearchType,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getSupplier, listSuppliers, saveSupplier } from './queries';

/** Suppliers show under the admin module (document 1 navigation: Suppliers, view on admin). */
const view = { module: 'admin', flag: 'view' } as const;
const update = { module: 'admin', flag: 'update' } as const;

/** Service `supplier`, entity `supplier`: served like customers (seeds README). */
export const supplierActions = [
  defineAction({
    contract: SUPPLIER_CALLS.list,
    permission: view,
    description:
      'Supplier search (needs search_term). search_type SEARCH (default: code starts with, name ' +
      'contains or suburb starts with the term), CODE, NAME or SUBURB. Rows: supplier_code, ' +
      'supplier_name, suburb, state, exact; the exact match first, then by code.',
    async handler(ctx, data) {
      const problem = partySearchProblem(data);
      if (problem) throw badRequest(problem.message);
      return listSuppliers(ctx.db, ctx.siteId, {
        search_type: (data.search_type || 'SEARCH') as TPartySearchType,
        search_term: (data.search_term ?? '').trim(),
        limit: data.limit,
      });
    },
  }),
  defineAction({
    contract: SUPPLIER_CALLS.get,
    permission: view,
    description: 'One supplier (supplier_code, supplier_name, suburb, state, active). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.supplier_code, 'supplier');
      return [await getSupplier(ctx.db, ctx.siteId, data.supplier_code)];
    },
  }),
  defineAction({
    contract: SUPPLIER_CALLS.check,
    permission: update,
    description:
      'Add or update a supplier (supplier: supplier_code, supplier_name, suburb, state, active); ' +
      'refused with one error per failed rule. results[0]: the supplier. info: ' +
      `'${SUPPLIER_MESSAGES.updated}'.`,
    async handler(ctx, data) {
      ctx.logRecord(data.supplier.supplier_code, 'supplier');
      const saved = await saveSupplier(ctx.db, ctx.siteId, data.supplier);
      ctx.inform(SUPPLIER_MESSAGES.updated);
      return [saved];
    },
  }),
];
