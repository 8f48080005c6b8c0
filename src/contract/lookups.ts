import { z } from 'zod';
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

export type TWarehouseOption = {
  warehouse: string;
  value: string;
  warehouse_name: string;
  text: string;
};
export type TPrinterSetOption = { value: string; text: string; warehouse: string | null };
export type TWorkCentreOption = { value: string; text: string; warehouse: string };
export type TRunSetOption = { value: string; text: string; warehouse: string };
