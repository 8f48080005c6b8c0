import { describe, expect, it } from 'vitest';
import {
  INVENTORY_MESSAGES,
  ZCheckAvailability,
  ZSerialBatch,
  ZWarehouses,
  availabilityRows,
  inventoryCodeFromParam,
  inventoryPath,
  inventorySearchProblem,
  itemOnHandVariant,
  serialBatchFilterSet,
  serialBatchModeFlags,
  serialBatchVariant,
  shortQty,
  supplyDates,
  supplyIssueVariant,
} from '../../src/contract';

describe('inventory rules of document 2 (shared by the screens and the server)', () => {
  it('writes a slash in a code as %2f in /in/{inventory_code} and reads it back', () => {
    expect(inventoryPath('PAS-500-SPAG')).toBe('/in/PAS-500-SPAG');
    expect(inventoryPath('AB/12')).toBe('/in/AB%2f12');
    expect(inventoryCodeFromParam('AB%2f12')).toBe('AB/12');
    expect(inventoryCodeFromParam('AB%2F12')).toBe('AB/12');
    expect(inventoryCodeFromParam('AB/12')).toBe('AB/12');
  });

  it('SEARCH, INVENTORY and CUSTOMER need a term; RECENT_TRANSACTIONS dates and a warehouse', () => {
    expect(inventorySearchProblem({ search_type: 'SEARCH', search_term: ' ' })?.message).toBe(
      INVENTORY_MESSAGES.enterSearchTerm,
    );
    expect(inventorySearchProblem({ search_type: 'CUSTOMER', search_term: 'LYG' })).toBeNull();
    expect(
      inventorySearchProblem({ search_type: 'RECENT_TRANSACTIONS', warehouse: 'DC1' })?.message,
    ).toBe(INVENTORY_MESSAGES.selectDateRange);
    expect(
      inventorySearchProblem({
        search_type: 'RECENT_TRANSACTIONS',
        from_date: '2026-01-01',
        to_date: '2026-01-02',
        warehouse: 'ALL',
      })?.message,
    ).toBe(INVENTORY_MESSAGES.selectWarehouse);
    expect(inventorySearchProblem({ search_type: '' })?.message).toBe(
      INVENTORY_MESSAGES.selectSearchType,
    );
  });

  it('the availability list is never empty: a zero placeholder row', () => {
    const item = { inventory_code: 'X', inventory_description: 'Ex', warehouse: 'DC1' };
    expect(availabilityRows([], item)).toEqual([
      { ...item, on_hand: 0, committed: 0, incoming: 0, quarantined: 0, recalled: 0, available: 0 },
    ]);
    const row = {
      ...item,
      on_hand: 5,
      committed: 1,
      incoming: 0,
      quarantined: 0,
      recalled: 0,
      available: 4,
    };
    expect(availabilityRows([row], item)).toEqual([row]);
  });

  it('supply issue: one date copies to the other; flagged items short, danger', () => {
    expect(supplyDates('2026-03-01', '')).toEqual({
      from_date: '2026-03-01',
      to_date: '2026-03-01',
    });
    expect(supplyDates('', '2026-03-02')).toEqual({
      from_date: '2026-03-02',
      to_date: '2026-03-02',
    });
    expect(ZCheckAvailability.parse({ to_date: '2026-03-02' })).toMatchObject({
      from_date: '2026-03-02',
      to_date: '2026-03-02',
      include_all_results: false,
    });
    expect(shortQty({ issue_item: true, on_hand: 3, total_required: 10 })).toBe(7);
    expect(shortQty({ issue_item: false, on_hand: 30, total_required: 10 })).toBe(0);
    expect(supplyIssueVariant({ issue_item: true })).toBe('danger');
    expect(supplyIssueVariant({ issue_item: false })).toBeUndefined();
  });

  it('serial batches: modes set one flag and clear the other; colours; the filter rule; recall reason', () => {
    expect(serialBatchModeFlags('ALL')).toEqual({ quarantined: false, recall: false });
    expect(serialBatchModeFlags('QUARANTINED')).toEqual({ quarantined: true, recall: false });
    expect(serialBatchModeFlags('RECALL')).toEqual({ quarantined: false, recall: true });
    expect(serialBatchVariant({ recall: true, quarantine: true })).toBe('danger');
    expect(serialBatchVariant({ recall: false, quarantine: true })).toBe('info');
    expect(serialBatchVariant({ recall: false, quarantine: false })).toBeUndefined();
    expect(serialBatchFilterSet({ ...serialBatchModeFlags('ALL') })).toBe(false);
    expect(serialBatchFilterSet({ ...serialBatchModeFlags('RECALL') })).toBe(true);
    expect(serialBatchFilterSet({ from_date_code: '2026-01-01' })).toBe(true);
    const cleared = ZSerialBatch.parse({
      inventory_code: 'X',
      serial_batch: 'B1',
      recall_reason: 'gone',
    });
    expect(cleared.recall_reason).toBe('');
    const kept = ZSerialBatch.parse({
      inventory_code: 'X',
      serial_batch: 'B1',
      quarantine: true,
      recall_reason: 'kept',
    });
    expect(kept.recall_reason).toBe('kept');
  });

  it('the pick face row is warning; ALL or nothing means every warehouse', () => {
    expect(itemOnHandVariant({ is_pick_face: true })).toBe('warning');
    expect(itemOnHandVariant({ is_pick_face: false })).toBeUndefined();
    expect(ZWarehouses.parse('ALL')).toEqual([]);
    expect(ZWarehouses.parse(['DC1', 'ALL'])).toEqual([]);
    expect(ZWarehouses.parse(['DC1', 'DC1', ''])).toEqual(['DC1']);
    expect(ZWarehouses.parse(undefined)).toEqual([]);
  });
});
