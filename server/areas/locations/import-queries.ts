import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  LOCATION_IMPORT_BATCH,
  LOCATION_IMPORT_MAX_ERRORS,
  LOCATION_IMPORT_MESSAGES,
  chunk,
  type TLocationImport,
  type TLocationImportError,
  type TLocationImportStatus,
  type TUploadRow,
} from '../../../src/contract';
import { locationImportBatches, locationImports } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

const importColumns = {
  import_id: locationImports.import_id,
  warehouse: locationImports.warehouse,
  file_name: locationImports.file_name,
  status: locationImports.status,
  total_rows: locationImports.total_rows,
  processed_rows: locationImports.processed_rows,
  saved_rows: locationImports.saved_rows,
  failed_rows: locationImports.failed_rows,
  created_by: locationImports.created_by,
  created_at: locationImports.created_at,
  finished_at: locationImports.finished_at,
  batches: sql<number>`(SELECT count(*)::int FROM wms.location_import_batches b
    WHERE b.site_id = "location_imports"."site_id" AND b.import_id = "location_imports"."import_id")`,
};

type ImportRow = Omit<TLocationImport, 'status' | 'created_at' | 'finished_at' | 'errors'> & {
  status: string;
  created_at: Date;
  finished_at: Date | null;
};

const toImport = (r: ImportRow, errors: TLocationImportError[]): TLocationImport => ({
  ...r,
  batches: Number(r.batches),
  status: r.status as TLocationImportStatus,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  errors,
});

/**
 * Queue an import: the import and its batches of 50 rows in the call's transaction (all
 * or nothing). Every row is pinned to the import's warehouse; `row` keeps its file line.
 */
export async function queueImport(
  db: Db,
  siteId: string,
  input: { warehouse: string; file_name: string; rows: TUploadRow[]; created_by: string },
): Promise<number> {
  const [created] = await db
    .insert(locationImports)
    .values({
      site_id: siteId,
      warehouse: input.warehouse,
      file_name: input.file_name,
      status: 'QUEUED',
      total_rows: input.rows.length,
      created_by: input.created_by,
    })
    .returning({ import_id: locationImports.import_id });
  const importId = created!.import_id;
  const batches = chunk(input.rows, LOCATION_IMPORT_BATCH).map((rows, i) => ({
    site_id: siteId,
    import_id: importId,
    batch_no: i + 1,
    status: 'QUEUED',
    first_row: rows[0]!.row,
    rows: rows.map((r) => {
      // An upload adds or updates by code: never another location by its id.
      const { location_id: _id, ...location } = r.location;
      return { row: r.row, location: { ...location, warehouse: input.warehouse } };
    }),
  }));
  await db.insert(locationImportBatches).values(batches);
  return importId;
}

/** One import with its counts and its row errors in row order (the first `maxErrors`). */
export async function getImport(
  db: Db,
  siteId: string,
  importId: number,
  maxErrors = LOCATION_IMPORT_MAX_ERRORS,
): Promise<TLocationImport> {
  const [row] = await db
    .select(importColumns)
    .from(locationImports)
    .where(and(eq(locationImports.site_id, siteId), eq(locationImports.import_id, importId)));
  if (!row) throw notFound(LOCATION_IMPORT_MESSAGES.importNotFound(importId));
  const batches = await db
    .select({ errors: locationImportBatches.errors })
    .from(locationImportBatches)
    .where(
      and(eq(locationImportBatches.site_id, siteId), eq(locationImportBatches.import_id, importId)),
    )
    .orderBy(asc(locationImportBatches.batch_no));
  const errors = batches
    .flatMap((b) => b.errors)
    .sort((a, b) => a.row - b.row)
    .slice(0, maxErrors);
  return toImport(row, errors);
}

/** The recent imports of a warehouse, newest first (errors left out: `get` has them). */
export async function listImports(
  db: Db,
  siteId: string,
  warehouse: string,
  limit: number,
): Promise<TLocationImport[]> {
  const found = await db
    .select(importColumns)
    .from(locationImports)
    .where(and(eq(locationImports.site_id, siteId), eq(locationImports.warehouse, warehouse)))
    .orderBy(desc(locationImports.import_id))
    .limit(limit);
  return found.map((r) => toImport(r, []));
}
