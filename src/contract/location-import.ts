import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import { id, int, text } from './fields';
import { LOCATION_BATCH, LOCATION_NUMBER_FIELDS } from './locations';

/**
 * Bulk location upload (document 3 sections 2, 4, 5, 9): a CSV or XLSX file of locations.
 * Small files are sent straight to `location check` (batches of LOCATION_BATCH); larger ones
 * go to a queued import that a server job works through in batches of 50.
 */

/** Up to this many rows are sent directly; more go to the import queue (document 3 §9). */
export const LOCATION_UPLOAD_DIRECT_MAX = 100;
/** Rows per `location check` call of a direct upload (document 3 §9: batches of 500). */
export const LOCATION_UPLOAD_DIRECT_BATCH = LOCATION_BATCH;
/** Rows per queued batch (document 3 §9: batches of 50). */
export const LOCATION_IMPORT_BATCH = 50;
/** Rows per `location_import queue` call (keeps one call well under the body limit). */
export const LOCATION_IMPORT_MAX_ROWS = 2000;
/** The column names a row's location may have (document 3 §5), first found wins. */
export const LOCATION_UPLOAD_COLUMNS = ['location', 'loc', 'bin_location'] as const;
/** How often the screen asks for the progress of a running import. */
export const LOCATION_IMPORT_POLL_MS = 2000;

export const LOCATION_IMPORT_STATUSES = ['QUEUED', 'PROCESSING', 'DONE'] as const;
export type TLocationImportStatus = (typeof LOCATION_IMPORT_STATUSES)[number];
/** Status colours of an import (warning while it runs, success when done). */
export const LOCATION_IMPORT_STATUS_VARIANT = {
  QUEUED: 'warning',
  PROCESSING: 'warning',
  DONE: 'success',
} as const;

export const LOCATION_IMPORT_MESSAGES = {
  /** Document 3 §4/§9, word for word. */
  queued: 'Locations committed to import queue, may take an hour',
  skipped: (count: number) =>
    `${count} row${count === 1 ? '' : 's'} without a location (location, loc or bin_location) skipped`,
  noRows: 'The file has no rows with a location (location, loc or bin_location)',
  unreadable: (detail: string) => `The file could not be read - ${detail}`,
  wrongType: 'Choose a CSV or XLSX file',
  direct: (saved: number, failed: number) =>
    `${saved} location${saved === 1 ? '' : 's'} saved, ${failed} row${failed === 1 ? '' : 's'} refused`,
  tooManyRows: `At most ${LOCATION_IMPORT_MAX_ROWS} rows can be queued at once`,
  importNotFound: (id: number | string) => `Location import ${id} was not found`,
  moreErrors: (shown: number, total: number) => `The first ${shown} of ${total} row errors`,
  upload: (detail: string) =>
    `There was a problem uploading the locations, if the problem persists please contact support - ${detail}`,
} as const;

/** One uploaded row after mapping: its line in the file and the location to check. */
export type TUploadRow = { row: number; location: Record<string, unknown> };
export type TMappedUpload = { rows: TUploadRow[]; skipped: number };

/** The pick sections of the warehouse: code and storage (for a row without storage). */
export type TUploadSection = { pick_section: string; storage: string };

const cell = (v: unknown): string =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v).trim();

/** A header as a key: trimmed, lower case, spaces and dashes as underscores. */
export const uploadKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const BOOLEAN_COLUMNS = ['active', 'quarantine', 'exclude_from_available', 'internal_location'];
const TRUE_WORDS = ['1', 'true', 'yes', 'y', 't', 'x'];
const NUMBER_COLUMNS: readonly string[] = LOCATION_NUMBER_FIELDS;
/** A number column's text as a number; text that is not a number is left for the check. */
const numberCell = (value: string): number | string =>
  /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

function uploadValue(key: string, value: string): unknown {
  if (BOOLEAN_COLUMNS.includes(key)) return TRUE_WORDS.includes(value.toLowerCase());
  if (NUMBER_COLUMNS.includes(key)) return numberCell(value);
  return value;
}

/**
 * Map the records of an uploaded file (one object per row, keyed by header) to locations
 * (document 3 §5): a row needs `location` (or `loc` or `bin_location`), else it is skipped
 * and counted; a blank pick section takes `defaults.pick_section`; a blank storage takes
 * the pick section's storage; a blank pick sequence is numbered 1, 2, ... in file order
 * (the position among the rows kept). `row` is the row's line in the file (the header is
 * line 1). A blank line is ignored. Everything else is passed on for `location check` to
 * validate.
 */
