import { ERROR_CODES, GLOBAL_SITE, SITE_CALLS, SITE_MESSAGES as M } from '../../../src/contract';
import { badRequest, forbidden } from '../../errors';
import { defineAction, type AnyAction } from '../action-types';
import { siteToSave } from './site-change';
import { getSite, listSiteUsers, listSites, saveSite } from './site-queries';

/**
 * Service `site`, entity `site` (document 3 "Sites"): the provider keeps every site from
 * GLOBAL (the only role allowed there); elsewhere an administrator reads their own site.
 */
export const siteRecordActions: AnyAction[] = [
  defineAction({
    contract: SITE_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'At GLOBAL: every site, inactive ones included, by site id, as get answers it. At any other ' +
      'site: that site only.',
    async handler(ctx) {
      const rows = await listSites(ctx.db);
      return ctx.siteId === GLOBAL_SITE ? rows : rows.filter((r) => r.site_id === ctx.siteId);
    },
  }),
  defineAction({
    contract: SITE_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description:
      'One site with the settings its screen shows (site_id). At GLOBAL any site; elsewhere only ' +
      'the request site. Passwords are never answered: database_password_set and ' +
      'erp_password_set say whether one is stored. results[0].',
    async handler(ctx, data) {
      if (ctx.siteId !== GLOBAL_SITE && data.site_id !== ctx.siteId)
        throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, M.ownSiteOnly);
      ctx.logRecord(data.site_id, 'site_id');
      return [await getSite(ctx.db, data.site_id)];
    },
  }),
  defineAction({
    contract: SITE_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update a site (data.site) and its settings (ERP interface, licences, branding); ' +
      'only at GLOBAL. An existing site changes only in the fields sent; a new site needs ' +
      'site_name and gets its site_settings row. database_password and ' +
      'erp_password are stored encrypted: empty or missing keeps the stored one while its ' +
      'address keeps its place (erp_interface_url origin; database host and port) and clears ' +
      'it when that moves, clear_database_password / clear_erp_password remove it. ' +
      'results[0]: the saved site.',
    async handler(ctx, data) {
      if (ctx.siteId !== GLOBAL_SITE)
        throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, M.manageAtGlobal);
      const site = await siteToSave(ctx.db, data.site);
      if (site.site_id === GLOBAL_SITE && !site.active) throw badRequest(M.globalStaysActive);
      ctx.logRecord(site.site_id, 'site_id', site.site_name);
      return [await saveSite(ctx.db, site, ctx.user.user_id, (m) => ctx.inform(m))];
    },
  }),
  defineAction({
    contract: SITE_CALLS.users,
    permission: { module: 'site', flag: 'view' },
    description:
      'The active users linked to the request site (user_id, display_name), e.g. to assign a ' +
      'project item.',
    async handler(ctx) {
      return listSiteUsers(ctx.db, ctx.siteId);
    },
  }),
];
