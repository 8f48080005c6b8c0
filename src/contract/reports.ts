import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { rules } from './form-rules';
import { MESSAGES } from './messages';
import { ZModule, type TModule } from './permissions';
import { ZColumnDisplay, ZReportColumn, humaniseKey, type TReportColumn } from './report-display';
import type { TVariant } from './status-colours';

/**
 * Reports (document 3 "Report"; service `reporting`, entity `report`): a report is a list of
 * operations run in order (SQL queries on the staging or wms schema, read-only, and transform
 * snippets run in a sandbox), the parameters its run screen asks for and the columns of its
 * result. Reports owned by GLOBAL are offered at every site and run on that site's rows.
 */

export const REPORT_TYPES = ['export', 'import'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];
export const OPERATION_TYPES = ['query', 'transform'] as const;
export type TOperationType = (typeof OPERATION_TYPES)[number];
/** Schemas an operation's SQL may read: the staging tables or the product's own (`wms`). */
export const REPORT_DATABASES = ['staging', 'wms'] as const;
export type TReportDatabase = (typeof REPORT_DATABASES)[number];
export const PARAMETER_FIELD_TYPES = [
  'text',
  'date',
  'from_date',
  'to_date',
  'number',
  'list',
  'file',
  /** One of the site's records (use_list names the source: CHOICE_SOURCES). */
  'choice',
] as const;
export type TParameterFieldType = (typeof PARAMETER_FIELD_TYPES)[number];
export const SELECTION_MODES = ['single', 'range', 'multiple'] as const;
export type TSelectionMode = (typeof SELECTION_MODES)[number];
export const REPORT_SEARCH_TYPES = ['ALL', 'REPORT', 'GROUP'] as const;
export type TReportSearchType = (typeof REPORT_SEARCH_TYPES)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** Document 3 section 9 defaults: type export, operation query on staging, data `final`. */
export const REPORT_DEFAULTS = {
  report_type: 'export' as TReportType,
  operation_type: 'query' as TOperationType,
  database: 'staging' as TReportDatabase,
  target_data: 'final',
  results_data: 'final',
};

/**
 * The modules a report reads when its definition names none: its SQL may read anything of the
 * site, which the SQL tool lets only query view select, so running it needs that view too.
 */
export const REPORT_DEFAULT_MODULES: readonly TModule[] = ['query'];

/** Rows a run answers on screen; an export streams every row. */
export const REPORT_SCREEN_ROW_LIMIT = 2_000;
/** Rows a transform may take in or give back (it holds them in the sandbox's memory). */
export const REPORT_TRANSFORM_ROW_LIMIT = 50_000;
/** Rows an export streams at most. */
export const REPORT_EXPORT_ROW_LIMIT = 5_000_000;
/** Rows of an uploaded file an import report takes. */
export const REPORT_IMPORT_ROW_LIMIT = 10_000;
/** statement_timeout of each query operation. */
export const REPORT_STATEMENT_TIMEOUT_MS = 15_000;
/** Wall time and heap of one transform snippet. */
export const REPORT_TRANSFORM_LIMITS = { timeMs: 3_000, memoryBytes: 64 * 1024 * 1024 };

/** Report list rows not owned by GLOBAL are highlighted (document 3 section 4). */
export const REPORT_OWN_VARIANT: TVariant = 'success';

/** A read replica further behind the primary than this (seconds) is named in the answer. */
export const REPLICA_LAG_SHOWN_SECONDS = 1;
/** Header of an export read from a lagging replica: how far behind it was, in seconds. */
export const REPLICA_LAG_HEADER = 'x-replica-lag-seconds';

export const READ_REPLICA_MESSAGES = {
  behind: (seconds: number) =>
    `Read from a replica ${seconds} s behind the primary: changes made in the last ${seconds} s may be missing`,
} as const;

