import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_DISPLAY_MESSAGES, totalsTally } from '../../../src/contract';
import type { Cell, Column, ReportSink } from './run';

/*
 * The export files, written row by row to a stream (the HTTP answer, a mail attachment's
 * buffer): CSV as RFC 4180 text, XLSX through exceljs' streaming WorkbookWriter, so a large
 * report never sits in memory whole. Both end with the report's totals row when a column adds up
 * (the run screen's rule, totalsTally): each such column's sum as a number, "Total" in the first
 * column that is not added up.
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

/** The totals row's cells after the rows a tally was given, or null when nothing adds up. */
function totalsRow(columns: readonly Column[], tally: ReturnType<typeof totalsTally>) {
  const totals = tally.totals();
  if (!totals) return null;
  const label = columns.findIndex((c) => !(c.key in totals));
  return columns.map((c, i): Cell =>
    c.key in totals ? totals[c.key]! : i === label ? REPORT_DISPLAY_MESSAGES.totals : null,
  );
}

/** CSV: a header of the column labels, one line per row, the totals line; lines are batched. */
export function csvWriter(out: Writable): ExportWriter {
  let buffer = '';
  let shown: Column[] = [];
  let tally = totalsTally([]);
  const flush = async () => {
    if (buffer) {
      const chunk = buffer;
      buffer = '';
      await write(out, chunk);
    }
  };
  return {
    async columns(columns: Column[]) {
      shown = columns;
      tally = totalsTally(columns);
      buffer += `\ufeff${csvLine(columns.map((c) => c.label))}`;
      await flush();
    },
    async row(cells) {
      tally.add(cells);
      buffer += csvLine(cells);
      if (buffer.length >= 64 * 1024) await flush();
    },
    async finish() {
      const totals = totalsRow(shown, tally);
      if (totals) buffer += csvLine(totals);
      await flush();
      out.end();
      await once(out, 'finish');
    },
  };
}

/**
 * XLSX: one worksheet named after the report, a bold header row, each row committed at once, a
 * bold totals row of numbers.
 */
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
  let shown: Column[] = [];
  let tally = totalsTally([]);
  return {
    columns(columns: Column[]) {
      shown = columns;
      tally = totalsTally(columns);
      sheet.columns = columns.map((c) => ({
        header: c.label,
        key: c.key,
        width: Math.max(10, Math.min(40, c.label.length + 2)),
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    },
    async row(cells) {
      tally.add(cells);
      sheet.addRow(cells).commit();
      rows += 1;
      // Let the zip stream move on now and then (it writes to `out` as it goes).
      if (rows % 1000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async finish() {
      const totals = totalsRow(shown, tally);
      if (totals) {
        const row = sheet.addRow(totals);
        row.font = { bold: true };
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  };
}