export function mapUploadRows(
  records: readonly Record<string, unknown>[],
  defaults: { warehouse: string; pick_section?: string; sections: readonly TUploadSection[] },
): TMappedUpload {
  const storageOf = new Map(defaults.sections.map((s) => [s.pick_section, s.storage]));
  const rows: TUploadRow[] = [];
  let skipped = 0;
  records.forEach((record, index) => {
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(record)) {
      const key = uploadKey(k);
      if (key && !(key in values && values[key] !== '')) values[key] = cell(v);
    }
    // A blank line (every cell empty) is no row at all: neither kept nor counted.
    if (Object.values(values).every((v) => v === '')) return;
    const name = LOCATION_UPLOAD_COLUMNS.map((c) => values[c] ?? '').find((v) => v !== '');
    if (!name) {
      skipped += 1;
      return;
    }
    const location: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === '' || (LOCATION_UPLOAD_COLUMNS as readonly string[]).includes(key)) continue;
      location[key] = uploadValue(key, value);
    }
    delete location.location_id;
    location.location = name;
    location.warehouse = defaults.warehouse;
    const section = values.pick_section || defaults.pick_section || '';
    location.pick_section = section;
    location.storage = values.storage || storageOf.get(section) || '';
    location.pick_sequence = location.pick_sequence ?? rows.length + 1;
    rows.push({ row: index + 2, location });
  });
  return { rows, skipped };
}

/** Split into chunks of `size` (the batches of a direct upload or of queue calls). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Does this upload go to the queue (more than 100 rows, document 3 §9)? */
export const uploadIsQueued = (rowCount: number) => rowCount > LOCATION_UPLOAD_DIRECT_MAX;

// --- service `warehouse`, entity `location_import` -------------------------------------

export const ZLocationImportQueue = z.object({
  warehouse: text().trim().min(1).max(20),
  file_name: text().trim().max(200).default(''),
  rows: z
    .array(
      z.object({
        row: int().min(1),
        location: z.record(text(), z.unknown()),
      }),
    )
    .min(1)
    .max(LOCATION_IMPORT_MAX_ROWS, LOCATION_IMPORT_MESSAGES.tooManyRows),
});
export type TLocationImportQueue = z.input<typeof ZLocationImportQueue>;

export const ZLocationImportKey = z.object({ import_id: id() });
/** Row errors a `get` answers at most (the first ones by row; failed_rows has the count). */
export const LOCATION_IMPORT_MAX_ERRORS = 500;
export const ZLocationImportGet = ZLocationImportKey.extend({
  max_errors: int().min(0).max(5000).default(LOCATION_IMPORT_MAX_ERRORS),
});

export const ZLocationImportList = z.object({
  warehouse: text().trim().min(1).max(20),
  limit: int().min(1).max(100).default(10),
});

export const ZLocationImportError = z.object({ row: z.number(), message: z.string() });
export type TLocationImportError = z.output<typeof ZLocationImportError>;

/** An import as `queue`, `get` and `list` answer it (`list` leaves errors empty). */
export const ZLocationImport = z.object({
  import_id: z.number(),
  warehouse: z.string(),
  file_name: z.string(),
  status: z.enum(LOCATION_IMPORT_STATUSES),
  total_rows: z.number(),
  processed_rows: z.number(),
  saved_rows: z.number(),
  failed_rows: z.number(),
  batches: z.number(),
  created_by: z.string(),
  created_at: instant(),
  finished_at: instant().nullable(),
  errors: z.array(ZLocationImportError),
});
export type TLocationImport = z.output<typeof ZLocationImport>;

export const LOCATION_IMPORT_CALLS = {
  queue: actionContract({
    service: 'warehouse',
    entity: 'location_import',
    action: 'queue',
    input: ZLocationImportQueue,
    output: ZLocationImport,
  }),
  get: actionContract({
    service: 'warehouse',
    entity: 'location_import',
    action: 'get',
    input: ZLocationImportGet,
    output: ZLocationImport,
  }),
  list: actionContract({
    service: 'warehouse',
    entity: 'location_import',
    action: 'list',
    input: ZLocationImportList,
    output: ZLocationImport,
  }),
};
