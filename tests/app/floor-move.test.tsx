import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import { FloorMovementForm } from '../../src/areas/floor/components/FloorMovementForm';
import { floorDb } from '../../src/offline/db';
import { FLOOR, site, user } from './fixtures';

function renderForm(mode: 'move' | 'adjust') {
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

/** Type and press Enter, as at the keyboard (a manual entry counts as a scan). */
async function enter(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.keyDown(input(label), { key: 'Enter' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

beforeEach(async () => {
  // Offline: the writes stay in the outbox for the assertions.
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
});
afterEach(() => {
  vi.restoreAllMocks();
  setWorkContext(null);
  clearSession();
});

describe('the floor move screen', () => {
  it('goes field to field on Enter, queues the move pending and starts again', async () => {
    renderForm('move');
    await waitFor(() => expect(document.activeElement).toBe(input('From location')));
    await enter('From location', 'A-01-01-A');
    await waitFor(() => expect(document.activeElement).toBe(input('Item')));
    await enter('Item', 'PAS-500-SPAG');
    await waitFor(() => expect(document.activeElement).toBe(input('Quantity')));
    await enter('Quantity', '4');
    await waitFor(() => expect(document.activeElement).toBe(input('To location')));
    await enter('To location', 'C-02-02-A');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry).toMatchObject({
      service: 'movement',
      entity: 'movement',
      action: 'add',
      kind: 'movement',
      status: 'pending',
      site_id: 'SXD',
      user_id: 'floor',
      label: 'Move 4 PAS-500-SPAG from A-01-01-A to C-02-02-A',
      data: {
        movement: {
          action: 'TRANSFER',
          warehouse: 'DC1',
          inventory: 'PAS-500-SPAG',
          location: 'A-01-01-A',
          to_location: 'C-02-02-A',
          quantity: 4,
        },
      },
    });
    expect(await screen.findByTestId('last-write')).toHaveProperty('dataset.status', 'pending');
    await waitFor(() => expect(input('From location').value).toBe(''));
    expect(input('To location').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input('From location')));
  });

  it('refuses an incomplete move without queueing it', async () => {
    renderForm('move');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Scan a location')).toBeTruthy();
    expect(screen.getByText('Enter a quantity above 0')).toBeTruthy();
    expect(await floorDb.outbox.count()).toBe(0);
  });
});

describe('the floor write off / on screen', () => {
  it('opens on Write off; changing the action resets the form', async () => {
    renderForm('adjust');
    expect(screen.getByTestId('action-WRITE_OFF').getAttribute('aria-checked')).toBe('true');
    fireEvent.change(input('Take from location'), { target: { value: 'A-01-01-A' } });
    fireEvent.click(screen.getByTestId('action-WRITE_ON'));
    expect(input('Put at location').value).toBe('');
    await enter('Put at location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '2');
    fireEvent.change(input('Reason'), { target: { value: 'FOUND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write on' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.label).toBe('Write on 2 PAS-500-SPAG at A-01-01-A');
    expect(entry?.data).toMatchObject({
      movement: { action: 'WRITE_ON', location: 'A-01-01-A', quantity: 2, reference: 'FOUND' },
    });
  });
});
