import { and, eq, sql } from 'drizzle-orm';
import {
  NAMED_SELECTS,
  SQL_COMMAND_CALLS,
  SQL_COMMAND_TYPE,
  SQL_TOOL_LIMITS,
  SQL_TOOL_MESSAGES as M,
  type TNamedSelect,
} from '../../../src/contract';
import { documents } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { runReadOnlyQuery } from '../../sql/run-query';
import { toAnswer } from '../../sql/sql-tool';
import { defineAction, type ActionContext } from '../action-types';
import { namesSiteSqlCommand } from '../../heavy-when';
import { NAMED_SELECT_QUERIES } from './queries';

const isNamedSelect = (name: string): name is TNamedSelect =>
  (NAMED_SELECTS as readonly string[]).includes(name);

type Select = {
  query_name?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  parameters: (string | number | boolean | null)[];
};

/** The site SQL command (document type SQL_COMMAND, query type select) of an entity and action. */
async function findSqlCommand(ctx: ActionContext, entity: string, action: string) {
  const [row] = await ctx.db
    .select({ data: documents.data })
    .from(documents)
    .where(
      and(
        eq(documents.site_id, ctx.siteId),
        eq(documents.document_type, SQL_COMMAND_TYPE),
        sql`${documents.data}->>'entity' = ${entity}`,
        sql`${documents.data}->>'action' = ${action}`,
        sql`coalesce(${documents.data}->>'query_type', 'select') = 'select'`,
      ),
    )
    .limit(1);
  return row?.data;
}

async function select(ctx: ActionContext, data: Select): Promise<Record<string, unknown>[]> {
  if (data.query_name && isNamedSelect(data.query_name)) {
    return NAMED_SELECT_QUERIES[data.query_name](ctx.db, ctx.siteId);
  }
  if (!data.entity || !data.action) {
    throw badRequest(M.queryProblem(`unknown named select '${data.query_name ?? ''}'`));
  }
  const command = await findSqlCommand(ctx, data.entity, data.action);
  const text = typeof command?.sql_command === 'string' ? command.sql_command : '';
  if (!text) throw notFound(M.queryProblem(`no SQL command for ${data.entity} ${data.action}`));
  ctx.logRecord(`${data.entity}-${data.action}`, SQL_COMMAND_TYPE);
  const answer = await runReadOnlyQuery(ctx.db, {
    siteId: ctx.siteId,
    sql: text,
    params: data.parameters,
    timeoutMs: SQL_TOOL_LIMITS.timeoutMs,
    maxRows: SQL_TOOL_LIMITS.maxRows,
  });
  return toAnswer(`${data.entity}-${data.action}`, answer).results;
}

const description =
  `A named select: query_name one of ${NAMED_SELECTS.join(', ')} (the site lookups), or the entity ` +
  'and action of a site SQL command (document type SQL_COMMAND, query type select), run read-only as ' +
  'the query role under the site with parameters as $1, $2...; results: its rows.';
const permission = {
  member:
    'site switch loads its named selects (load configurations); the SQL runs read-only under the site',
};

/** Service `query`, entity `sql_command` (document 1 spells it `sql command`): named selects. */
export const sqlCommandActions = [
  defineAction({
    contract: SQL_COMMAND_CALLS.select,
    heavy: namesSiteSqlCommand,
    permission,
    description,
    handler: (ctx, data) => select(ctx, data),
  }),
  defineAction({
    contract: SQL_COMMAND_CALLS.selectSpaced,
    heavy: namesSiteSqlCommand,
    permission,
    description,
    handler: (ctx, data) => select(ctx, data),
  }),
];
