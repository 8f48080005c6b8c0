import { REASON_CODE_ADMIN_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteReasonCode, getReasonCode, saveReasonCode } from './queries';

/**
 * Service `admin`, entity `reason_code` (document 3 section 7): one reason code, its save and
 * delete. The list (`admin` / `reason_code` / `list`) is the picks area's: every screen that
 * moves stock offers the site's reason codes.
 */
export const reasonCodeActions: AnyAction[] = [
  defineAction({
    contract: REASON_CODE_ADMIN_CALLS.get,
    permission: {
      member: 'reason codes are site settings offered on every screen that moves stock',
    },
    description: 'One reason code by reason_id, else by reason_code. results[0]; 404 when missing.',
    async handler(ctx, data) {
      const row = await getReasonCode(ctx.db, ctx.siteId, data);
      ctx.logRecord(row.reason_code, 'reason_code');
      return [row];
    },
  }),
  defineAction({
    contract: REASON_CODE_ADMIN_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add a reason code, or update the one with reason_id (data or data.reason_code: ' +
      'reason_code, description and the flags of document 3, each false when not sent). The ' +
      'code is unique at the site (409). results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.reason_code, 'reason_code', data.description);
      return [await saveReasonCode(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: REASON_CODE_ADMIN_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete one reason code (reason_id or reason_code, or them under data.reason_code); ' +
      'picks keep the reason text they gave. results[0]: deleted; 404 when missing.',
    async handler(ctx, data) {
      const row = await deleteReasonCode(ctx.db, ctx.siteId, data);
      ctx.logRecord(row.reason_code, 'reason_code');
      return [row];
    },
  }),
];
