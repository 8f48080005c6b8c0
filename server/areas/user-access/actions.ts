import { CONNECTOR_USER_CALLS, LOGGED_ON_USER_CALLS } from '../../../src/contract';
import { defineAction, type AnyAction } from '../action-types';
import type { DocumentAdapter } from '../document-adapters';
import { getConnectorUser, listConnectorUsers, saveConnectorUser } from './connector-users';
import { clockOff, listLoggedOnUsers } from './logged-on-users';
import { requireUserFlag } from './site-scope';
import { userAdapter } from './user-adapter';
import { userPermissionAdapter } from './user-permission-adapter';
import { userSiteAdapter } from './user-site-adapter';
import { userSiteWarehouseAdapter } from './user-site-warehouse-adapter';

/** The document store types USER, USER_SITE, USER_SITE_WAREHOUSE and USER_PERMISSION. */
export const userAccessAdapters: DocumentAdapter[] = [
  userAdapter,
  userSiteAdapter,
  userSiteWarehouseAdapter,
  userPermissionAdapter,
];

/**
 * Connector users (service `user`, entity `user`; the Admin menu's Connector Users needs admin
 * update) and the logged-on users with their clock-off (service `admin`).
 */
export const userAccessActions: AnyAction[] = [
  defineAction({
    contract: CONNECTOR_USER_CALLS.list,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Connector users: at GLOBAL, search_type ALL with no search_term lists every user; ' +
      'otherwise search_type SITE with a site id as search_term (a site the caller manages ' +
      'users at), or the request site. Outside GLOBAL the provider and partner roles are hidden.',
    async handler(ctx, data) {
      return listConnectorUsers(ctx, data);
    },
  }),
  defineAction({
    contract: CONNECTOR_USER_CALLS.get,
    permission: { module: 'admin', flag: 'update' },
    description:
      'One connector user (a user of the request site): run_type, erp_user_id, wms_user_id, ' +
      'the sites the caller manages users at, and the permissions at the request site ' +
      '(section 3 defaults when it has none). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.user_id, 'user_id');
      return [await getConnectorUser(ctx, data.user_id)];
    },
  }),
  defineAction({
    contract: CONNECTOR_USER_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Save a connector user (data.user): display_name and email_address when given (an email ' +
      'another user has is a 409; a role other than the stored one is refused: the Site Users ' +
      'screen changes it), run_type, erp_user_id, wms_user_id, the sites given ' +
      '(current warehouse, printer set; user update needed at each) and the permission areas ' +
      'given at the request site (user update; no flag the caller does not hold, except the ' +
      "provider's role). Needs user update at every site of the user (or the provider's role; " +
      "the provider's and partners' accounts: the provider's role only), else 403. " +
      'results[0]: the user as get answers it.',
    async handler(ctx, data) {
      await requireUserFlag(ctx, 'update');
      return [await saveConnectorUser(ctx, data.user)];
    },
  }),
  defineAction({
    contract: LOGGED_ON_USER_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'Logged-on users: users of the request site with a live session (not revoked, not ' +
      'expired): user_id, display_name, email_address, erp_user_id, staff_id.',
    async handler(ctx) {
      return listLoggedOnUsers(ctx);
    },
  }),
  defineAction({
    contract: LOGGED_ON_USER_CALLS.clock_off,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Clock a user of the site off (clock_off true, user_id, warehouse or ALL): their open job ' +
      'timesheets at the warehouse end now with the minutes worked. A session serves every site ' +
      'of its user, so their sessions end only when this is their one site and the caller may ' +
      'change the user (user update there; not the provider or a partner unless the caller is ' +
      'the provider); otherwise an info message says why they stay signed in. results[0]: ' +
      'timesheets_closed, sessions_ended.',
    async handler(ctx, data) {
      return [await clockOff(ctx, data.user_id, data.warehouse)];
    },
  }),
];
