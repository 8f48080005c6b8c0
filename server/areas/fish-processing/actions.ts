import { ERROR_CODES, FISH_CALLS, FISH_MESSAGES as M } from '../../../src/contract';
import { badRequest, forbidden, notFound } from '../../errors';
import { addPickAttempt } from '../../picking/pick-attempt';
import type { ActionContext, AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { fishProcessingUsed, getFishLine, listFishLines } from './queries';

const update = { module: 'so', flag: 'update' } as const;

/** Document 2 section 6: fish processing is for the sites whose settings use it. */
async function requireFishSite(ctx: ActionContext): Promise<void> {
  if (!(await fishProcessingUsed(ctx.db, ctx.siteId))) {
    throw forbidden(ERROR_CODES.FORBIDDEN_SITE, M.siteNotFish);
  }
}

/**
 * Service `sales_order`, entity `pick_lines` (document 2 "Pick data for fish"): the
 * fresh-fish pick lines of a warehouse and their picking, for sales-order updaters at a site
 * that uses fish processing.
 */
export const fishProcessingActions: AnyAction[] = [
  defineAction({
    contract: FISH_CALLS.get,
    permission: update,
    description:
      'The pick lines of warehouse (required; ALL is refused) whose pick is in picking_section ' +
      "(code or name, default 'Fresh Fish') and required from_date..to_date, by required " +
      'date, run, customer and pick sequence (TFishPickLine: run_name, customer_name, ' +
      'operator_instructions = the order delivery instructions, pick_line_status open or ' +
      'picked, randome_measure = counted in KG). 403 at a site whose settings do not use fish ' +
      'processing.',
    async handler(ctx, data) {
      await requireFishSite(ctx);
      if (data.warehouse.toUpperCase() === 'ALL') throw badRequest(M.selectWarehouse);
      return listFishLines(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: FISH_CALLS.pick_attempt,
    permission: update,
    description:
      'Pick one fish line: quantity_picked (decimals only for a random-measure item, whole ' +
      'numbers otherwise) moves from the pick face to the dock like a pick attempt; less than ' +
      "what is left closes the line short with reason (default 'Stock not on Shelf'). The " +
      'pick and order follow. Refusals as the pick attempt (404 unknown line, 409 closed line ' +
      'or not enough stock, 400 over-pick or fraction) and 403 at a site without fish ' +
      'processing; nothing is written. results[0]: the line (TFishPickLine).',
    async handler(ctx, data) {
      await requireFishSite(ctx);
      await addPickAttempt(ctx.db, ctx.siteId, ctx.user.user_id, ctx.requestId, data, ctx.times);
      const line = await getFishLine(ctx.db, ctx.siteId, data.pick_line_id);
      if (!line) throw notFound(M.failed);
      ctx.logRecord(line.sales_order_number, 'sales_order', `Fish line ${line.pick_line_id}`);
      return [line];
    },
  }),
];
