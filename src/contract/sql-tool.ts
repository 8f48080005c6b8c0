/**
 * The SQL tool (document 3: SQL query screen, SQL commands): its databases, query types,
 * limits and messages, shared by the server's query runner and the screens.
 */

/** Databases the SQL query screen offers (document 3 section 5; staging is the default). */
export const SQL_DATABASES = ['staging', '{product}'] as const;
/** The command runner's databases (SQL Commands screen). */
export const SQL_COMMAND_DATABASES = ['staging', '{product}', 'history', 'global'] as const;
export const SQL_QUERY_TYPES = ['select', 'update'] as const;
export type TSqlQueryType = (typeof SQL_QUERY_TYPES)[number];
export const SQL_DEFAULTS = { database: 'staging', query_type: 'select' } as const;

/** Limits of one statement of the SQL tool. */
export const SQL_TOOL_LIMITS = {
  /** statement_timeout of each statement (PostgreSQL stops it there). */
  timeoutMs: 10_000,
  /** Rows answered to the screen; the rest are counted as truncated. */
  maxRows: 1_000,
  /** The planner's estimated cost above which a select is refused before it runs. */
  maxCost: 50_000_000,
  /** Rows fetched per batch by the streaming runner. */
  batchRows: 500,
} as const;

export const SQL_TOOL_MESSAGES = {
  runFailed: 'Something went wrong when running the SQL command!',
  queryProblem: (detail: string) => `There was a problem runnning an SQL query - ${detail}`,
  timedOut: (ms: number) => `The statement ran past its time limit of ${ms} ms and was stopped`,
  tooCostly: 'The statement would read too much data: narrow it with a WHERE clause or a LIMIT',
  notAllowed: (detail: string) => `The SQL tool may not do that: ${detail}`,
  readOnly: (detail: string) =>
    `A select runs read-only: use the query type update (and the query update permission) to change data (${detail})`,
  onlyOneQuery: (detail: string) =>
    `Send one query at a time (select, values or with, no other commands): ${detail}`,
  oneStatement: (detail: string) =>
    `Send one statement at a time (select, insert, update, delete): ${detail}`,
  notLockedDown:
    'The SQL tool is not available: the database could not lock down its query role (set_config is still executable by PUBLIC)',
  failed: (detail: string) => `The statement failed: ${detail}`,
  updatePermission: 'Running an update needs the update permission on SQL Query',
  sqlCommandProblem: (action: string, detail: string) =>
    `There was a problem ${action} the SQL Command, if the problem persists please contact support - ${detail}`,
  sqlCommandNeeded: 'Enter the SQL command to run',
} as const;
