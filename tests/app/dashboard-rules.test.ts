import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_DEFAULTS,
  DASHBOARD_PICK_VARIANTS,
  SUMMARY_STATUS_VARIANTS,
  ZLowStock,
  ZUseByDate,
  calendarDayVariant,
  dashboardPickStatus,
  roundUpQuantity,
  salesOrderSummaryStatus,
} from '../../src/contract';
import { monthBounds } from '../../src/areas/dashboard/components/PickCalendar';

describe('dashboard rules (document 1)', () => {
  it('colours a calendar day warning when YELLOW, otherwise success', () => {
    expect(calendarDayVariant('YELLOW')).toBe('warning');
    expect(calendarDayVariant('GREEN')).toBe('success');
    expect(calendarDayVariant(undefined)).toBe('success');
  });

  it('shows a complete pick as Complete (success) and one in progress as InProgress (warning)', () => {
    expect(dashboardPickStatus('complete')).toBe('Complete');
    expect(dashboardPickStatus('in_progress')).toBe('InProgress');
    expect(DASHBOARD_PICK_VARIANTS.Complete).toBe('success');
    expect(DASHBOARD_PICK_VARIANTS.InProgress).toBe('warning');
  });

  it('says Short when short lines exist, Picked when supplied equals ordered, else Processing', () => {
    const s = (short: number, supplied: number, ordered: number) =>
      salesOrderSummaryStatus({
        short_supplied_lines: short,
        supplied_quantity: supplied,
        ordered_quantity: ordered,
      });
    expect(s(1, 10, 10)).toBe('Short');
    expect(s(0, 10, 10)).toBe('Picked');
    expect(s(0, 4, 10)).toBe('Processing');
    expect(SUMMARY_STATUS_VARIANTS.Short).toBe('danger');
  });

  it('rounds pick and work quantities up to whole numbers', () => {
    expect(roundUpQuantity(6.5)).toBe(7);
    expect(roundUpQuantity(7)).toBe(7);
    expect(roundUpQuantity(0.001)).toBe(1);
  });

  it('defaults low stock to on hand 50 and safety factor 1.25, expiry to 30 days', () => {
    expect(ZLowStock.parse({ warehouse: 'DC1' })).toMatchObject({
      on_hand_qty: DASHBOARD_DEFAULTS.lowStockOnHand,
      safety_factor: DASHBOARD_DEFAULTS.safetyFactor,
    });
    expect(DASHBOARD_DEFAULTS.lowStockOnHand).toBe(50);
    expect(DASHBOARD_DEFAULTS.safetyFactor).toBe(1.25);
    expect(ZUseByDate.parse({ warehouse: 'DC1' }).no_days).toBe(30);
  });

  it('bounds a calendar month', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    expect(monthBounds('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30', days: 30 });
  });
});