export const REPORT_MESSAGES = {
  notFound: (report: string) => `Report '${report}' was not found`,
  globalReadOnly: (report: string) =>
    `Report '${report}' belongs to GLOBAL: save it under another name to change it at this site`,
  listedTwice: (what: string, name: string) => `${what} '${name}' is listed more than once`,
  parameterRequired: (label: string) => `${label} is required`,
  parameterNumber: (label: string) => `${label} must be a number`,
  parameterRange: (label: string, min: number | null, max: number | null) =>
    `${label} must be ${min !== null && max !== null ? `from ${min} to ${max}` : min !== null ? `at least ${min}` : `at most ${max}`}`,
  parameterDate: (label: string) => `${label} must be a date (YYYY-MM-DD) or a relative date`,
  parameterNotInList: (label: string, value: string) => `${label}: '${value}' is not in the list`,
  unknownParameter: (name: string) => `The report has no parameter '${name}'`,
  noOperations: 'The report has no operations to run',
  sqlMissing: (operation: string) => `Operation '${operation}' has no SQL command`,
  snippetMissing: (operation: string) => `Operation '${operation}' has no code snippet`,
  unknownData: (operation: string, name: string) =>
    `Operation '${operation}' reads '${name}', which no earlier operation made`,
  noResults: (name: string) => `No operation made the results data '${name}'`,
  importFileNeeded: 'Please upload the file this report imports',
  queryFailed: (operation: string, detail: string) =>
    `There was a problem runnning an SQL query (${operation}): ${detail}`,
  transformFailed: (operation: string, detail: string) =>
    `The transform '${operation}' failed: ${detail}`,
  transformTooManyRows: (operation: string, limit: number) =>
    `The transform '${operation}' works on at most ${limit} rows`,
  exportFailed: 'The export could not be made',
  noMailer: 'No SMTP_URL is set: the report cannot be mailed',
  mailSubject: (label: string, siteId: string, day: string) => `${label} (${siteId}, ${day})`,
  mailText: (label: string, rows: number, file: string) =>
    `The report ${label} found ${rows} row${rows === 1 ? '' : 's'}: see the attached ${file}.`,
  mailed: (report: string, rows: number, to: string) =>
    `Report ${report}: ${rows} row(s) mailed to ${to}`,
  listing: (error: string) => MESSAGES.somethingWentWrongDetail(error),
  getting: (report: string, error: string) =>
    `There was a problem getting the report '${report}', if the problem persists please contact support - ${error}`,
} as const;

const code = () =>
  rules
    .required()
    .max(60, 'May not be greater than 60 characters')
    .regex(
      /^[\p{L}\p{N}_.-]*$/u,
      'May only contain letters, numbers, dots, dashes and underscores',
    );
const optional = (max: number) => fields.text(max).trim().default('');
/** A name an operation's data or a parameter goes by in SQL (:name) and in snippets. */
const identifier = () =>
  z
    .string()
    .trim()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_]{0,62}$/,
      'Use letters, digits and _ (not starting with a digit)',
    );

export const ZReportOperation = z.object({
  operation_number: fields.int(1, 999),
  operation_name: rules.required().max(80, 'May not be greater than 80 characters'),
  operation_type: z.enum(OPERATION_TYPES).default(REPORT_DEFAULTS.operation_type),
  database: z.enum(REPORT_DATABASES).default(REPORT_DEFAULTS.database),
  /** A SELECT (or WITH … SELECT) with :name placeholders for parameters. */
  sql_command: optional(20_000),
  /** A transform: a function body given `data`, `params` and `import_data`, returning rows. */
  code_snippets: optional(20_000),
  /** The data name this operation's rows are kept under. */
  target_data: identifier().default(REPORT_DEFAULTS.target_data),
  /** The data a transform reads (its `rows`); ignored by queries. */
  results_data: identifier().default(REPORT_DEFAULTS.results_data),
});
export type TReportOperation = z.output<typeof ZReportOperation>;

export const ZReportParameter = z.object({
  /** The placeholder name in SQL (:database_field) and the key sent in `parameters`. */
  database_field: identifier(),
  display_name: rules.required().max(80, 'May not be greater than 80 characters'),
  field_type: z.enum(PARAMETER_FIELD_TYPES).default('text'),
  /** A list of the site (by name) whose values are the choices, for field type list. */
  use_list: optional(80),
  selection_mode: z.enum(SELECTION_MODES).default('single'),
  /** A value, or for dates a relative date ('today', 'last 7 days', 'today-7'). */
  default_from: optional(80),
  default_to: optional(80),
  minimum_value: z.number().nullable().default(null),
  maximum_value: z.number().nullable().default(null),
  required: z.boolean().default(false),
});
export type TReportParameter = z.output<typeof ZReportParameter>;

