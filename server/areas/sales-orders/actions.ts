import {
  CONNOTE_CALLS,
  DESPATCH_CALLS,
  SALES_ORDER_CALLS,
  SALES_ORDER_LIST_CALLS,
  SALES_ORDER_MESSAGES,
  isOrderManagementSearch,
  salesOrderSearchProblem,
  salesOrderSearchWarnings,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import {
  changeSalesOrder,
  deleteConnote,
  getSalesOrder,
  listSalesOrders,
  updateSalesOrder,
} from './queries';
import { orderManagementSearch } from './summaries';

const view = { module: 'so', flag: 'view' } as const;
const update = { module: 'so', flag: 'update' } as const;

/** The ERP action that asks the interface to run the despatch process of an order again. */
export const ERP_ACTION_DESPATCH = 'DESPATCH';
/** The ERP action that asks the interface to send the order to the ERP again (document 2 §4). */
export const ERP_ACTION_UPDATE = 'UPDATE';

/** Service `sales_order` (document 2 section 7): the list, one order and the order actions. */
export const salesOrderActions = [
  defineAction({
    contract: SALES_ORDER_LIST_CALLS.list,
    permission: view,
    description:
      'Sales order search. search_type SEARCH (search_term in the order number, customer order, ' +
      'or the customer code/name), DATE_RANGE (Required Date: from_date..to_date, warehouse, ' +
      'the runs of run_set), ERP_ACTION (Requires Attention: an ERP action pending or ERP status ' +
      'ERROR, warehouse), HOLD (held orders, warehouse), INVENTORY (orders with a line whose code ' +
      'starts with search_term, from_date..to_date), CUSTOMER (customer code is, or name contains, ' +
      'search_term). status all/new/in_progress/complete (lower-cased, missing is new; in progress ' +
      'is anything but new, complete, deleted); run (id or code) and picking_queue (a pick ' +
      'section code or name: orders with a pick in it) narrow further. A term search ' +
      "over ALL warehouses warns 'Please Select a Warehouse', Required Date with no run set warns " +
      "'Please Select a Run Set', a term search with no dates warns 'Please Select a Required " +
      "Date'; the search continues. Newest required date first, at most limit (default 500). " +
      'Order Management: MONTH_SUMMARY (per required date of the month of from_date: orders, ' +
      'lines, new, in_progress, complete, held, colour YELLOW while any is open else GREEN), ' +
      'RUN_SET_SUMMARY (per run of run_set, or every run of the warehouse with run_set "*", for ' +
      'the required date from_date: the counts and picks), REVIEW (open orders held or with a ' +
      'review reason); no warehouse, run set or date warns and continues (today in the site).',
    async handler(ctx, data) {
      if (isOrderManagementSearch(data.search_type))
        return orderManagementSearch(ctx, { ...data, search_type: data.search_type });
      const problem = salesOrderSearchProblem(data);
      if (problem) throw badRequest(problem.message);
      for (const w of salesOrderSearchWarnings(data)) ctx.warn(w);
      return listSalesOrders(ctx.db, ctx.siteId, { ...data, search_type: data.search_type! });
    },
  }),
  defineAction({
    contract: SALES_ORDER_CALLS.get,
    permission: view,
    description:
      'One order by sales_order or sales_order_header_id: header, details, so_lines (each with ' +
      'line_status Complete when supplied equals ordered, Short when less with a short-supply ' +
      'reason), containers and pickers (empty until packs and pick attempts are recorded). ' +
      'results[0].',
    async handler(ctx, data) {
      const order = await getSalesOrder(ctx.db, ctx.siteId, data);
      ctx.logRecord(order.sales_order, 'sales_order');
      return [order];
    },
  }),
  defineAction({
    contract: SALES_ORDER_CALLS.check,
    permission: update,
    description:
      'Update one order the ERP sent (never creates one): the fields of data.sales_order that are ' +
      'given change (customer_order, required_date, run_id — a run of its warehouse —, hold with ' +
      'a review_reason, delivery instructions and address). A new address or customer order is ' +
      'copied onto its packs not yet consigned (their labels print it); consigned packs keep ' +
      "theirs, with a warning. Info 'The Sales order was successfully updated'. results[0]: " +
      'the order.',
    async handler(ctx, data) {
      const { consigned } = await updateSalesOrder(ctx.db, ctx.siteId, data.sales_order);
      ctx.logRecord(data.sales_order.sales_order, 'sales_order');
      ctx.inform(SALES_ORDER_MESSAGES.updated);
      if (consigned) ctx.warn(SALES_ORDER_MESSAGES.consignedPacksKeepAddress(consigned));
      return [await getSalesOrder(ctx.db, ctx.siteId, data.sales_order)];
    },
  }),
  defineAction({
    contract: DESPATCH_CALLS.despatch,
    permission: update,
    description:
      'Re-run the despatch of an order (not deleted): sets its erp_action to DESPATCH, so the ERP ' +
      'queue (task erp_queue) sends it to the connector with action despatch, and logs it. Info ' +
      "'The Despatch Process was triggered'. results[0]: the order.",
    async handler(ctx, data) {
      await changeSalesOrder(ctx.db, ctx.siteId, data.sales_order, {
        erp_action: ERP_ACTION_DESPATCH,
      });
      ctx.logRecord(
        data.sales_order,
        'sales_order',
        `Despatch re-run${data.printer_set ? ` (printer set ${data.printer_set})` : ''}`,
      );
      ctx.inform(SALES_ORDER_MESSAGES.despatchTriggered);
      return [await getSalesOrder(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: SALES_ORDER_CALLS.retry,
    permission: update,
    description:
      'Flag an order (not deleted) for a retry update: erp_action UPDATE, so the ERP interface ' +
      "sends it again and refreshes it. Info 'The Sales order has been flagged for update, this " +
      "should occur in the next few minutes'. results[0]: the order.",
    async handler(ctx, data) {
      await changeSalesOrder(ctx.db, ctx.siteId, data.sales_order, {
        erp_action: ERP_ACTION_UPDATE,
      });
      ctx.logRecord(data.sales_order, 'sales_order', 'Flagged for update');
      ctx.inform(SALES_ORDER_MESSAGES.flaggedForUpdate);
      return [await getSalesOrder(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: CONNOTE_CALLS.delete,
    permission: update,
    description:
      'Delete the connote of an order (not deleted, with a connote): clears it on the order, on ' +
      'its containers (packs) carrying it and on the consignments (CONSIGNMENT documents) of ' +
      "that connote, in one transaction. Info 'The Sales order was successfully updated'. " +
      'results[0]: the order.',
    async handler(ctx, data) {
      const done = await deleteConnote(ctx.db, ctx.siteId, data.sales_order);
      ctx.logRecord(
        data.sales_order,
        'sales_order',
        `Connote ${done.connote} deleted (${done.containers} containers, ` +
          `${done.consignments} consignments)`,
      );
      ctx.inform(SALES_ORDER_MESSAGES.updated);
      return [await getSalesOrder(ctx.db, ctx.siteId, data)];
    },
  }),
];
