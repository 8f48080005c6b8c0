import { ORDER_TYPE_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteOrderType, getOrderType, listOrderTypes, saveOrderType } from './queries';

/** Service `admin`, entity `order_type` (document 3 section 7): the site's order types. */
export const orderTypeActions: AnyAction[] = [
  defineAction({
    contract: ORDER_TYPE_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      "The site's order types by code; search_term (2+ characters, shorter is ignored) " +
      'filters code or name.',
    async handler(ctx, data) {
      return listOrderTypes(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: ORDER_TYPE_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One order type by order_type_id. results[0]; 404 when missing.',
    async handler(ctx, data) {
      const row = await getOrderType(ctx.db, ctx.siteId, data.order_type_id);
      ctx.logRecord(row.order_type, 'order_type');
      return [row];
    },
  }),
  defineAction({
    contract: ORDER_TYPE_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add an order type, or update the one with order_type_id (data or data.order_type: ' +
      'order_type, order_type_name, allow_addnl_invs default false, warn default true). The ' +
      'code is unique at the site (409). results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.order_type, 'order_type', data.order_type_name);
      return [await saveOrderType(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: ORDER_TYPE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: 'Delete one order type by order_type_id. results[0]: deleted; 404 when missing.',
    async handler(ctx, data) {
      const row = await deleteOrderType(ctx.db, ctx.siteId, data.order_type_id);
      ctx.logRecord(row.order_type, 'order_type');
      return [row];
    },
  }),
];