export const ZResultColumn = z
  .object({
    key: rules.required().max(63, 'May not be greater than 63 characters'),
    label: optional(80),
  })
  .extend(ZColumnDisplay.shape);
export type TResultColumn = z.output<typeof ZResultColumn>;

export const ZReportDefinition = z.object({
  report: code(),
  label: rules.required().max(120, 'May not be greater than 120 characters'),
  report_type: z.enum(REPORT_TYPES).default(REPORT_DEFAULTS.report_type),
  description: optional(1000),
  instructions: optional(4000),
  /** For an import report: what the uploaded file is (e.g. "CSV with location,item,qty"). */
  upload_file: optional(200),
  group: optional(60),
  sub_group: optional(60),
  default_search_option: optional(60),
  search_options: z.array(fields.text(60).trim()).max(20).default([]),
  operations: z.array(ZReportOperation).max(30).default([]),
  parameters: z.array(ZReportParameter).max(30).default([]),
  result_columns: z.array(ZResultColumn).max(200).default([]),
  /**
   * The modules whose data the report reads: listing, running and exporting it need view on
   * every one (default REPORT_DEFAULT_MODULES).
   */
  modules: z
    .array(ZModule)
    .min(1, 'Name at least one module the report reads')
    .max(20)
    .transform((m) => [...new Set(m)])
    .default([...REPORT_DEFAULT_MODULES]),
});
export type TReportDefinition = z.output<typeof ZReportDefinition>;
export type TReportDefinitionInput = z.input<typeof ZReportDefinition>;

export const BLANK_REPORT: TReportDefinition = {
  report: '',
  label: '',
  report_type: REPORT_DEFAULTS.report_type,
  description: '',
  instructions: '',
  upload_file: '',
  group: '',
  sub_group: '',
  default_search_option: '',
  search_options: [],
  operations: [],
  parameters: [],
  result_columns: [],
  modules: [...REPORT_DEFAULT_MODULES],
};

export const BLANK_OPERATION = (n: number): TReportOperation => ({
  operation_number: n,
  operation_name: '',
  operation_type: REPORT_DEFAULTS.operation_type,
  database: REPORT_DEFAULTS.database,
  sql_command: '',
  code_snippets: '',
  target_data: REPORT_DEFAULTS.target_data,
  results_data: REPORT_DEFAULTS.results_data,
});

export const BLANK_PARAMETER: TReportParameter = {
  database_field: '',
  display_name: '',
  field_type: 'text',
  use_list: '',
  selection_mode: 'single',
  default_from: '',
  default_to: '',
  minimum_value: null,
  maximum_value: null,
  required: false,
};

export const ZReportRow = z.object({
  report: z.string(),
  label: z.string(),
  report_type: z.string(),
  description: z.string(),
  group: z.string(),
  sub_group: z.string(),
  /** The owner: GLOBAL or the site. */
  site_id: z.string(),
  updated_at: z.string(),
  /** The modules it reads (view on each needed to run it). */
  modules: z.array(z.string()),
});
export type TReportRow = z.output<typeof ZReportRow>;

export const ZReportDetail = ZReportDefinition.extend({
  site_id: z.string(),
  updated_at: z.string(),
  /** The choices of each list parameter (by database_field). */
  list_options: z.record(
    z.string(),
    z.array(z.object({ list_value: z.string(), text: z.string() })),
  ),
});
export type TReportDetail = z.output<typeof ZReportDetail>;

/** A parameter's value as sent: one value, a range or several values. */
export const ZParameterValue = z.union([
  z.string().max(200),
  z.number(),
  z.array(z.union([z.string().max(200), z.number()])).max(500),
  z.object({
    from: z.union([z.string().max(200), z.number()]).optional(),
    to: z.union([z.string().max(200), z.number()]).optional(),
  }),
]);
export type TParameterValue = z.output<typeof ZParameterValue>;
export const ZReportParameters = z.record(z.string(), ZParameterValue);
export type TReportParameters = z.output<typeof ZReportParameters>;

/** Rows of an uploaded file (an import report): column name -> cell text. */
export const ZImportData = z
  .array(z.record(z.string(), z.union([z.string().max(2000), z.number(), z.null()])))
  .max(REPORT_IMPORT_ROW_LIMIT);
export type TImportData = z.output<typeof ZImportData>;

