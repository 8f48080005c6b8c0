import { sql } from 'drizzle-orm';
import {
  GLOBAL_SITE,
  SETUP_CLEAR_CALLS,
  SETUP_CLEAR_MESSAGES as M,
  SETUP_CLEAR_FLAGS,
} from '../../../src/contract';
import { SITE_SETTING } from '../../db/rls';
import { rows } from '../../db/sql';
import { badRequest, forbidden, notFound } from '../../errors';
import { ERROR_CODES } from '../../../src/contract';
import { defineAction, type AnyAction } from '../action-types';
import { anyFlag, clearSite } from './clear';

/**
 * Service `tools`, entity `setup`, action `clear` (document 1 section 7): from GLOBAL only,
 * with the site id typed again, clear a site's setup data in the call's one transaction.
 */
export const setupClearActions: AnyAction[] = [
  defineAction({
    contract: SETUP_CLEAR_CALLS.clear,
    permission: { module: 'site', flag: 'delete' },
    description:
      'Clear a site’s setup data (clear_site_id; confirm must repeat it) from the GLOBAL site ' +
      `only. Flags: ${SETUP_CLEAR_FLAGS.join(', ')}. stored_procedure: the ERP staging ` +
      '(ERP on-hand figures); transactions: every on hand written off through the stock ledger ' +
      '(reference SETUP CLEAR; the ledger keeps its history); customers with their ' +
      'attributes, minimum days and courier accounts; inventories with their warehouse ' +
      'settings, stocking factors and serial/batches (an item in the ledger is kept, made ' +
      'inactive); locations (409 while one holds stock, unless transactions too). All or ' +
      'nothing. results[0]: what was cleared.',
    async handler(ctx, data) {
      if (ctx.siteId !== GLOBAL_SITE) throw forbidden(ERROR_CODES.FORBIDDEN_SITE, M.globalOnly);
      const target = data.clear_site_id;
      if (data.confirm !== target) throw badRequest(M.confirmMismatch(target));
      if (target === GLOBAL_SITE) throw badRequest(M.notGlobal);
      const { clear_site_id: _s, confirm: _c, ...flags } = data;
      if (!anyFlag(flags)) throw badRequest(M.nothingChosen);
      await ctx.db.execute(sql`SELECT set_config(${SITE_SETTING}, ${target}, true)`);
      const found = await rows(ctx.db, sql`SELECT 1 FROM wms.sites WHERE site_id = ${target}`);
      await ctx.db.execute(sql`SELECT set_config(${SITE_SETTING}, ${ctx.siteId}, true)`);
      if (found.length === 0 || !(await ctx.canUseSite(target)))
        throw notFound(M.siteUnknown(target));
      ctx.logRecord(target, 'site_id', SETUP_CLEAR_FLAGS.filter((f) => flags[f]).join(','));
      const cleared = await clearSite(ctx.db, ctx.siteId, target, flags, ctx.user.user_id);
      ctx.inform(M.cleared(target));
      return [cleared];
    },
  }),
];
