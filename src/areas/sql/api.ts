import { callAction, callResults } from '../../api';
import {
  DOCUMENT_CALLS,
  SQL_COMMAND_TYPE,
  SQL_TOOL_MESSAGES as M,
  SQL_TOOL_QUERY_NAME,
  SQL_TOOL_VIEW,
  USER_SQL_COMMAND_TYPE,
  ZSqlCommandItem,
  type TSqlCommand,
  type TSqlCommandItem,
  type TSqlQueryType,
  type TSqlToolAnswer,
} from '../../contract';
import { refusedOr } from '../../ui';

/** Run one statement of the SQL tool; a refusal carries the server's message. */
export async function runSql(
  database: string,
  queryType: TSqlQueryType,
  sqlCommand: string,
): Promise<TSqlToolAnswer> {
  try {
    const [answer] = await callResults(
      SQL_TOOL_VIEW,
      {
        query_type: queryType,
        sql_commands: [{ database, query_name: SQL_TOOL_QUERY_NAME, sql_command: sqlCommand }],
      },
      { quietErrors: true, blocking: queryType !== 'select' },
    );
    if (!answer) throw new Error(M.runFailed);
    if (!answer.success) throw new Error(answer.error ?? M.runFailed);
    return answer;
  } catch (e) {
    throw refusedOr(e, M.queryProblem);
  }
}

/** Which SQL commands: the site's (Site Queries) or the caller's own (My Queries). */
export type SqlCommandScope = { type: string; siteDocument: string };

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

function toCommand(d: Record<string, unknown>): TSqlCommand {
  return {
    document_id: str(d.document_id),
    site_document: str(d.site_document),
    document_type: str(d.document_type),
    entity: str(d.entity),
    action: str(d.action),
    database: ZSqlCommandItem.shape.database.catch('staging').parse(d.database),
    query_type: ZSqlCommandItem.shape.query_type.catch('select').parse(d.query_type),
    description: str(d.description),
    sql_command: str(d.sql_command),
    user_id: str(d.user_id) || undefined,
  };
}

export async function fetchSqlCommands(scope: SqlCommandScope): Promise<TSqlCommand[]> {
  try {
    const found = await callResults(
      DOCUMENT_CALLS.list,
      { site_document: scope.siteDocument },
      { quietErrors: true },
    );
    return found
      .map((d) => toCommand(d as Record<string, unknown>))
      .filter((c) => c.document_type === scope.type)
      .sort((a, b) => a.description.localeCompare(b.description));
  } catch (e) {
    throw refusedOr(e, (detail) => M.sqlCommandProblem('getting', detail));
  }
}

const newId = () => globalThis.crypto.randomUUID();

export async function saveSqlCommand(
  scope: SqlCommandScope,
  item: TSqlCommandItem,
  userId: string,
): Promise<void> {
  const record = ZSqlCommandItem.parse(item);
  try {
    await callAction(
      DOCUMENT_CALLS.add,
      {
        item: {
          ...record,
          document_id: record.document_id || newId(),
          document_type: scope.type,
          site_document: scope.siteDocument,
          user_id: userId,
        },
      },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.sqlCommandProblem('updating', detail));
  }
}

export async function deleteSqlCommand(command: TSqlCommand): Promise<void> {
  try {
    await callAction(
      DOCUMENT_CALLS.delete,
      {
        site_document: command.site_document,
        document_id: command.document_id,
        document_type: command.document_type,
      },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, (detail) => M.sqlCommandProblem('deleting', detail));
  }
}

export const SITE_QUERIES = SQL_COMMAND_TYPE;
export const MY_QUERIES = USER_SQL_COMMAND_TYPE;
