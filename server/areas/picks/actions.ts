import {
  PICK_MESSAGES,
  PICK_ATTEMPT_CALLS,
  PICK_CALLS,
  REASON_CODE_CALLS,
} from '../../../src/contract';
import { RuleErrors, badRequest } from '../../errors';
import type { ActionContext } from '../action-types';
import { defineAction } from '../action-types';
import { changeRunDate, clearPicks, completePicks, createPicks, type Outcome } from './manage';
import { addPickAttempt } from '../../picking/pick-attempt';
import { getPick, listPicks, listReasonCodes } from './queries';

const view = { module: 'so', flag: 'view' } as const;
const update = { module: 'so', flag: 'update' } as const;

/**
 * A per-record call: when nothing could be done the call fails with one error per refused
 * record (nothing written); otherwise what could be done is done and each refused record is
 * a warning beside the info message.
 */
function settle(ctx: ActionContext, outcome: Outcome, info: string): void {
  if (outcome.done === 0) {
    throw new RuleErrors(outcome.refusals.map((message) => ({ message })));
  }
  for (const r of outcome.refusals) ctx.warn(r);
  ctx.inform(info);
}

const PER_RECORD =
  'Order by order: what may be done is done (info message), each refused record is a ' +
  'warning in its PICK_MESSAGES words; when nothing may be done the call fails with one ' +
  'error per refused record and nothing is written.';

