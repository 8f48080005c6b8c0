import {
  API_MESSAGES,
  MESSAGES,
  NAMED_SELECTS,
  QUERY_CALLS,
  type ActionResult,
  type TNamedSelect,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { sendsSqlText } from '../../heavy-when';
import { runSqlTool, runsSqlText } from '../../sql/sql-tool';
import { NAMED_SELECT_HEADERS, NAMED_SELECT_QUERIES } from './queries';

const isNamedSelect = (name: string): name is TNamedSelect =>
  (NAMED_SELECTS as readonly string[]).includes(name);

/** Service `query`: the named site lookups, and the SQL tool when SQL text is sent. */
export const lookupActions = [
  defineAction({
    contract: QUERY_CALLS.query,
    heavy: sendsSqlText,
    permission: {
      member:
        "the settings sidebar's site lists (warehouses, printer and run sets, work centres); SQL text is run only for query view (select) or query update (update), checked by the handler",
    },
    description:
      `Named selects of the request site: ${NAMED_SELECTS.join(', ')}. Each sql_commands[i].query_name is ` +
      'answered by the server’s own SQL; results[i]: {query_name, headers, results, success}. ' +
      'With SQL text (sql_command) under another query_name, for a caller with query view, it is the SQL tool (query view to select, query update to update): ' +
      'each statement runs alone as a locked-down role under the site (see server/sql/run-query.ts); ' +
      'results[i] adds row_count and truncated.',
    async handler(ctx, data) {
      if (runsSqlText(ctx, data)) return runSqlTool(ctx, data);
      const unknown = data.sql_commands.find((c) => !isNamedSelect(c.query_name));
      if (unknown) throw badRequest(MESSAGES.unknownNamedSelect(unknown.query_name));
      if (data.query_type !== 'select') throw badRequest(API_MESSAGES.onlyNamedSelects);
      const answers: ActionResult<typeof QUERY_CALLS.query>[] = [];
      for (const command of data.sql_commands) {
        const name = command.query_name as TNamedSelect;
        const results = await NAMED_SELECT_QUERIES[name](ctx.db, ctx.siteId);
        answers.push({
          query_name: name,
          headers: NAMED_SELECT_HEADERS[name],
          results,
          success: true,
        });
      }
      return answers;
    },
  }),
];
