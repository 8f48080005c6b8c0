import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import {
  FloorMovementForm,
  type TFloorMovementMode,
} from '../../src/areas/floor/components/FloorMovementForm';
import { FLOOR_MESSAGES } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { clearRows } from '../../src/offline/mirror-store';
import { FLOOR, site, user } from './fixtures';
import { putMirrorRows } from './mirror-rows';

/*
 * Issue 26, "show what was scanned": on Move and Write off, once the location and the item
 * are scanned, the item's name and what the device holds of it at the location show before
 * the quantity, and follow the writes queued.
 */
function renderForm(mode: TFloorMovementMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FloorMovementForm mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function enter(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.keyDown(input(label), { key: 'Enter' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await floorDb.outbox.clear();
  setSession({ token: 't', user: user([site('SXD', FLOOR)], { user_id: 'floor' }) });
  setWorkContext({
    user_id: 'floor',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
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
  vi.restoreAllMocks();
  setWorkContext(null);
  clearSession();
  await clearRows('inventory');
  await clearRows('on_hands');
});

describe('what was scanned shows before the quantity', () => {
  it('write off: the item name and its on hand at the location, following the writes queued', async () => {
    renderForm('adjust');
    expect(screen.queryByTestId('scanned-stock')).toBeNull();
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    const shown = await screen.findByTestId('scanned-stock');
    expect(shown.textContent).toContain('PAS-500-SPAG — Spaghetti 500 g');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe(
        FLOOR_MESSAGES.onHandAt(6, 'EA', 'A-01-01-A'),
      ),
    );
    expect(screen.getByTestId('scanned-on-hand').textContent).toBe('6 EA on hand at A-01-01-A');
    // Before the quantity, in reading order.
    const quantity = input('Quantity (EA)');
    expect(shown.compareDocumentPosition(quantity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Write off 2: the next scan of the same item there shows what is left on this device.
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('scanned-stock')).toBeNull());
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe('4 EA on hand at A-01-01-A'),
    );
  });

  it('move: the from location; none there says 0', async () => {
    renderForm('move');
    await enter('From location', 'B-09-09-A');
    await enter('Item', 'PAS-500-SPAG');
    await waitFor(() =>
      expect(screen.getByTestId('scanned-on-hand').textContent).toBe('0 EA on hand at B-09-09-A'),
    );
  });
});
