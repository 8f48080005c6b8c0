import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { ZSqlToolAnswer } from './sql-tool';
import { text } from './fields';

/**
 * Named selects of the SQL query endpoint used for site lookups (document 3 section 7).
 * The server runs its own SQL for each name; SQL text from the client is never run here.
 */
export const NAMED_SELECTS = [
  'site_warehouses',
  'site_printer_sets',
  'site_work_centres',
  'site_run_sets',
] as const;
export type TNamedSelect = (typeof NAMED_SELECTS)[number];

export const ZQueryRequest = z.object({
  query_type: z.enum(['select', 'update', 'update_transaction']).default('select'),
  sql_commands: z
    .array(
      z.object({
        database: text().max(40).optional(),
        query_name: text().min(1).max(80),
        sql_command: text().max(100_000).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type TQueryRequest = z.infer<typeof ZQueryRequest>;

/** results[i] of a query call. */
export type TQueryResult<Row> = {
  query_name: string;
  headers: string[];
  results: Row[];
  success: boolean;
};

export const ZWarehouseOption = z.object({
  warehouse: z.string(),
  value: z.string(),
  warehouse_name: z.string(),
  text: z.string(),
});
export type TWarehouseOption = z.output<typeof ZWarehouseOption>;
export const ZPrinterSetOption = z.object({
  value: z.string(),
  text: z.string(),
  warehouse: z.string().nullable(),
});
export type TPrinterSetOption = z.output<typeof ZPrinterSetOption>;
export const ZWorkCentreOption = z.object({
  value: z.string(),
  text: z.string(),
  warehouse: z.string(),
});
export type TWorkCentreOption = z.output<typeof ZWorkCentreOption>;
export const ZRunSetOption = z.object({
  value: z.string(),
  text: z.string(),
  warehouse: z.string(),
});
export type TRunSetOption = z.output<typeof ZRunSetOption>;

/** results[i] of a named select: the rows of one of the site lookups. */
export const ZQueryAnswer = z.object({
  query_name: z.enum(NAMED_SELECTS),
  headers: z.array(z.string()),
  results: z.array(
    z.union([ZWarehouseOption, ZPrinterSetOption, ZWorkCentreOption, ZRunSetOption]),
  ),
  success: z.boolean(),
});

// ---- Calls (service `query`) -----------------------------------------------------------------

export const QUERY_CALLS = {
  query: actionContract({
    service: 'query',
    entity: 'query',
    action: 'query',
    input: ZQueryRequest,
    /** A named select's site lookup rows, or the SQL tool's columns and rows. */
    output: z.union([ZQueryAnswer, ZSqlToolAnswer]),
  }),
};

/** The query call read as named selects only (the site lookups). */
export const NAMED_SELECT_VIEW = callView(QUERY_CALLS.query, ZQueryAnswer);
/** The query call read as the SQL tool's answers (SQL text sent). */
export const SQL_TOOL_VIEW = callView(QUERY_CALLS.query, ZSqlToolAnswer);