const reportKey = fields.text(60).trim().min(1);

export const ZReportRun = z.object({
  report: reportKey,
  parameters: ZReportParameters.default({}),
  import_data: ZImportData.optional(),
  /** The run's date range, as the run screen sends it (ISO, 00:00:00 and 23:59:59). */
  from_date: fields.text(40).optional(),
  to_date: fields.text(40).optional(),
});
export type TReportRunInput = z.input<typeof ZReportRun>;

export const ZResultCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const ZReportResult = z.object({
  report: z.string(),
  label: z.string(),
  columns: z.array(ZReportColumn),
  rows: z.array(z.record(z.string(), ZResultCell)),
  /** Rows the report made (rows may hold fewer: REPORT_SCREEN_ROW_LIMIT). */
  row_count: z.number(),
  truncated: z.boolean(),
});
export type TReportResult = z.output<typeof ZReportResult>;

export const REPORT_CALLS = {
  list: actionContract({
    service: 'reporting',
    entity: 'report',
    action: 'list',
    input: z.object({
      search_type: z.enum(REPORT_SEARCH_TYPES).default('ALL'),
      search_term: fields.text(80).trim().nullish(),
      /** Reports changed on or after / before the end of these days. */
      from_date: fields.dateOrInstant().or(z.literal('')).nullish(),
      to_date: fields.dateOrInstant().or(z.literal('')).nullish(),
    }),
    output: ZReportRow,
  }),
  get: actionContract({
    service: 'reporting',
    entity: 'report',
    action: 'get',
    input: z.object({ report: reportKey, site_id: fields.text(40).optional() }),
    output: ZReportDetail,
  }),
  report: actionContract({
    service: 'reporting',
    entity: 'report',
    action: 'report',
    input: ZReportRun.extend({ site_id: fields.text(40).optional() }),
    output: ZReportResult,
  }),
  check: actionContract({
    service: 'reporting',
    entity: 'report',
    action: 'check',
    input: z.object({ definition: ZReportDefinition }),
    output: ZReportRow,
  }),
  delete: actionContract({
    service: 'reporting',
    entity: 'report',
    action: 'delete',
    input: z.object({ report: reportKey }),
    output: ZReportRow,
  }),
};

/** POST body of the export download (an envelope without entity and action). */
export const ZReportExportRequest = z.object({
  site_id: fields.text(40),
  user_id: fields.text(80).optional(),
  data: ZReportRun.extend({ format: z.enum(EXPORT_FORMATS).default('csv') }),
});
export type TReportExportRequest = z.input<typeof ZReportExportRequest>;
export const REPORT_EXPORT_PATH = '/api/reporting/export';

/** The payload of the task master's report_export lambda. */
export const REPORT_TASK_PAYLOAD = z.strictObject({
  report: reportKey,
  parameters: ZReportParameters.optional(),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  /** One address, or several separated by commas (the report builder's schedules). */
  email_address: fields
    .text(1000)
    .trim()
    .refine(
      (v) => {
        const list = v.split(/[,;\s]+/).filter(Boolean);
        return list.length > 0 && list.every((a) => z.email().safeParse(a).success);
      },
      { message: 'Enter one or more email addresses, separated by commas' },
    ),
  subject: fields.text(200).optional(),
  /** Mail only on this date of the month (a shorter month's last day): a monthly schedule. */
  day_of_month: fields.int(1, 31).optional(),
});
export type TReportTaskPayload = z.output<typeof REPORT_TASK_PAYLOAD>;

/**
 * The columns shown: the report's result columns, else every key of the first row; a column
 * without a label is headed by its key made readable, never the raw key.
 */
export function reportColumns(
  resultColumns: readonly Partial<TResultColumn>[],
  keys: readonly string[],
): TReportColumn[] {
  const listed: readonly Partial<TResultColumn>[] =
    resultColumns.length > 0 ? resultColumns : keys.map((key) => ({ key }));
  return listed.map((c) =>
    ZReportColumn.parse({ ...c, label: c.label?.trim() || humaniseKey(c.key ?? '') }),
  );
}

/** A safe file name for a report's export. */
export const exportFileName = (report: string, format: TExportFormat, day: string) =>
  `${report.replace(/[^\w.-]+/g, '_')}-${day}.${format}`;
