import { LOCATION_IMPORT_MESSAGES } from '../../contract';

/** One record per data row of the file, keyed by its header; index i is line i + 2. */
export type FileRecords = Record<string, unknown>[];

const isCsv = (name: string) => /\.(csv|txt)$/i.test(name);
const isXlsx = (name: string) => /\.xlsx$/i.test(name);

/** A CSV text as records (papaparse, loaded only when a file is chosen). */
export async function parseCsv(text: string): Promise<FileRecords> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: (h) => h.trim(),
  });
  const fatal = result.errors.find((e) => e.type === 'Delimiter' && result.data.length === 0);
  if (fatal) throw new Error(fatal.message);
  return result.data;
}

/** The first sheet of an XLSX file as records (read-excel-file, loaded only when chosen). */
export async function parseXlsx(file: Blob): Promise<FileRecords> {
  const { readSheet } = await import('read-excel-file/browser');
  const [header = [], ...rows] = await readSheet(file);
  const names = header.map((h) => (h === null ? '' : String(h).trim()));
  return rows.map((cells) =>
    Object.fromEntries(names.map((name, i) => [name, cells[i] ?? null]).filter(([n]) => n !== '')),
  );
}

/** Read an uploaded CSV or XLSX file; anything else, or an unreadable file, throws a message. */
export async function readUploadFile(file: File): Promise<FileRecords> {
  if (!isCsv(file.name) && !isXlsx(file.name)) throw new Error(LOCATION_IMPORT_MESSAGES.wrongType);
  try {
    return isCsv(file.name) ? await parseCsv(await file.text()) : await parseXlsx(file);
  } catch (e) {
    throw new Error(
      LOCATION_IMPORT_MESSAGES.unreadable(e instanceof Error ? e.message : String(e)),
      { cause: e },
    );
  }
}
