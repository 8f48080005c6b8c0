import {
  NAMED_SELECTS,
  SQL_COMMAND_DATABASES,
  SQL_TOOL_LIMITS,
  SQL_TOOL_MESSAGES as M,
  type TQueryRequest,
  type TSqlToolAnswer,
} from '../../src/contract';
import { readsFrom } from '../db/read-replica';
import { AppError, badRequest } from '../errors';
import { runReadOnlyQuery, runUpdateQuery, type QueryAnswer } from './run-query';
import type { ActionContext } from '../areas/action-types';

type Command = TQueryRequest['sql_commands'][number];

/**
 * A command for the SQL tool: SQL text under a name that is not a built-in site lookup (a
 * lookup's name answers the lookup, whatever text comes with it).
 */
export const isSqlToolCommand = (c: Command) =>
  !(NAMED_SELECTS as readonly string[]).includes(c.query_name) && !!c.sql_command?.trim();

/** Does this call run SQL text? Only for a caller who may use the SQL tool (query view). */
export const runsSqlText = (ctx: ActionContext, data: TQueryRequest) =>
  data.sql_commands.some(isSqlToolCommand) && ctx.can('query', 'view');

/** Answer rows as objects keyed by column; a repeated column name gets a `_2`, `_3` suffix. */
export function toAnswer(name: string, a: QueryAnswer, rowCount = a.rows.length): TSqlToolAnswer {
  const seen = new Map<string, number>();
  const headers = a.columns.map((c) => {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return n === 1 ? c : `${c}_${n}`;
  });
  return {
    query_name: name,
    headers,
    results: a.rows.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i]]))),
    success: true,
    row_count: rowCount,
    truncated: a.truncated,
  };
}

function checkCommand(c: Command): string {
  const text = c.sql_command?.trim() ?? '';
  if (!text) throw badRequest(M.sqlCommandNeeded);
  const database = c.database ?? 'staging';
  if (!(SQL_COMMAND_DATABASES as readonly string[]).includes(database))
    throw badRequest(M.queryProblem(`unknown database '${database}'`));
  return text;
}

/**
 * The SQL tool (document 3 "SQL query endpoint"): each command's text run as one statement.
 * select: read-only under the query role; update: as the writer role, in the call's
 * transaction; update_transaction: the same, but one failure undoes them all (the call fails).
 * With update, a failing statement is answered with success false and the others stand.
 */
export async function runSqlTool(
  ctx: ActionContext,
  data: TQueryRequest,
): Promise<TSqlToolAnswer[]> {
  ctx.require('query', data.query_type === 'select' ? 'view' : 'update');
  const texts = data.sql_commands.map(checkCommand);
  ctx.logRecord('sql', 'SQL', texts.join('; ').slice(0, 500));
  const answers: TSqlToolAnswer[] = [];
  // Selects read from the replica when there is one; updates always run on the primary.
  const reads = data.query_type === 'select' ? await readsFrom(ctx.db, ctx.replica) : undefined;
  if (reads?.notice) ctx.inform(reads.notice);
  for (const [i, text] of texts.entries()) {
    const name = data.sql_commands[i]!.query_name;
    const limits = {
      siteId: ctx.siteId,
      sql: text,
      timeoutMs: SQL_TOOL_LIMITS.timeoutMs,
      maxRows: SQL_TOOL_LIMITS.maxRows,
    };
    if (data.query_type === 'select') {
      const r = await runReadOnlyQuery(reads!.db, limits);
      if (r.truncated) ctx.inform(M.rowsCut(name, limits.maxRows));
      answers.push(toAnswer(name, r));
      continue;
    }
    try {
      const r = await runUpdateQuery(ctx.db, limits);
      if (r.truncated) ctx.inform(M.rowsCut(name, limits.maxRows));
      answers.push(toAnswer(name, r, r.rowCount));
    } catch (error) {
      if (data.query_type === 'update_transaction' || !(error instanceof AppError)) throw error;
      ctx.warn(error.message);
      answers.push({
        query_name: name,
        headers: [],
        results: [],
        success: false,
        row_count: 0,
        truncated: false,
        error: error.message,
      });
    }
  }
  return answers;
}
