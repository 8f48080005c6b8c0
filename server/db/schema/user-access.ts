import { text } from 'drizzle-orm/pg-core';
import { DEFAULT_RUN_TYPE } from '../../../src/contract';
import { stamps } from './columns';
import { users } from './users';
import { wms } from './wms';

/**
 * A connector user's settings (document 3 "Connector user"): run type and the user's ids in
 * the ERP and in the product. One row per user, kept apart from `wms.users` (the site users'
 * identity); not a tenant table, as a user is the same at every site.
 */
export const userConnectorSettings = wms.table('user_connector_settings', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  run_type: text('run_type').notNull().default(DEFAULT_RUN_TYPE),
  erp_user_id: text('erp_user_id'),
  wms_user_id: text('wms_user_id'),
  ...stamps(),
});
