import { callAction, callResults } from '../../api';
import {
  LOCATION_IMPORT_MAX_ROWS,
  LOCATION_IMPORT_MESSAGES,
  LOCATION_CALLS,
  LOCATION_IMPORT_CALLS,
  LOCATION_UPLOAD_DIRECT_BATCH,
  MESSAGES,
  chunk,
  type TLocationImport,
  type TLocationImportError,
  type TUploadRow,
} from '../../contract';

export type DirectUploadResult = { saved: number; errors: TLocationImportError[] };

/**
 * Up to 100 rows: straight to `location check`, in batches of 500 (document 3 §9). Each
 * refusal is reported with the row's line in the file.
 */
export async function uploadDirect(rows: TUploadRow[]): Promise<DirectUploadResult> {
  let saved = 0;
  const errors: TLocationImportError[] = [];
  for (const batch of chunk(rows, LOCATION_UPLOAD_DIRECT_BATCH)) {
    const answer = await callAction(
      LOCATION_CALLS.check,
      { locations: batch.map((r) => r.location) },
      { quietErrors: true, blocking: true },
    );
    answer.results.forEach((result, i) => {
      const line = batch[i]?.row ?? result.row;
      if (result.saved) saved += 1;
      else {
        // The server numbers the rows of its batch; say the file's line instead.
        const sent = MESSAGES.locationRow(result.row, result.location, '');
        const message = result.message.startsWith(sent)
          ? MESSAGES.locationRow(line, result.location, result.message.slice(sent.length))
          : result.message;
        errors.push({ row: line, message });
      }
    });
  }
  return { saved, errors };
}

/** More than 100 rows: queued imports of up to LOCATION_IMPORT_MAX_ROWS rows each. */
export async function queueUpload(
  warehouse: string,
  fileName: string,
  rows: TUploadRow[],
): Promise<TLocationImport[]> {
  const imports: TLocationImport[] = [];
  for (const part of chunk(rows, LOCATION_IMPORT_MAX_ROWS)) {
    const answer = await callAction(
      LOCATION_IMPORT_CALLS.queue,
      { warehouse, file_name: fileName, rows: part },
      { quietErrors: true, blocking: true },
    );
    if (answer.results[0]) imports.push(answer.results[0]);
  }
  return imports;
}

export async function fetchImport(importId: number): Promise<TLocationImport> {
  const [found] = await callResults(LOCATION_IMPORT_CALLS.get, { import_id: importId });
  if (!found) throw new Error(LOCATION_IMPORT_MESSAGES.importNotFound(importId));
  return found;
}

export async function fetchImports(warehouse: string): Promise<TLocationImport[]> {
  return callResults(LOCATION_IMPORT_CALLS.list, { warehouse, limit: 5 });
}
