import { callResults } from '../../api';
import {
  COMPARISON_FOLDER,
  TOOLS_FILE_CALLS,
  type TFileRow,
  COMPARE_CALLS,
  COMPARE_MESSAGES,
  type TComparisonItem,
  type TComparisonKey,
  type TComparisonMovement,
} from '../../contract';
import { errorText, saveBase64File } from '../../ui';

/*
 * The comparison report's calls (service `tools`). Failures answer the document's message
 * 'There was a problem processing this request' (code COMPARISON_ERROR) with the detail.
 */

const quiet = { quietErrors: true } as const;

const failed = (e: unknown) =>
  new Error(`${COMPARE_MESSAGES.failed} - ${errorText(e)}`, { cause: e });

export async function fetchComparison(
  warehouse: string,
  issuesOnly: boolean,
): Promise<TComparisonItem[]> {
  try {
    return await callResults(COMPARE_CALLS.list, { warehouse, issues_only: issuesOnly }, quiet);
  } catch (e) {
    throw failed(e);
  }
}

export async function fetchComparisonMovements(
  key: TComparisonKey,
): Promise<TComparisonMovement[]> {
  try {
    return await callResults(COMPARE_CALLS.movements, key, quiet);
  } catch (e) {
    throw failed(e);
  }
}

export async function processMovements(list: TComparisonMovement[]): Promise<void> {
  try {
    await callResults(
      COMPARE_CALLS.process,
      {
        process: true,
        movements: list.map((m) => ({
          warehouse: m.warehouse,
          inventory_code: m.inventory_code,
          serial_batch: m.serial_batch,
          date_code: m.date_code,
          from_location: m.from_location,
          to_location: m.to_location,
          movement_qty: m.movement_qty,
          line: m.line,
        })),
      },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw failed(e);
  }
}

/** The comparison reports kept in the file cabinet's comparison folder. */
export async function fetchSavedReports(): Promise<TFileRow[]> {
  try {
    return await callResults(TOOLS_FILE_CALLS.list, { folder: COMPARISON_FOLDER }, quiet);
  } catch (e) {
    throw failed(e);
  }
}

export async function downloadSavedReport(row: TFileRow): Promise<void> {
  const [file] = await callResults(TOOLS_FILE_CALLS.get, { key: row.key }, { blocking: true });
  if (file) saveBase64File(file.filename, file.content_type, file.content_base64);
}