/** Service `sales_order`, entities `pick` and `pick_attempt` (document 2 sections 2-9). */
export const pickActions = [
  defineAction({
    contract: PICK_CALLS.list,
    permission: view,
    description:
      "The picks of one warehouse (required; ALL or none answers 400 'Please Select a " +
      "Warehouse'): from_date..to_date on the required date, run_set (the runs of that run " +
      'set), run (id or code), locked_only, picking_queue (a pick section code or name). Rows ' +
      '(TPickRow): no_lines, num_of_unpicked_lines (neither picked in full nor closed short), ' +
      'total_ordered, total_picked, run_name, pick_name (else the customer name), status ' +
      '(new, in_progress, complete), locked_user, timestamp (created, ISO UTC). Required date, ' +
      'run, order, pick section order; at most 5000.',
    async handler(ctx, data) {
      if (!data.warehouse || data.warehouse === 'ALL') {
        throw badRequest(PICK_MESSAGES.selectWarehouse);
      }
      return listPicks(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: PICK_CALLS.get,
    permission: view,
    description:
      'One pick (TPickDetail): the list row, its warehouse and pick_lines (pick sequence ' +
      'order), each with its pick_attempts (user_id, pick_face, batch_number, serial_number, ' +
      'expiry_date, quantity_picked, reason, last_modified_time). 404 when not found.',
    async handler(ctx, data) {
      const pick = await getPick(ctx.db, ctx.siteId, data.pick_id);
      ctx.logRecord(String(pick.pick_id), 'pick');
      return [pick];
    },
  }),
  defineAction({
    contract: PICK_CALLS.complete,
    permission: update,
    description:
      'Force-complete pick_ids: each pick becomes complete and unlocked (its unpicked lines ' +
      'stay as they are); an order whose picks are then all complete becomes picked. ' +
      'Refused: a pick not found, or already complete. ' +
      PER_RECORD +
      ' results: the completed picks (TPickRow).',
    async handler(ctx, data) {
      const outcome = await completePicks(ctx.db, ctx.siteId, ctx.user.user_id, data.pick_ids);
      settle(ctx, outcome, PICK_MESSAGES.completed(outcome.done));
      ctx.logRecord(outcome.pickIds.join(','), 'pick', 'Picks force-completed');
      return listPicks(ctx.db, ctx.siteId, { pick_ids: outcome.pickIds });
    },
  }),
  defineAction({
    contract: PICK_CALLS.clear,
    permission: update,
    description:
      'Clear the picks of sales_order_numbers: only orders that are not new (nor complete or ' +
      'deleted), with nothing ' +
      'picked (no pick line picked, no order line supplied) and no lock (the order or any of ' +
      'its picks); their picks, lines and attempts are deleted, short reasons cleared and the ' +
      'order is new again. Refused: not found, or not clearable. ' +
      PER_RECORD +
      ' results: [] (the orders no longer have picks).',
    async handler(ctx, data) {
      const outcome = await clearPicks(ctx.db, ctx.siteId, data.sales_order_numbers);
      settle(ctx, outcome, PICK_MESSAGES.cleared(outcome.done));
      ctx.logRecord(data.sales_order_numbers.join(','), 'sales_order', 'Picks cleared');
      return [];
    },
  }),
  defineAction({
    contract: PICK_CALLS.change_run_date,
    permission: update,
    description:
      "Move sales_order_numbers to run_id (a run of each order's warehouse) and " +
      'required_date; their picks follow, with despatch_date when given. Refused: not found, ' +
      "or the run is not of the order's warehouse. " +
      PER_RECORD +
      " results: the moved orders' picks (TPickRow).",
    async handler(ctx, data) {
      const outcome = await changeRunDate(ctx.db, ctx.siteId, data);
      settle(ctx, outcome, PICK_MESSAGES.runDateChanged(outcome.done));
      ctx.logRecord(data.sales_order_numbers.join(','), 'sales_order', 'Run and date changed');
      return listPicks(ctx.db, ctx.siteId, { sales_order_ids: outcome.salesOrderIds });
    },
  }),
  defineAction({
    contract: PICK_CALLS.create,
    permission: update,
    description:
      'Create the picks of ONE run: warehouse_id, run_id (a run of that warehouse, else 400), ' +
      'pick_type (default Single), required_date, sales_order_numbers. Each order of the ' +
      'warehouse in status new gets one pick per pick section of its open lines (the section ' +
      "of the item's pick face in the warehouse; lines of items with no pick face go into a " +
      'pick with no section, and the picker names the pick face on the attempt), pick_name the ' +
      'customer name; the order becomes picking with the run and required date. Refused: not ' +
      'found, another warehouse, not new, no open lines. ' +
      PER_RECORD +
      ' results: the picks of the orders picked (TPickRow).',
    async handler(ctx, data) {
      const outcome = await createPicks(ctx.db, ctx.siteId, ctx.user.user_id, data);
      settle(ctx, outcome, PICK_MESSAGES.created(outcome.picks));
      ctx.logRecord(data.sales_order_numbers.join(','), 'sales_order', 'Picks created');
      return listPicks(ctx.db, ctx.siteId, { sales_order_ids: outcome.salesOrderIds });
    },
  }),
  defineAction({
    contract: PICK_ATTEMPT_CALLS.add,
    permission: update,
    description:
      'Confirm part or all of pick_line_id: quantity_picked (in the line unit; whole numbers ' +
      'unless the item is counted in KG) moves quantity × pack_size base units by a PICK ' +
      "movement of the stock ledger from the pick face (the line's, or pick_face given) to the " +
      "warehouse's first dock location, in the same transaction: the batch_number given, else " +
      'first expiry first (quarantined and recalled batches skipped), split over batches when ' +
      'needed (one attempt row per batch). Less than what is left needs a reason ' +
      "('Stock not on Shelf' or a picking reason code, by code or description) and closes the " +
      'line short (the reason is stored on the pick line and the order line). The pick line, ' +
      "the order line's supplied quantity, the pick (in_progress and locked to the picker, or " +
      'complete and unlocked when every line is picked or short) and the order (picked when ' +
      "all its picks are complete) follow. Refused: another user's lock, a complete pick or " +
      'closed line (409), over-pick, fractions, a short pick without a known reason, no pick ' +
      "face, no dock location (400), not enough stock at the pick face (409; another picker's " +
      'attempt took it) — nothing written. results[0]: the pick (TPickDetail).',
    async handler(ctx, data) {
      const pickId = await addPickAttempt(
        ctx.db,
        ctx.siteId,
        ctx.user.user_id,
        ctx.requestId,
        data,
        ctx.times,
      );
      const pick = await getPick(ctx.db, ctx.siteId, pickId);
      ctx.logRecord(pick.sales_order_number, 'sales_order', `Pick ${pickId} attempt`);
      return [pick];
    },
  }),
  defineAction({
    contract: REASON_CODE_CALLS.list,
    permission: {
      member: 'reason codes are site settings offered on every screen that moves stock',
    },
    description:
      "The site's reason codes (TReasonCode) by code; use_on_picking, use_on_receipt, " +
      'use_on_delivery, use_on_stock_check narrow to those with the flag as given (the ' +
      'picking screen asks use_on_picking: true and offers them beside Stock not on Shelf).',
    async handler(ctx, data) {
      return listReasonCodes(ctx.db, ctx.siteId, data);
    },
  }),
];
