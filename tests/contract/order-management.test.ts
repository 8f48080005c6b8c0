import { describe, expect, it } from 'vitest';
import {
  EVERY_RUN,
  ORDER_MANAGEMENT_MESSAGES as M,
  calendarDayVariant,
  dayColour,
  isOrderManagementSearch,
  monthRange,
  orderManagementWarnings,
  pickLineOpen,
  pickLineStatusLabel,
  pickLineVariant,
} from '../../src/contract';

describe('Order Management rules', () => {
  it('the summary modes are search types of the sales order list', () => {
    expect(isOrderManagementSearch('MONTH_SUMMARY')).toBe(true);
    expect(isOrderManagementSearch('RUN_SET_SUMMARY')).toBe(true);
    expect(isOrderManagementSearch('REVIEW')).toBe(true);
    expect(isOrderManagementSearch('DATE_RANGE')).toBe(false);
    expect(isOrderManagementSearch(null)).toBe(false);
  });

  it('a day is YELLOW (warning) while any order is open, else GREEN (success)', () => {
    expect(dayColour({ new: 1, in_progress: 0 })).toBe('YELLOW');
    expect(dayColour({ new: 0, in_progress: 2 })).toBe('YELLOW');
    expect(dayColour({ new: 0, in_progress: 0 })).toBe('GREEN');
    expect(calendarDayVariant(dayColour({ new: 1, in_progress: 0 }))).toBe('warning');
    expect(calendarDayVariant(dayColour({ new: 0, in_progress: 0 }))).toBe('success');
  });

  it('monthRange gives the first and last day, leap years included', () => {
    expect(monthRange('2028-02-14')).toEqual({ from_date: '2028-02-01', to_date: '2028-02-29' });
    expect(monthRange('2027-12-31')).toEqual({ from_date: '2027-12-01', to_date: '2027-12-31' });
  });

  it("document 2 section 5's warnings: warehouse, run set, required date", () => {
    expect(orderManagementWarnings({ search_type: 'RUN_SET_SUMMARY', warehouse: 'ALL' })).toEqual([
      M.selectWarehouse,
      M.selectRunSet,
      M.selectRequiredDate,
    ]);
    expect(
      orderManagementWarnings({
        search_type: 'RUN_SET_SUMMARY',
        warehouse: 'DC1',
        run_set: EVERY_RUN,
        from_date: '2030-01-01',
      }),
    ).toEqual([]);
    expect(orderManagementWarnings({ search_type: 'REVIEW', warehouse: 'DC1' })).toEqual([]);
    expect(M.setRunSet).toBe('Please Set a run set!');
  });

  it('pick line state: To pick, Part picked, Picked, Short (with the line colours)', () => {
    const line = (quantity_picked: number, reason = '') => ({
      quantity_req: 5,
      quantity_picked,
      reason,
    });
    expect([0, 2, 5].map((q) => pickLineStatusLabel(line(q)))).toEqual([
      'To pick',
      'Part picked',
      'Picked',
    ]);
    expect(pickLineStatusLabel(line(1, 'Stock not on Shelf'))).toBe('Short');
    expect([0, 2, 5].map((q) => pickLineVariant(line(q)))).toEqual([
      undefined,
      'warning',
      'success',
    ]);
    expect(pickLineVariant(line(1, 'Stock not on Shelf'))).toBe('danger');
    expect(pickLineOpen(line(2))).toBe(true);
    expect(pickLineOpen(line(5))).toBe(false);
    expect(pickLineOpen(line(1, 'Stock not on Shelf'))).toBe(false);
  });
});
