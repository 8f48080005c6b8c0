import { MIRROR_CALLS, MIRROR_ENTITY_READ } from '../../../src/contract';
import { defineAction } from '../action-types';
import { pullMirror } from './pull';

/** Service `sync`, entity `mirror`: the device's mirror of the site's floor data. */
export const syncActions = [
  defineAction({
    contract: MIRROR_CALLS.pull,
    // Each entity needs the view flag its own screens need (src/contract MIRROR_ENTITY_READ).
    permission: (data) => ({ anyOf: [...MIRROR_ENTITY_READ[data.entity]] }),
    description:
      'One page of one mirrored entity (TMirrorPullAnswer). Without updated_since: every row ' +
      'in scope in key order from `after` (site-wide entities; warehouse-scoped ones of ' +
      '`warehouse`, required; open picks and jobs only, their lines/timesheets; packs of the ' +
      'warehouse and their contents). With updated_since (a cursor this call answered): the ' +
      'rows changed since, and the keys of rows deleted or no longer in scope in `deleted`; ' +
      '`reset` when the change log was pruned past it (clear the entity and load again). ' +
      "`cursor` is taken before any read: keep the first page's cursor once the last page is in.",
    async handler(ctx, data) {
      return [await pullMirror(ctx.db, ctx.siteId, data)];
    },
  }),
];
