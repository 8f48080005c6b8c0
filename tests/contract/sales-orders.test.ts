import { describe, expect, it } from 'vitest';
import {
  SALES_ORDER_MESSAGES as M,
  salesOrderErpStatus,
  salesOrderErpVariant,
  salesOrderRowVariant,
  salesOrderSearchProblem,
  salesOrderSearchWarnings,
  salesOrderStatus,
  salesOrderStatusGroup,
  salesOrderStatusLabel,
  salesOrderStatusVariant,
  soLineStatus,
  soLineVariant,
} from '../../src/contract';

describe('sales order status rule (document 2 section 4)', () => {
  it('lower-cases the status; missing is new', () => {
    expect(salesOrderStatus(undefined)).toBe('new');
    expect(salesOrderStatus('  ')).toBe('new');
    expect(salesOrderStatus('PICKING')).toBe('picking');
    expect(salesOrderStatusLabel('in_progress')).toBe('IN PROGRESS');
  });
  it('groups: new, complete, deleted, and in progress for anything else', () => {
    expect(
      ['', 'NEW', 'Complete', 'deleted', 'picking', 'picked', 'packed', 'loaded', 'x'].map(
        salesOrderStatusGroup,
      ),
    ).toEqual([
      'new',
      'new',
      'complete',
      'deleted',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
  });
  it('row colours: complete success, new plain, deleted danger, other warning; held greyed', () => {
    expect(salesOrderRowVariant({ wms_status: 'complete' })).toBe('success');
    expect(salesOrderRowVariant({ wms_status: '' })).toBeUndefined();
    expect(salesOrderRowVariant({ wms_status: 'Deleted' })).toBe('danger');
    expect(salesOrderRowVariant({ wms_status: 'packed' })).toBe('warning');
    expect(salesOrderRowVariant({ wms_status: 'new', hold: true })).toBe('secondary');
  });
  it('display colours: NEW dark; PICKING..LOADED warning; ERROR danger; COMPLETE success', () => {
    expect(
      ['new', 'picking', 'picked', 'packed', 'loaded', 'error', 'complete', 'odd'].map(
        salesOrderStatusVariant,
      ),
    ).toEqual(['dark', 'warning', 'warning', 'warning', 'warning', 'danger', 'success', 'light']);
  });
  it('ERP status: missing is Pending Fulfilment; held shows the review reason, greyed', () => {
    expect(salesOrderErpStatus({ erp_status: '' })).toBe('Pending Fulfilment');
    expect(salesOrderErpVariant({ erp_status: '' })).toBe('warning');
    expect(salesOrderErpVariant({ erp_status: 'error' })).toBe('danger');
    const held = { erp_status: 'Open', hold: true, review_reason: 'Credit limit exceeded' };
    expect(salesOrderErpStatus(held)).toBe('Credit limit exceeded');
    expect(salesOrderErpVariant(held)).toBe('secondary');
  });
  it('lines: Complete when supplied equals ordered; Short when less with a reason', () => {
    const line = (s: number, r = '') => ({
      quantity_ordered: 5,
      quantity_supplied: s,
      short_supply_reason: r,
    });
    expect(soLineStatus(line(5))).toBe('Complete');
    expect(soLineStatus(line(2, 'Stock not on Shelf'))).toBe('Short');
    expect(soLineStatus(line(2))).toBe('');
    expect(soLineVariant('Complete')).toBe('success');
    expect(soLineVariant('Short')).toBe('danger');
    expect(soLineVariant('')).toBeUndefined();
  });
});

describe('sales order search inputs (document 2 sections 2 and 5)', () => {
  const dates = { from_date: '2026-01-01', to_date: '2026-01-31' };
  it('refuses what a mode needs', () => {
    expect(salesOrderSearchProblem({})?.message).toBe(M.selectSearchType);
    expect(salesOrderSearchProblem({ search_type: 'SEARCH' })?.message).toBe(M.enterSearchTerm);
    expect(salesOrderSearchProblem({ search_type: 'CUSTOMER', search_term: ' ' })?.message).toBe(
      M.enterSearchTerm,
    );
    expect(
      salesOrderSearchProblem({
        search_type: 'INVENTORY',
        search_term: 'A',
        from_date: '2026-01-01',
      })?.message,
    ).toBe(M.selectDateRange);
    expect(salesOrderSearchProblem({ search_type: 'DATE_RANGE', warehouse: 'DC1' })?.message).toBe(
      M.selectDateRange,
    );
    expect(
      salesOrderSearchProblem({ search_type: 'DATE_RANGE', warehouse: 'ALL', ...dates })?.message,
    ).toBe(M.selectWarehouse);
    expect(salesOrderSearchProblem({ search_type: 'HOLD' })?.message).toBe(M.selectWarehouse);
    expect(salesOrderSearchProblem({ search_type: 'ERP_ACTION', warehouse: 'DC1' })).toBeNull();
    expect(salesOrderSearchProblem({ search_type: 'SEARCH', search_term: 'SO' })).toBeNull();
  });
  it('warns where the search continues', () => {
    expect(
      salesOrderSearchWarnings({ search_type: 'SEARCH', search_term: 'SO', warehouse: 'ALL' }),
    ).toEqual([M.selectWarehouse, M.selectRequiredDate]);
    expect(
      salesOrderSearchWarnings({ search_type: 'DATE_RANGE', warehouse: 'DC1', ...dates }),
    ).toEqual([M.selectRunSet]);
    expect(
      salesOrderSearchWarnings({
        search_type: 'DATE_RANGE',
        warehouse: 'DC1',
        run_set: 'AM',
        ...dates,
      }),
    ).toEqual([]);
    expect(salesOrderSearchWarnings({ search_type: 'HOLD', warehouse: 'DC1' })).toEqual([]);
  });
});
