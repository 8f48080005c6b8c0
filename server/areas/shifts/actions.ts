import { SHIFT_ADMIN_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteShifts, saveShifts } from './queries';

/**
 * Service `admin`, entity `shift` (document 3 section 7): save and delete via data.items. The
 * list (`admin` / `shift` / `list`) is the dashboard's, whose shift filter offers them.
 */
export const shiftActions: AnyAction[] = [
  defineAction({
    contract: SHIFT_ADMIN_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update shifts (data.items: shift, shift_name, start_hour, end_hour). Hours are ' +
      'whole numbers 0-24 ("06" reads as 6; anything else is refused); an end not after the ' +
      'start passes midnight. results: saved, in the order sent.',
    async handler(ctx, data) {
      const [first] = data.items;
      if (first && data.items.length === 1) ctx.logRecord(first.shift, 'shift', first.shift_name);
      return saveShifts(ctx.db, ctx.siteId, data.items);
    },
  }),
  defineAction({
    contract: SHIFT_ADMIN_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete shifts (data.items: [{ shift }]); refused, one error per missing shift and ' +
      'nothing deleted, when one does not exist. results: deleted.',
    async handler(ctx, data) {
      const keys = [...new Set(data.items.map((i) => i.shift))];
      if (keys.length === 1) ctx.logRecord(keys[0]!, 'shift');
      return deleteShifts(ctx.db, ctx.siteId, keys);
    },
  }),
];
