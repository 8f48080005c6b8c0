import { describe, expect, it } from 'vitest';
import {
  buildRunParameters,
  formatCell,
  humaniseKey,
  presetRange,
  reportChart,
  reportColumns,
  reportTotals,
  settleFormats,
  totalsTally,
  type TReportParameter,
} from '../../src/contract';

const ZONE = 'Australia/Melbourne';

describe('reports read well', () => {
  it('heads a column without a label by its key made readable, never the raw key', () => {
    expect(humaniseKey('inventory_code')).toBe('Inventory code');
    expect(humaniseKey('linesPerHour')).toBe('Lines per hour');
    const columns = reportColumns([], ['sales_order', 'qty']);
    expect(columns.map((c) => c.label)).toEqual(['Sales order', 'Qty']);
    expect(reportColumns([{ key: 'units', label: '' }], ['units'])[0]!.label).toBe('Units');
  });

  it('formats numbers by type and days and instants the site’s way', () => {
    expect(formatCell(1234567, 'integer', ZONE)).toBe('1,234,567');
    expect(formatCell(1234.5, 'quantity', ZONE)).toBe('1,234.5');
    expect(formatCell(12.345, 'number', ZONE)).toBe('12.35');
    expect(formatCell(87.25, 'percent', ZONE)).toBe('87.3%');
    expect(formatCell(7.5, 'hours', ZONE)).toBe('7.50');
    expect(formatCell('2026-11-09', 'date', ZONE)).toBe('2026-11-09');
    // 22:30 UTC is the next morning in Melbourne.
    expect(formatCell('2026-11-09T22:30:00.000Z', 'datetime', ZONE)).toBe('10-11-26 9:30 AM');
    expect(formatCell('2026-11-09T22:30:00.000Z', 'date', ZONE)).toBe('2026-11-10');
    expect(formatCell(null, 'integer', ZONE)).toBe('');
  });

  it('settles auto formats from the values and totals the columns that add up', () => {
    const rows = [
      { day: '2026-11-01', orders: 2, units: 1.5, fill: 50, at: '2026-11-01T01:00:00.000Z' },
      { day: '2026-11-02', orders: 3, units: 2.25, fill: 100, at: '2026-11-02T01:00:00.000Z' },
    ];
    const columns = settleFormats(
      reportColumns(
        [
          { key: 'day' },
          { key: 'orders' },
          { key: 'units' },
          { key: 'fill', format: 'percent' },
          { key: 'at' },
        ],
        [],
      ),
      rows,
    );
    expect(columns.map((c) => c.format)).toEqual([
      'date',
      'integer',
      'quantity',
      'percent',
      'datetime',
    ]);
    expect(reportTotals(columns, rows)).toEqual({ orders: 5, units: 3.75 });
    expect(reportTotals(columns, [])).toBeNull();
  });

  it('tallies the totals as rows stream: auto formats settle from the rows, sum and none win', () => {
    const columns = reportColumns(
      [{ key: 'code' }, { key: 'qty' }, { key: 'id', total: 'none' }, { key: 'n', total: 'sum' }],
      [],
    );
    const tally = totalsTally(columns);
    expect(tally.totals()).toBeNull();
    tally.add(['A', 1.5, 7, '3']);
    tally.add(['B', 2, 8, 4]);
    expect(tally.settled().map((c) => c.format)).toEqual(['text', 'quantity', 'integer', 'text']);
    expect(tally.totals()).toEqual({ qty: 3.5, n: 4 });
  });

  it('reads the chart from the columns: a label and the values drawn', () => {
    const columns = reportColumns(
      [{ key: 'reason', chart: 'label' }, { key: 'lines', chart: 'pie' }, { key: 'units' }],
      [],
    );
    const chart = reportChart(columns)!;
    expect(chart.kind).toBe('pie');
    expect(chart.label.key).toBe('reason');
    expect(chart.values.map((v) => v.key)).toEqual(['lines']);
    expect(reportChart(reportColumns([{ key: 'a' }], []))).toBeNull();
  });

  it('"last 30 days" is the 30 days to today, on both ends of a range', () => {
    expect(presetRange('last 30 days', '2026-11-29')).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
    });
    const picked: TReportParameter = {
      database_field: 'picked',
      display_name: 'Picked',
      field_type: 'date',
      use_list: '',
      selection_mode: 'range',
      default_from: 'last 30 days',
      default_to: 'last 30 days',
      minimum_value: null,
      maximum_value: null,
      required: false,
    };
    const sent = buildRunParameters(
      [picked],
      { picked: { from: 'last 30 days', to: 'last 30 days' } },
      '2026-11-29',
    );
    expect(sent.parameters.picked).toEqual({
      from: '2026-10-31T00:00:00',
      to: '2026-11-29T23:59:59',
    });
  });
});
