import { LOG_CALLS, LOG_MESSAGES as M } from '../../../src/contract';
import { settleLateCommits } from '../../db/call-transaction';
import { badRequest, notFound } from '../../errors';
import { defineAction, type ActionContext } from '../action-types';
import { countLog, getLog, listLog, writeLogRecords } from './queries';
import { asSeenBy, namesServerCall, type LogReader } from './record-access';

const member = {
  member:
    "every member lists the site's activity log (the Logs menu is always shown); a record's request, response and errors only with view on the module of its action (a record of no module: its own user or admin view); secrets are redacted when written",
};

const readerOf = (ctx: ActionContext): LogReader => ({
  userId: ctx.user.user_id,
  can: (module, flag) => ctx.can(module, flag),
});

/** Service `logging`, entity `log` (document 3 "Logging"): the activity log of the site. */
export const loggingActions = [
  defineAction({
    contract: LOG_CALLS.list,
    permission: member,
    description:
      'The site’s activity log, newest first, a page of at most 500 from offset (log count gives ' +
      'the total): log_lookup (its start), entity, date_part ' +
      '(YYYY-MM-DD) and hour in the site’s time zone, activity_id, session_id, errors_only, ' +
      'filter_expression with filter_values (`field = :v`, `begins_with(field, :v)`, ' +
      '`contains(field, :v)` joined by AND over entity, action, method, status, log_key, ' +
      'log_key_type, log_description, user_id), search_term (each word, any case, in the ' +
      'description, log_key or user_id). summary false: each record with its detail; ' +
      'its request, response and errors are null and withheld true unless the caller may view ' +
      'the module its action requires (an action of no module, or a client note: its own ' +
      'user, or admin view).',
    async handler(ctx, data) {
      // The records of reads answered before their COMMIT are in before the search runs.
      await settleLateCommits();
      const rows = await listLog(ctx.db, {
        ...data,
        siteId: ctx.siteId,
        zone: ctx.site.local_zone || 'UTC',
      });
      const reader = readerOf(ctx);
      return rows.map((row) => asSeenBy(reader, row));
    },
  }),
  defineAction({
    contract: LOG_CALLS.count,
    permission: member,
    description:
      'How many records `log list` finds with the same search, over all its pages. ' +
      'results[0]: { total }.',
    async handler(ctx, data) {
      await settleLateCommits();
      const total = await countLog(ctx.db, {
        ...data,
        siteId: ctx.siteId,
        zone: ctx.site.local_zone || 'UTC',
      });
      return [{ total }];
    },
  }),
  defineAction({
    contract: LOG_CALLS.get,
    permission: member,
    description:
      'One log record with its request and response (secrets redacted), by log_id or the latest ' +
      'of a session_id; the request, response and errors withheld as in log list.',
    async handler(ctx, data) {
      await settleLateCommits();
      const row = await getLog(ctx.db, ctx.siteId, data);
      if (!row) throw notFound(M.notFound);
      return [asSeenBy(readerOf(ctx), row)];
    },
  }),
  defineAction({
    contract: LOG_CALLS.check,
    permission: {
      member:
        'every member writes its own records to the log of its site (user, session and site are the caller’s), marked as client notes',
    },
    description:
      'Write log records (log, or items): entity, action, method, log_key, log_key_type, ' +
      'log_description, status, request, response, start_time, finished_time, success, errors, ' +
      'activity_id. Site, user, session and time zone are the caller’s; each is marked ' +
      'client_note. An entity and action of a server call, or a log_key naming one ' +
      '(service/entity/action), is refused. log_lookup is site-entity-log_key. results: the ' +
      'written records.',
    async handler(ctx, data) {
      const records = data.items ?? (data.log ? [data.log] : []);
      const posing = records.find((r) => namesServerCall(r));
      if (posing) throw badRequest(M.serverCall(posing.entity, posing.action));
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
