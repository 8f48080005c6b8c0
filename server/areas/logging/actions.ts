import { LOG_CALLS, LOG_MESSAGES as M } from '../../../src/contract';
import { notFound } from '../../errors';
import { defineAction } from '../action-types';
import { getLog, listLog } from './queries';

const member = {
  member:
    "every member reads the site's activity log (the Logs menu is always shown); secrets are redacted when written",
};

/** Service `logging`, entity `log` (document 3 "Logging"): the activity log of the site. */
export const loggingActions = [
  defineAction({
    contract: LOG_CALLS.list,
    permission: member,
    description:
      'The site’s activity log, newest first (at most 500): log_lookup (its start), entity, date_part ' +
      '(YYYY-MM-DD) and hour in the site’s time zone, activity_id, session_id, errors_only.',
    async handler(ctx, data) {
      return listLog(ctx.db, { ...data, siteId: ctx.siteId, zone: ctx.site.local_zone || 'UTC' });
    },
  }),
  defineAction({
    contract: LOG_CALLS.get,
    permission: member,
    description:
      'One log record with its request and response (secrets redacted), by log_id or the latest of a session_id.',
    async handler(ctx, data) {
      const row = await getLog(ctx.db, ctx.siteId, data);
      if (!row) throw notFound(M.notFound);
      return [row];
    },
  }),
];
