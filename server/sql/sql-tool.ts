import {
  SQL_COMMAND_DATABASES,
  SQL_TOOL_LIMITS,
  SQL_TOOL_MESSAGES as M,
  type TQueryRequest,
  type TSqlToolAnswer,
} from '../../src/contract';
import { AppError, badRequest } from '../errors';
import { runReadOnlyQuery, runUpdateQuery, type QueryAnswer } from './run-query';
import type { ActionContext, Permission } from '../areas/action-types';

type Command = TQueryRequest['sql_commands'][number];

/** A command sending no SQL of its own: a named select (a built-in site lookup). */
export const isNamedSelectCommand = (c: Command) => !c.sql_command?.trim();

/**
 * The query call's permission: the site lookups need membership only; SQL text needs the
 * query module's view flag to select and its update flag to update.
 */
export function queryPermission(data: TQueryRequest): Permission {
  if (data.sql_commands.every(isNamedSelectCommand))
    return {
      member: "the settings sidebar's site lists (warehouses, printer and run sets, work centres)",
    };
  if (data.query_type === 'select') return { module: 'query', flag: 'view' };
  return { module: 'query', flag: 'update' };
}

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
  const texts = data.sql_commands.map(checkCommand);
  ctx.logRecord('sql', 'SQL', texts.join('; ').slice(0, 500));
  const answers: TSqlToolAnswer[] = [];
  for (const [i, text] of texts.entries()) {
    const name = data.sql_commands[i]!.query_name;
    const limits = {
      siteId: ctx.siteId,
      sql: text,
      timeoutMs: SQL_TOOL_LIMITS.timeoutMs,
      maxRows: SQL_TOOL_LIMITS.maxRows,
    };
    if (data.query_type === 'select') {
      answers.push(toAnswer(name, await runReadOnlyQuery(ctx.db, limits)));
      continue;
    }
    try {
      const r = await runUpdateQuery(ctx.db, limits);
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
