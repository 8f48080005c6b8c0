import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOVEMENT_ACTION,
  LEDGER_MESSAGES,
  MOVEMENT_MESSAGES,
  ZMovement,
  blankMovement,
  formatInZone,
  movementSearchError,
  movementStatus,
  todayIn,
  zonedDayRange,
} from '../../src/contract';

const messages = (value: unknown) => {
  const parsed = ZMovement.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('movement rules (document 2 sections 4, 5, 9)', () => {
  it('a history search needs a warehouse other than ALL, a search type, and a term unless ERRORS', () => {
    expect(
      movementSearchError({ warehouse: 'ALL', search_type: 'Inventory', search_term: 'X' }),
    ).toBe(MOVEMENT_MESSAGES.selectWarehouse);
    expect(movementSearchError({ search_type: 'Inventory', search_term: 'X' })).toBe(
      'Please Select a warehouse',
    );
    expect(movementSearchError({ warehouse: 'DC1', search_type: '', search_term: 'X' })).toBe(
      'Please Select a Search Type',
    );
    expect(movementSearchError({ warehouse: 'DC1', search_type: 'Bin Location' })).toBe(
      'Please Enter a Search Term',
    );
    expect(movementSearchError({ warehouse: 'DC1', search_type: 'ERRORS' })).toBeNull();
    expect(
      movementSearchError({ warehouse: 'DC1', search_type: 'Inventory', search_term: 'PAS' }),
    ).toBeNull();
  });

  it('ERP id ERROR is danger ERROR; any other non-empty ERP id is success', () => {
    expect(movementStatus('ERROR')).toEqual({ label: 'ERROR', variant: 'danger' });
    expect(movementStatus('error')).toEqual({ label: 'ERROR', variant: 'danger' });
    expect(movementStatus('INV-1234')).toEqual({ label: 'INV-1234', variant: 'success' });
    expect(movementStatus('')).toBeNull();
    expect(movementStatus(null)).toBeNull();
  });

  it('the form opens on a write off; a new action gives a blank form', () => {
    expect(DEFAULT_MOVEMENT_ACTION).toBe('WRITE_OFF');
    expect(blankMovement('DC1')).toMatchObject({
      action: 'WRITE_OFF',
      warehouse: 'DC1',
      inventory: '',
    });
    expect(blankMovement('DC1', 'WRITE_ON')).toMatchObject({ action: 'WRITE_ON', quantity: '' });
  });

  it('checks a movement: each failure has its message', () => {
    expect(messages({ warehouse: 'DC1', inventory: 'X', location: 'A', quantity: 1 })).toEqual([]);
    expect(
      messages({ action: 'TRANSFER', warehouse: 'ALL', inventory: '', location: '', quantity: 0 }),
    ).toEqual([
      MOVEMENT_MESSAGES.inventoryBlank,
      LEDGER_MESSAGES.quantityPositive,
      MOVEMENT_MESSAGES.selectWarehouse,
      MOVEMENT_MESSAGES.fromLocationBlank,
      MOVEMENT_MESSAGES.toLocationBlank,
    ]);
    expect(
      messages({
        action: 'TRANSFER',
        warehouse: 'DC1',
        inventory: 'X',
        location: 'a-1',
        to_location: 'A-1',
        quantity: '2',
      }),
    ).toEqual([LEDGER_MESSAGES.sameLocation]);
    expect(
      messages({
        warehouse: 'DC1',
        inventory: 'X',
        location: 'A',
        quantity: 1.0005,
        date_code: '2026-02-30',
      }),
    ).toEqual([MOVEMENT_MESSAGES.dateCode, MOVEMENT_MESSAGES.quantityDecimals]);
    expect(messages({ warehouse: 'DC1', inventory: 'X', location: 'A', quantity: 0.125 })).toEqual(
      [],
    );
  });

  it("a day range is the site's 00:00:00 to 23:59:59 converted to UTC", () => {
    // Melbourne is UTC+11 in summer (daylight saving), UTC+10 in winter.
    expect(zonedDayRange('2026-11-23', '2026-11-23', 'Australia/Melbourne')).toEqual({
      from_date: '2026-11-22T13:00:00.000Z',
      to_date: '2026-11-23T12:59:59.999Z',
    });
    expect(zonedDayRange('2026-06-01', '2026-06-02', 'Australia/Melbourne')).toEqual({
      from_date: '2026-05-31T14:00:00.000Z',
      to_date: '2026-06-02T13:59:59.999Z',
    });
    expect(todayIn('Australia/Melbourne', new Date('2026-11-22T13:30:00Z'))).toBe('2026-11-23');
    expect(formatInZone('2026-11-22T13:05:00Z', 'Australia/Melbourne', 'YYYY/MM/DD @ HH:mm')).toBe(
      '2026/11/23 @ 00:05',
    );
  });
});
