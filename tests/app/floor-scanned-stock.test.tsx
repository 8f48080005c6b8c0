import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOOR_MESSAGES } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { clearRows } from '../../src/offline/mirror-store';
import {
  enterInto,
  floorInput,
  floorUserOfflineAtDc1,
  renderFloorForm,
  signOutFloorUser,
} from './floor-form';
import { putMirrorRows } from './mirror-rows';

/*
 * Issue 26, "show what was scanned": on Move and Write off, once the location and the item
 * are scanned, the item's name and what the device holds of it at the location show before
 * the quantity, and follow the writes queued.
 */
beforeEach(async () => {
  await floorUserOfflineAtDc1();
  await clearRows('inventory');
  await putMirrorRows('inventory', [
    {
      inventory_code: 'PAS-500-SPAG',
      inventory_description: 'Spaghetti 500 g',
      unit_of_measure: 'EA',
      gtin: '',
      tracking_type: 'NONE',
    },
  ]);
  await clearRows('on_hands');
  await putMirrorRows('on_hands', [
    {
      on_hand_id: 1,
      warehouse: 'DC1',
      location: 'A-01-01-A',
      inventory_code: 'PAS-500-SPAG',
      serial_batch: '',
      date_code: '',
      quantity: '6.000',
    },
  ]);
});
afterEach(async () => {
  signOutFloorUser();
  await clearRows('inventory');
  await clearRows('on_hands');
});

describe('what was scanned shows before the quantity', () => {
  it('write off: the item name and its on hand at the location, following the writes queued', async () => {
    renderFloorForm('adjust');
    expect(screen.queryByTestId('scanned-stock')).toBeNull();
    await enterInto('Take from location', 'A-01-01-A');
    await enterInto('Item', 'PAS-500-SPAG');
    const shown = await screen.findByTestId('scanned-stock');
    expect(shown.textContent).toContain('PAS-500-SPAG — Spaghetti 500 g');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe(
        FLOOR_MESSAGES.onHandAt(6, 'EA', 'A-01-01-A'),
      ),
    );
    expect(screen.getByTestId('scanned-on-hand').textContent).toBe('6 EA on hand at A-01-01-A');
    // Before the quantity, in reading order.
    const quantity = floorInput('Quantity (EA)');
    expect(shown.compareDocumentPosition(quantity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Write off 2: the next scan of the same item there shows what is left on this device.
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('scanned-stock')).toBeNull());
    await enterInto('Take from location', 'A-01-01-A');
    await enterInto('Item', 'PAS-500-SPAG');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe('4 EA on hand at A-01-01-A'),
    );
  });

  it('move: the from location; none there says 0', async () => {
    renderFloorForm('move');
    await enterInto('From location', 'B-09-09-A');
    await enterInto('Item', 'PAS-500-SPAG');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe('0 EA on hand at B-09-09-A'),
    );
  });
});
