import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { REPORT_DISPLAY_MESSAGES, type TReportResult } from '../../src/contract';
import { startServer } from './harness';

/*
 * An export ends with the totals row the run screen shows (issue 29, item 4): each column that
 * adds up has its sum over every row, as a number in XLSX; a text column has none.
 */

const server = startServer();
const REPORT = 'SHIPPED_BY_CUSTOMER';
const data = { report: REPORT, parameters: { despatched: { from: 'last 30 days', to: 'today' } } };
const ADDED = ['orders', 'lines', 'units', 'cartons', 'weight_kg'];

const exportFile = (token: string, format: 'csv' | 'xlsx') =>
  server.app.inject({
    method: 'POST',
    url: '/api/reporting/export',
    headers: { authorization: `Bearer ${token}` },
    payload: { site_id: 'SXD', data: { ...data, format } },
  });

const sum = (rows: TReportResult['rows'], key: string) =>
  Math.round(rows.reduce((n, r) => n + Number(r[key] ?? 0), 0) * 1000) / 1000;

describe('report exports with a totals row', () => {
  it('CSV and XLSX of Shipped by customer end with the sums; text columns have none', async () => {
    const token = await server.login('admin');
    const ran = await server.call<TReportResult>(token, 'reporting', {
      site_id: 'SXD',
      entity: 'report',
      action: 'report',
      data,
    });
    expect(ran.status, JSON.stringify(ran.body.errors)).toBe(200);
    const result = ran.body.results[0]!;
    expect(result.truncated).toBe(false);
    expect(result.rows.length).toBeGreaterThan(1);
    const keys = result.columns.map((c) => c.key);
    expect(keys).toEqual(['customer_code', 'customer_name', ...ADDED]);
    const sums = ADDED.map((k) => sum(result.rows, k));
    expect(sums[0]).toBeGreaterThan(result.rows.length - 1);

    const csv = await exportFile(token, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(result.rows.length + 2);
    const totals = lines.at(-1)!.split(',');
    expect(totals.slice(0, 2)).toEqual([REPORT_DISPLAY_MESSAGES.totals, '']);
    expect(totals.slice(2).map(Number)).toEqual(sums);

    const xlsx = await exportFile(token, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(result.rows.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe(REPORT_DISPLAY_MESSAGES.totals);
    expect(last.getCell(2).value).toBeNull();
    expect(ADDED.map((_, i) => last.getCell(i + 3).value)).toEqual(sums);
    expect(last.font?.bold).toBe(true);
  });
});
