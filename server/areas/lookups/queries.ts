import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  TNamedSelect,
  TPrinterSetOption,
  TRunSetOption,
  TWarehouseOption,
  TWorkCentreOption,
} from '../../../src/contract';
import { printerSets, runSets, warehouses, workCentres } from '../../db/schema';
import type { Db } from '../../db/types';

type Row = TWarehouseOption | TPrinterSetOption | TWorkCentreOption | TRunSetOption;

/**
 * The server's own SQL for each named select of the site lookups. Every list is the request
 * site's (row-level security backs the explicit filter) and sorted case-insensitively by name.
 */
export const NAMED_SELECT_QUERIES: Record<
  TNamedSelect,
  (db: Db, siteId: string) => Promise<Row[]>
> = {
  site_warehouses: (db, siteId) =>
    db
      .select({
        warehouse: warehouses.warehouse,
        value: warehouses.warehouse,
        warehouse_name: warehouses.warehouse_name,
        text: warehouses.warehouse_name,
      })
      .from(warehouses)
      .where(and(eq(warehouses.site_id, siteId), eq(warehouses.active, true)))
      .orderBy(asc(sql`lower(${warehouses.warehouse_name})`), asc(warehouses.warehouse)),
  site_printer_sets: (db, siteId) =>
    db
      .select({
        value: printerSets.printer_set,
        text: printerSets.printer_set_name,
        warehouse: printerSets.warehouse,
      })
      .from(printerSets)
      .where(eq(printerSets.site_id, siteId))
      .orderBy(asc(sql`lower(${printerSets.printer_set_name})`), asc(printerSets.printer_set)),
  site_work_centres: (db, siteId) =>
    db
      .select({
        value: workCentres.work_centre,
        text: workCentres.work_centre_name,
        warehouse: workCentres.warehouse,
      })
      .from(workCentres)
      .where(eq(workCentres.site_id, siteId))
      .orderBy(asc(sql`lower(${workCentres.work_centre_name})`), asc(workCentres.work_centre)),
  site_run_sets: (db, siteId) =>
    db
      .select({ value: runSets.runset_id, text: runSets.runset_name, warehouse: runSets.warehouse })
      .from(runSets)
      .where(eq(runSets.site_id, siteId))
      .orderBy(asc(sql`lower(${runSets.runset_name})`), asc(runSets.runset_id)),
};

export const NAMED_SELECT_HEADERS: Record<TNamedSelect, string[]> = {
  site_warehouses: ['warehouse', 'value', 'warehouse_name', 'text'],
  site_printer_sets: ['value', 'text', 'warehouse'],
  site_work_centres: ['value', 'text', 'warehouse'],
  site_run_sets: ['value', 'text', 'warehouse'],
};
