import { PURCHASE_ORDER_CALLS, poSearchProblem } from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getPurchaseOrder, listPurchaseOrders, savePurchaseOrder } from './queries';

/** Service `purchase_order` (document 2 section 7): search, open and update purchase orders. */
export const purchaseOrderActions = [
  defineAction({
    contract: PURCHASE_ORDER_CALLS.list,
    permission: { module: 'po', flag: 'view' },
    description:
      'Purchase order search (warehouse limits it unless ALL). search_type SEARCH (order number or ' +
      'ERP id contains search_term, or the supplier matches), DATE_RANGE (expected date ' +
      'from_date..to_date; needs a warehouse), HOLD (held orders; needs a warehouse), INVENTORY ' +
      '(a line’s code starts with search_term), SUPPLIER or CUSTOMER (supplier code is, or name ' +
      'contains, search_term). Rows: purchase_order, supplier_name, run_name, expected_date, ' +
      'no_lines, wms_status, status (derived: Open, PUT_AWAY once a docket is RECEIVED), ' +
      'erp_status (derived: ERROR when a docket’s erp_id is ERROR, Pending Receipt when missing), hold.',
    async handler(ctx, data) {
      const problem = poSearchProblem(data);
      if (problem) throw badRequest(problem.message);
      return listPurchaseOrders(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: PURCHASE_ORDER_CALLS.get,
    permission: { module: 'po', flag: 'view' },
    description:
      'One purchase order by number with po_lines (line_status: Part Received above ordered, ' +
      'Complete when equal, Short between zero and ordered) and, unless include_delivery_dockets ' +
      'is false, delivery_dockets (derived erp_status: LOCKED when erp_id is LOCKED, Pending ' +
      'Receipt when missing; erp_label: Unprocessed when no erp_id) with their docket_lines. ' +
      'results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.purchase_order, 'purchase_order');
      return [
        await getPurchaseOrder(
          ctx.db,
          ctx.siteId,
          data.purchase_order,
          data.include_delivery_dockets,
        ),
      ];
    },
  }),
  defineAction({
    contract: PURCHASE_ORDER_CALLS.check,
    permission: { module: 'po', flag: 'update' },
    description:
      'Update a purchase order’s hold and delivery_instructions (the fields sent). results[0]: ' +
      'the order as get answers it.',
    async handler(ctx, data) {
      ctx.logRecord(data.purchase_order.purchase_order, 'purchase_order');
      return [await savePurchaseOrder(ctx.db, ctx.siteId, data.purchase_order)];
    },
  }),
];
