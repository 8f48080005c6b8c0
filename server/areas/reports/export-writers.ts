import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, Column, ReportSink } from './run';

/*
 * The export files, written row by row to a stream (the HTTP answer, a mail attachment's
 * buffer): CSV as RFC 4180 text, XLSX through exceljs' streaming WorkbookWriter, so a large
 * report never sits in memory whole.
 */

/** Text a spreadsheet would run as a formula is written with a leading apostrophe. */
const FORMULA_START = /^[=+@\t\r]|^-[^\d.]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Write, waiting for the stream to drain when it asks to. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export type ExportWriter = ReportSink & { finish(): Promise<void> };

/** CSV: a header of the column labels, then one line per row; lines are batched. */
export function csvWriter(out: Writable): ExportWriter {
  let buffer = '';
  const flush = async () => {
    if (buffer) {
      const chunk = buffer;
      buffer = '';
      await write(out, chunk);
    }
  };
  return {
    async columns(columns: Column[]) {
      buffer += `\ufeff${csvLine(columns.map((c) => c.label))}`;
      await flush();
    },
    async row(cells) {
      buffer += csvLine(cells);
      if (buffer.length >= 64 * 1024) await flush();
    },
    async finish() {
      await flush();
      out.end();
      await once(out, 'finish');
    },
  };
}

/** XLSX: one worksheet named after the report, a bold header row, each row committed at once. */
export function xlsxWriter(out: Writable, sheetName: string): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report',
  );
  let rows = 0;
  return {
    columns(columns: Column[]) {
      sheet.columns = columns.map((c) => ({
        header: c.label,
        key: c.key,
        width: Math.max(10, Math.min(40, c.label.length + 2)),
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    },
    async row(cells) {
      sheet.addRow(cells).commit();
      rows += 1;
      // Let the zip stream move on now and then (it writes to `out` as it goes).
      if (rows % 1000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
