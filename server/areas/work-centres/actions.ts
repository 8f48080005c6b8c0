import { WORK_CENTRE_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteWorkCentres, getWorkCentre, listWorkCentres, saveWorkCentre } from './queries';

/**
 * Service `admin`, entity `work_centre` (document 3 section 7): the work centres of a
 * warehouse. The site lookup `site_work_centres` reads the same table.
 */
export const workCentreActions: AnyAction[] = [
  defineAction({
    contract: WORK_CENTRE_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The work centres of one warehouse of the site by code; search_term (2+ characters, ' +
      'shorter is ignored) filters code or name. An unknown warehouse is refused.',
    async handler(ctx, data) {
      return listWorkCentres(ctx.db, ctx.siteId, data.warehouse, data.search_term);
    },
  }),
  defineAction({
    contract: WORK_CENTRE_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One work centre (warehouse, work_centre). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(`${data.warehouse}/${data.work_centre}`, 'work_centre');
      return [await getWorkCentre(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: WORK_CENTRE_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update one work centre (data.work_centre: warehouse, work_centre, ' +
      'work_centre_name); the warehouse must exist at the site. results[0]: saved.',
    async handler(ctx, data) {
      const wc = data.work_centre;
      ctx.logRecord(`${wc.warehouse}/${wc.work_centre}`, 'work_centre', wc.work_centre_name);
      return [await saveWorkCentre(ctx.db, ctx.siteId, wc)];
    },
  }),
  defineAction({
    contract: WORK_CENTRE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete work centres (data.work_centres: [{ warehouse, work_centre }]); refused, with one ' +
      'error per missing work centre and nothing deleted, when one does not exist. results: deleted.',
    async handler(ctx, data) {
      const [first] = data.work_centres;
      if (first && data.work_centres.length === 1)
        ctx.logRecord(`${first.warehouse}/${first.work_centre}`, 'work_centre');
      return deleteWorkCentres(ctx.db, ctx.siteId, data.work_centres);
    },
  }),
];
