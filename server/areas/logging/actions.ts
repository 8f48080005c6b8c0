import { LOG_CALLS, LOG_MESSAGES as M } from '../../../src/contract';
import { settleLateCommits } from '../../db/call-transaction';
import { notFound } from '../../errors';
import { defineAction } from '../action-types';
import { getLog, listLog, writeLogRecords } from './queries';

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
      '(YYYY-MM-DD) and hour in the site’s time zone, activity_id, session_id, errors_only, ' +
      'filter_expression with filter_values (`field = :v`, `begins_with(field, :v)`, ' +
      '`contains(field, :v)` joined by AND over entity, action, method, status, log_key, ' +
      'log_key_type, log_description, user_id). summary false: each record with its detail.',
    async handler(ctx, data) {
      // The records of reads answered before their COMMIT are in before the search runs.
      await settleLateCommits();
      return listLog(ctx.db, { ...data, siteId: ctx.siteId, zone: ctx.site.local_zone || 'UTC' });
    },
  }),
  defineAction({
    contract: LOG_CALLS.get,
    permission: member,
    description:
      'One log record with its request and response (secrets redacted), by log_id or the latest of a session_id.',
    async handler(ctx, data) {
      await settleLateCommits();
      const row = await getLog(ctx.db, ctx.siteId, data);
      if (!row) throw notFound(M.notFound);
      return [row];
    },
  }),
  defineAction({
    contract: LOG_CALLS.check,
    permission: {
      member:
        'every member writes its own records to the log of its site (user, session and site are the caller’s)',
    },
    description:
      'Write log records (log, or items): entity, action, method, log_key, log_key_type, log_description, status, request, response, start_time, finished_time, success, errors, activity_id. Site, user, session and time zone are the caller’s; log_lookup is site-entity-log_key. results: the written records.',
    async handler(ctx, data) {
      const records = data.items ?? (data.log ? [data.log] : []);
      return writeLogRecords(
        ctx.db,
        {
          siteId: ctx.siteId,
          zone: ctx.site.local_zone || 'UTC',
          userId: ctx.user.user_id,
          sessionId: ctx.principal.session_id,
          requestId: ctx.requestId,
        },
        records,
      );
    },
  }),
];
