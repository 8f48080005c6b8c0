import { describe, expect, it } from 'vitest';
import {
  drillDownPath,
  parametersFromSearch,
  runReportPath,
} from '../../src/areas/reports/results/drill-down';

const plainColumn = { link: '' as const, drill_report: '', drill_parameter: '' };

describe('drill-down from a report row', () => {
  it('leads an order, a purchase order and an item to the records behind them', () => {
    expect(drillDownPath({ ...plainColumn, link: 'sales_order' }, 'SO-100104', {})).toBe(
      '/so/SO-100104',
    );
    expect(drillDownPath({ ...plainColumn, link: 'purchase_order' }, 'PO-2/1', {})).toBe(
      '/po/PO-2%2F1',
    );
    const item = drillDownPath({ ...plainColumn, link: 'item_movements' }, 'DAI-2L-LTMK', {
      warehouse: 'DC2',
    })!;
    expect(parametersFromSearch(new URLSearchParams(item.split('?')[1]))).toEqual({
      inventory_code: 'DAI-2L-LTMK',
      warehouse: 'DC2',
    });
    expect(drillDownPath({ ...plainColumn, link: 'sales_order' }, '', {})).toBeNull();
    expect(drillDownPath(plainColumn, 'x', {})).toBeNull();
  });

  it('opens a drill report with the cell’s value and the run’s other parameters', () => {
    const column = { ...plainColumn, drill_report: 'SHIPPED_ORDERS', drill_parameter: 'customer' };
    const sent = {
      despatched: { from: '2026-10-31T00:00:00', to: '2026-11-29T23:59:59' },
      customer: 'OLD',
    };
    const path = drillDownPath(column, 'ROYALH', {}, sent)!;
    expect(path.startsWith('/report/run?report=SHIPPED_ORDERS&run=1')).toBe(true);
    expect(parametersFromSearch(new URLSearchParams(path.split('?')[1]))).toEqual({
      despatched: { from: '2026-10-31', to: '2026-11-29' },
      customer: 'ROYALH',
    });
    // A day fills a range's both ends.
    const byDay = drillDownPath({ ...column, drill_parameter: 'despatched' }, '2026-11-20', {});
    expect(parametersFromSearch(new URLSearchParams(byDay!.split('?')[1]))).toEqual({
      despatched: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(runReportPath('R', { w: ['DC1', 'DC2'] })).toBe(
      '/report/run?report=R&run=1&p.w=DC1&p.w=DC2',
    );
  });
});
