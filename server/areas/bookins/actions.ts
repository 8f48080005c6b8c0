import {
  BOOKIN_CALLS,
  BOOKIN_MESSAGES,
  bookinRangeProblem,
  type TPutAwayResult,
  type TReceiveResult,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction, type ActionContext, type Permission } from '../action-types';
import {
  awaitingDockets,
  bookinSummary,
  getBookin,
  getPutAway,
  listBookins,
  putAwayTo,
} from './queries';
import { receiveDocket } from './receive-docket';

/*
 * Service `delivery_docket` (the docket service, document 2 section 7), entity `bookin`:
 * Bookin Management (/ev_dd). Reads need so view (the menu's rule) or dd view; receiving and
 * putting away change stock and dockets, so they need dd update.
 */

const VIEW: Permission = {
  anyOf: [
    { module: 'so', flag: 'view' },
    { module: 'dd', flag: 'view' },
  ],
};
const UPDATE: Permission = { module: 'dd', flag: 'update' };

/**
 * Both dates are needed; document 2 section 5: at ALL the warning is shown and the search
 * still runs. Answers the checked range.
 */
function checkRange(
  ctx: ActionContext,
  data: { warehouse: string; from_date?: string | null; to_date?: string | null; limit: number },
) {
  const problem = bookinRangeProblem(data);
  if (problem) throw badRequest(problem);
  if (!data.warehouse) ctx.warn(BOOKIN_MESSAGES.selectWarehouse);
  return { ...data, from_date: data.from_date!, to_date: data.to_date! };
}

export const bookinActions = [
  defineAction({
    contract: BOOKIN_CALLS.summary,
    permission: VIEW,
    description:
      'Counts of the bookins of a warehouse (every one at ALL or empty, with the warning ' +
      '"Please Select a Warehouse") booked in from_date..to_date: bookins, dockets, receiving ' +
      '(receiving_status Opened), checked (docket_status Checked), put_aways, put_aways_pending ' +
      '(still at the dock), put_aways_done; and dockets_awaiting (the warehouse’s dockets not ' +
      'received yet, any date). results[0].',
    async handler(ctx, data) {
      return [await bookinSummary(ctx.db, ctx.siteId, checkRange(ctx, data))];
    },
  }),
  defineAction({
    contract: BOOKIN_CALLS.list,
    permission: VIEW,
    description:
      'Bookins booked in from_date..to_date (booking_date) in a warehouse (every one at ALL, ' +
      'with the warning "Please Select a Warehouse"), latest first. Rows: booking_id, warehouse, ' +
      'booking_date, customer_code (the supplier), customer_name, purchase_order_number (comma ' +
      'separated) and purchase_order_numbers, delivery_dockets, no_put_aways, put_aways_pending, ' +
      'docket_status, receiving_status. Row colour (bookinRowVariant): info with no put-aways, ' +
      'warning when docket_status is not Checked, else success.',
    async handler(ctx, data) {
      return listBookins(ctx.db, ctx.siteId, checkRange(ctx, data));
    },
  }),
  defineAction({
    contract: BOOKIN_CALLS.get,
    permission: VIEW,
    description:
      'One bookin with purchase_orders (each with the bookin’s delivery_dockets and its lines: ' +
      'ordered, received, received_in_bookin and line_status Complete when the bookin is ' +
      'Checked, Receiving while receiving_status is Opened, else Put Away) and put_aways ' +
      '(barcode, from_location, location, put_away_by, put_away_at, contents with inventory ' +
      'code, description, quantity in base units, serial/batch, date code, docket). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(String(data.booking_id), 'bookin');
      return [await getBookin(ctx.db, ctx.siteId, data.booking_id)];
    },
  }),
  defineAction({
    contract: BOOKIN_CALLS.awaiting,
    permission: VIEW,
    description:
      'Delivery dockets waiting to be received (no received date, no bookin) in a warehouse ' +
      '(every one at ALL): delivery_docket, purchase_order, supplier, expected_date, lines, ' +
      'cartons; expected first, at most 200.',
    async handler(ctx, data) {
      return awaitingDockets(ctx.db, ctx.siteId, data.warehouse);
    },
  }),
  defineAction({
    contract: BOOKIN_CALLS.receive,
    permission: UPDATE,
    description:
      'Receive a delivery docket (delivery_docket number, any case, or delivery_docket_id) into ' +
      'a new bookin (receiving_status Opened), or into booking_id when that one is still Opened ' +
      'for the same supplier and warehouse. Each line with cartons (carton_qty, in its purchase ' +
      'order line’s unit) arrives as stock of carton_qty x pack size base units at the ' +
      'warehouse’s receiving location (its first dock location by code) through the ledger ' +
      '(RECEIPT), all in one put-away whose barcode is an SSCC (00 + extension digit + the ' +
      'site’s GS1 company prefix + serial + check digit); the purchase order lines’ ' +
      'quantity_received grow by carton_qty (the order becomes complete when every line is in, ' +
      'else in_progress); the docket gets received_date (today at the warehouse), received_by, ' +
      'booking_id, docket_status RECEIVED and wms_status Received (every line Complete) or Part ' +
      'Received. Refused: unknown docket (404), already received or on hold (409), no cartons, ' +
      'no dock location (400). results[0]: {bookin, put_away}.',
    async handler(ctx, data): Promise<TReceiveResult[]> {
      const done = await receiveDocket(
        ctx.db,
        { siteId: ctx.siteId, userId: ctx.user.user_id },
        data,
      );
      ctx.logRecord(done.docket, 'delivery_docket');
      ctx.inform(BOOKIN_MESSAGES.received(done.docket, done.barcode, done.location));
      return [
        {
          bookin: await getBookin(ctx.db, ctx.siteId, done.booking_id),
          put_away: await getPutAway(ctx.db, ctx.siteId, done.put_away_id),
        },
      ];
    },
  }),
  defineAction({
    contract: BOOKIN_CALLS.put_away,
    permission: UPDATE,
    description:
      'Put a put-away (put_away_id, or its scanned barcode: the SSCC with or without its 00, ' +
      'brackets ignored) away to a bin (location code or barcode of its warehouse; not a dock ' +
      'location, active): a PUT_AWAY movement per content line from the receiving location ' +
      'through the ledger; sets location, put_away_by, put_away_at. The bookin’s receiving ' +
      'closes (receiving_status Closed); when none of its put-aways is left at the dock its ' +
      'docket_status becomes Checked and its dockets’ docket_status CHECKED. Refused: unknown ' +
      'barcode (404), already put away (409), unknown, dock or inactive location (400). ' +
      'results[0]: {put_away, moved, bookin}.',
    async handler(ctx, data): Promise<TPutAwayResult[]> {
      const done = await putAwayTo(ctx.db, { siteId: ctx.siteId, userId: ctx.user.user_id }, data);
      ctx.logRecord(done.barcode, 'put_away');
      ctx.inform(BOOKIN_MESSAGES.putAway(done.barcode, done.location));
      if (done.checked) ctx.inform(BOOKIN_MESSAGES.bookinChecked(done.booking_id));
      return [
        {
          put_away: await getPutAway(ctx.db, ctx.siteId, done.put_away_id),
          moved: done.moved,
          bookin: await getBookin(ctx.db, ctx.siteId, done.booking_id),
        },
      ];
    },
  }),
];
