import {
  DELIVERY_DOCKET_CALLS,
  DELIVERY_DOCKET_MESSAGES,
  docketSearchProblem,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getDocket, listDockets, retryDocket, saveDocket } from './queries';

/** Service `delivery_docket`, entity `delivery_docket` (document 1 section 7). */
export const deliveryDocketActions = [
  defineAction({
    contract: DELIVERY_DOCKET_CALLS.list,
    permission: { module: 'dd', flag: 'view' },
    description:
      'Delivery docket search (warehouse limits it unless ALL or empty). search_type SEARCH ' +
      '(docket, purchase order, ERP id or reference contains search_term, or the supplier ' +
      'matches), DATE_RANGE (received from_date..to_date), INVENTORY (a line’s code starts with ' +
      'search_term), PURCHASE_ORDER (order number contains search_term), SUPPLIER or CUSTOMER ' +
      '(supplier code is, or name contains, search_term). Rows: delivery_docket, purchase_order, ' +
      'supplier_name, received_date, erp_id, erp_label (Unprocessed when no erp_id), erp_status ' +
      '(LOCKED when erp_id is LOCKED, Pending Receipt when missing), wms_status, hold.',
    async handler(ctx, data) {
      const problem = docketSearchProblem(data);
      if (problem) throw badRequest(problem.message);
      return listDockets(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: DELIVERY_DOCKET_CALLS.get,
    permission: { module: 'dd', flag: 'view' },
    description:
      'One docket by number with its docket_lines (line_status: Complete when carton_qty equals ' +
      'quantity_ordered, Part Received when above 0) unless include_delivery_dockets is false. ' +
      'results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.delivery_docket, 'delivery_docket');
      return [
        await getDocket(ctx.db, ctx.siteId, data.delivery_docket, data.include_delivery_dockets),
      ];
    },
  }),
  defineAction({
    contract: DELIVERY_DOCKET_CALLS.check,
    permission: { module: 'dd', flag: 'update' },
    description:
      'Update a docket’s hold and delivery_instructions (the fields sent). results[0]: the docket.',
    async handler(ctx, data) {
      ctx.logRecord(data.docket.delivery_docket, 'delivery_docket');
      return [await saveDocket(ctx.db, ctx.siteId, data.docket)];
    },
  }),
  defineAction({
    contract: DELIVERY_DOCKET_CALLS.retry,
    permission: { module: 'dd', flag: 'update' },
    description:
      'Retry: flag the docket for update by the ERP connector (erp_action UPDATE). Answers the ' +
      'docket and the info message of document 1 section 8.',
    async handler(ctx, data) {
      ctx.logRecord(data.delivery_docket, 'delivery_docket');
      const docket = await retryDocket(ctx.db, ctx.siteId, data.delivery_docket);
      ctx.inform(DELIVERY_DOCKET_MESSAGES.retried);
      return [docket];
    },
  }),
];
