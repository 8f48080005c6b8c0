import { z } from 'zod';
import { actionContract } from './action-contract';
import { text } from './fields';

/**
 * The SQL tool (document 3: SQL query screen, SQL commands): its databases, query types,
 * limits and messages, shared by the server's query runner and the screens.
 */

/**
 * Databases the SQL query screen offers (document 3 section 5; staging is the default). The
 * product keeps its data in one database: each name reads the site's rows of it, confined by
 * the query role.
 */
export const SQL_DATABASES = ['staging', 'wms'] as const;
/** The command runner's databases (SQL Commands screen). */
export const SQL_COMMAND_DATABASES = ['staging', 'wms', 'history', 'global'] as const;
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

/** Limits of every statement a user wrote, wherever it runs (SQL tool, reports, SQL lists). */
export const USER_SQL_LIMITS = {
  /** lock_timeout: a user statement gives up on a lock held by other work after this long. */
  lockTimeoutMs: 2_000,
  /** idle_in_transaction_session_timeout: the server ends a transaction left idle this long. */
  idleInTransactionMs: 30_000,
  /** The client cancels a statement this long after its statement_timeout if it still runs. */
  backstopMs: 1_000,
} as const;

export const SQL_TOOL_MESSAGES = {
  runFailed: 'Something went wrong when running the SQL command!',
  queryProblem: (detail: string) => `There was a problem runnning an SQL query - ${detail}`,
  timedOut: (ms: number) => `The statement ran past its time limit of ${ms} ms and was stopped`,
  lockTimedOut: (ms: number) =>
    `The statement waited more than ${ms} ms for data other work holds locked and was stopped: try again in a moment`,
  rowsCut: (name: string, shown: number) =>
    `${name}: only the first ${shown} rows are answered; narrow the query (WHERE, LIMIT) to see the rest`,
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

// ---- the SQL tool's answers and calls ----------------------------------------------------------

/** results[i] of a query call running SQL text (the SQL tool). */
export const ZSqlToolAnswer = z.object({
  query_name: z.string(),
  headers: z.array(z.string()),
  results: z.array(z.record(z.string(), z.unknown())),
  success: z.boolean(),
  /** Rows read, or changed by an update. */
  row_count: z.number().int(),
  /** More rows were found than answered. */
  truncated: z.boolean(),
  /** Why this statement failed (query_type update: the others still ran). */
  error: z.string().optional(),
});
export type TSqlToolAnswer = z.output<typeof ZSqlToolAnswer>;

/** The query name of the SQL tool's statements (any name that is not a named select). */
export const SQL_TOOL_QUERY_NAME = 'sql_tool';

/**
 * `sql_command select` (document 1 "database query"): a named select. Either one of the
 * built-in site lookups (query_name) or a site SQL command (document type SQL_COMMAND, query
 * type select) found by its entity and action, run read-only with `parameters` as $1, $2...
 */
export const ZSqlCommandSelect = z
  .object({
    query_name: text().max(80).optional(),
    entity: text().trim().max(80).optional(),
    action: text().trim().max(80).optional(),
    parameters: z
      .array(z.union([text().max(1000), z.number(), z.boolean(), z.null()]))
      .max(20)
      .default([]),
  })
  .refine((d) => !!d.query_name || (!!d.entity && !!d.action), {
    message: 'Give a query_name, or the entity and action of a site SQL command',
  });

export const ZSqlCommandRow = z.record(z.string(), z.unknown());

/** Document types of the SQL commands (document 3 "SQL command"). */
export const SQL_COMMAND_TYPE = 'SQL_COMMAND';
export const USER_SQL_COMMAND_TYPE = 'USER_SQL_COMMAND';
/** site_document of a site's SQL commands and of one user's own (My Queries). */
export const sqlCommandSiteDocument = (siteId: string) => `${siteId}-${SQL_COMMAND_TYPE}`;
export const userSqlCommandSiteDocument = (siteId: string, userId: string) =>
  `${siteId}-${userId}-${USER_SQL_COMMAND_TYPE}`;

/** A SQL command as the screens edit it (document 3 "SQL command"). */
export const ZSqlCommandItem = z.object({
  document_id: text().trim().max(200).optional(),
  entity: text().trim().max(80).default(''),
  action: text().trim().max(80).default(''),
  database: z.enum(SQL_COMMAND_DATABASES).default('staging'),
  query_type: z.enum(SQL_QUERY_TYPES).default('select'),
  description: text().trim().min(1, 'Enter a description').max(200),
  sql_command: text().trim().min(1, SQL_TOOL_MESSAGES.sqlCommandNeeded).max(100_000),
});
export type TSqlCommandItem = z.output<typeof ZSqlCommandItem>;
export type TSqlCommand = z.output<typeof ZSqlCommandItem> & {
  document_id: string;
  site_document: string;
  document_type: string;
  user_id?: string | undefined;
};
export const BLANK_SQL_COMMAND: TSqlCommandItem = {
  entity: '',
  action: '',
  database: 'staging',
  query_type: 'select',
  description: '',
  sql_command: '',
};

/** The SQL query screen's presets (document 3 section 5). */
export const SQL_PRESETS = [
  {
    label: 'Get the inventory id by inventory code',
    sql_command:
      "SELECT inventory_code, inventory_description, unit_of_measure FROM wms.inventory WHERE inventory_code = 'CODE'",
  },
  {
    label: 'List all tables',
    sql_command:
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'wms' ORDER BY table_name",
  },
  {
    label: "Show a table's structure",
    sql_command:
      "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'wms' AND table_name = 'locations' ORDER BY ordinal_position",
  },
] as const;

export const SQL_COMMAND_CALLS = {
  select: actionContract({
    service: 'query',
    entity: 'sql_command',
    action: 'select',
    input: ZSqlCommandSelect,
    output: ZSqlCommandRow,
  }),
  /** The same call as document 1 spells its entity. */
  selectSpaced: actionContract({
    service: 'query',
    entity: 'sql command',
    action: 'select',
    input: ZSqlCommandSelect,
    output: ZSqlCommandRow,
  }),
};
