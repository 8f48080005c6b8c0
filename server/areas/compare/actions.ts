import { and, eq } from 'drizzle-orm';
import { COMPARE_CALLS, COMPARE_MESSAGES as M } from '../../../src/contract';
import { erpOnHands } from '../../db/schema';
import { RuleErrors, badRequest } from '../../errors';
import { defineAction, type AnyAction } from '../action-types';
import { processCorrections, proposeCorrection } from './corrections';
import { listComparison, movementsSince, warehouseExists } from './queries';

/**
 * Service `tools`, entity `compare` and `movement` (document 1 section 7): the comparison
 * report of the ERP's on hand against the product's, its drill-down to movements, and the
 * Write On / Write Off corrections it processes through the stock ledger.
 */
export const compareActions: AnyAction[] = [
  defineAction({
    contract: COMPARE_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The comparison report of a warehouse (ALL: every warehouse the ERP has figures for): per ' +
      'item, serial/batch and date code the ERP on hand (as at its load), the adjusted ERP on hand ' +
      "(plus the product's movements in and out of the warehouse since then, not the report's own " +
      "corrections), the product's on hand now and difference = wms_on_hand - " +
      'adjusted_erp_on_hand. issues_only keeps rows whose difference is not 0. Read in one ' +
      'statement; ordered by warehouse, item, serial/batch, date code.',
    async handler(ctx, data) {
      return listComparison(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: COMPARE_CALLS.movements,
    permission: { module: 'admin', flag: 'view' },
    description:
      "A comparison row's movements: the ledger's movements of the item since the ERP figure " +
      '(processed_flag true, line = movement id; an adjustment’s empty side is GL), then the ' +
      'proposed correction while the difference is not 0 (processed_flag false, line 1..): a ' +
      'Write Off (to GL) of a surplus from the locations holding it, or a Write On (from GL) of ' +
      "a shortfall into the item's pick face, else where it is held, else the first location.",
    async handler(ctx, data) {
      ctx.logRecord(data.inventory_code, 'inventory_code', data.warehouse);
      return [
        ...(await movementsSince(ctx.db, ctx.siteId, data)),
        ...(await proposeCorrection(ctx.db, ctx.siteId, data)),
      ];
    },
  }),
  defineAction({
    contract: COMPARE_CALLS.process,
    permission: { module: 'mo', flag: 'update' },
    description:
      'Process comparison movements: each goes from GL (Write On) or to GL (Write Off) and a ' +
      'location of its warehouse. process true writes each through the stock ledger (reference ' +
      'COMPARISON) and answers them processed; process false only checks them. Any failure ' +
      '(unknown item or location, both or neither side GL, not enough stock) writes nothing. ' +
      "Each row's movements must bring its difference as it is now toward 0 and not past it: " +
      'a correction processed already (the row agrees) or one proposed for another difference ' +
      'is refused; the same correction sent twice at once is written once.',
    async handler(ctx, data) {
      ctx.logRecord(
        [...new Set(data.movements.map((m) => m.inventory_code))].join(','),
        'inventory_code',
      );
      const done = await processCorrections(
        ctx.db,
        ctx.siteId,
        ctx.user.user_id,
        data.process,
        data.movements,
      );
      ctx.inform(data.process ? M.processed(done.length) : M.checked(done.length));
      return done;
    },
  }),
  defineAction({
    contract: COMPARE_CALLS.load,
    permission: { module: 'erp', flag: 'update' },
    description:
      "Load the ERP's on-hand figures of one warehouse as at a moment (the ERP connector's " +
      "call): replaces the warehouse's figures whole. An item, serial/batch and date code " +
      'listed twice is refused and nothing is written.',
    async handler(ctx, data) {
      if (!(await warehouseExists(ctx.db, ctx.siteId, data.warehouse)))
        throw badRequest(M.warehouseUnknown(data.warehouse));
      const seen = new Set<string>();
      const twice: string[] = [];
      for (const i of data.items) {
        const key = [i.inventory_code, i.serial_batch, i.date_code].filter(Boolean).join(' ');
        if (seen.has(key)) twice.push(M.listedTwice(key));
        seen.add(key);
      }
      if (twice.length) throw new RuleErrors(twice.map((message) => ({ message })));
      ctx.logRecord(data.warehouse, 'warehouse');
      await ctx.db
        .delete(erpOnHands)
        .where(and(eq(erpOnHands.site_id, ctx.siteId), eq(erpOnHands.warehouse, data.warehouse)));
      const asAt = new Date(data.as_at);
      for (let i = 0; i < data.items.length; i += 500) {
        await ctx.db.insert(erpOnHands).values(
          data.items.slice(i, i + 500).map((item) => ({
            site_id: ctx.siteId,
            warehouse: data.warehouse,
            ...item,
            as_at: asAt,
            loaded_by: ctx.user.user_id,
          })),
        );
      }
      ctx.inform(M.loaded(data.items.length, data.warehouse));
      return [{ warehouse: data.warehouse, loaded: data.items.length }];
    },
  }),
];
