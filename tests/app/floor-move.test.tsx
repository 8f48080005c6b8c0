import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup as cleanupRender,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import { FloorMovementForm } from '../../src/areas/floor/components/FloorMovementForm';
import { FLOOR_MESSAGES as F, LEDGER_MESSAGES, MOVEMENT_MESSAGES } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { FLOOR, site, user } from './fixtures';
import { clearRows } from '../../src/offline/mirror-store';
import { putMirrorRows } from './mirror-rows';

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

const byId = (name: string) => document.getElementById(`floor-move-${name}`) as HTMLInputElement;
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
    // The last field's Enter saves.
    await enter('To location', 'C-02-02-A');

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
    // The message describes the field; it is not part of the field's name.
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    const described = quantity.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter a quantity above 0');
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

describe('tracked items on the floor move and write off / on screens', () => {
  const GTIN = '09506000134352';
  beforeEach(async () => {
    await clearRows('inventory');
    await putMirrorRows('inventory', [
      {
        key: 'CHZ-BRIE-1KG',
        inventory_code: 'CHZ-BRIE-1KG',
        inventory_code_lc: 'chz-brie-1kg',
        unit_of_measure: 'EA',
        gtin: GTIN,
        tracking_type: 'BATCH_EXPIRY',
      },
      {
        key: 'PAS-500-SPAG',
        inventory_code: 'PAS-500-SPAG',
        inventory_code_lc: 'pas-500-spag',
        unit_of_measure: 'EA',
        gtin: '',
        tracking_type: 'NONE',
      },
    ]);
  });
  afterEach(async () => {
    await clearRows('inventory');
  });

  it('a GS1 scan of a tracked item fills Serial/Batch and Date code and the write carries them', async () => {
    renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    // ]C1, GTIN 01, expiry 17 (31 Jan 2027), batch 10 last (it runs to the end).
    await enter('Item', `]C101${GTIN}17270131` + '10L2401');
    await waitFor(() => expect(input('Item').value).toBe('CHZ-BRIE-1KG'));
    expect(input('Serial/Batch').value).toBe('L2401');
    expect(input('Date code').value).toBe('2027-01-31');
    // The batch came with the scan: straight on to the quantity.
    await waitFor(() => expect(document.activeElement).toBe(input('Quantity (EA)')));
    await enter('Quantity (EA)', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));

    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.label).toBe('Write off 1 EA CHZ-BRIE-1KG batch L2401 from A-01-01-A');
    expect(entry?.data).toMatchObject({
      movement: {
        action: 'WRITE_OFF',
        inventory: 'CHZ-BRIE-1KG',
        location: 'A-01-01-A',
        serial_batch: 'L2401',
        date_code: '2027-01-31',
        quantity: 1,
      },
    });
    // The next write starts clean: no batch fields until a tracked item is scanned.
    await waitFor(() => expect(screen.queryByLabelText('Serial/Batch')).toBeNull());
  });

  it('asks for the batch of a tracked item scanned by code, Enter field to field', async () => {
    renderForm('move');
    await enter('From location', 'A-01-01-A');
    await enter('Item', 'chz-brie-1kg');
    await waitFor(() => expect(document.activeElement).toBe(input('Serial/Batch')));
    // Without the batch the move is refused, not queued, and the field says why.
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('CHZ-BRIE-1KG is tracked by serial/batch: enter its Serial/Batch'),
    ).toBeTruthy();
    expect(await floorDb.outbox.count()).toBe(0);

    await enter('Serial/Batch', 'B77');
    await waitFor(() => expect(document.activeElement).toBe(byId('date_code')));
    fireEvent.change(byId('date_code'), { target: { value: '2027-02-30' } });
    fireEvent.keyDown(byId('date_code'), { key: 'Enter' });
    // (The refused save left errors under the fields, which join their labels: by id here.)
    await waitFor(() => expect(document.activeElement).toBe(byId('quantity')));
    fireEvent.change(byId('quantity'), { target: { value: '3' } });
    fireEvent.keyDown(byId('quantity'), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(byId('to_location')));
    // The last field's Enter saves.
    await enter('To location', 'C-02-02-A');
    // Not a real day: refused, focus back on the date.
    expect(await screen.findByText('Date code must be a date (YYYY-MM-DD)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(byId('date_code')));
    expect(await floorDb.outbox.count()).toBe(0);
    fireEvent.change(byId('date_code'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.label).toBe('Move 3 EA CHZ-BRIE-1KG batch B77 from A-01-01-A to C-02-02-A');
    expect(entry?.data).toMatchObject({
      movement: { action: 'TRANSFER', serial_batch: 'B77', date_code: '', quantity: 3 },
    });
  });

  it('asks nothing more for an item that is not tracked', async () => {
    renderForm('move');
    await enter('From location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await waitFor(() => expect(document.activeElement).toBe(input('Quantity (EA)')));
    expect(screen.queryByLabelText('Serial/Batch')).toBeNull();
    expect(screen.queryByLabelText('Date code')).toBeNull();
  });
});

describe('the device checks the stock it holds before queueing a write off or a move', () => {
  beforeEach(async () => {
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
    await clearRows('on_hands');
  });

  it('warns at once, in the server words, and queues nothing; what is queued counts', async () => {
    renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '500');
    const shortMessage = LEDGER_MESSAGES.notEnoughStock('PAS-500-SPAG', 'A-01-01-A', 6, 500);
    expect(shortMessage).toBe(
      'Not enough stock: PAS-500-SPAG at A-01-01-A has 6 on hand, 500 asked',
    );
    expect(await screen.findByText(shortMessage)).toBeTruthy();
    // Enter did not move on, and Write off does not queue it either.
    expect(document.activeElement).toBe(byId('quantity'));
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await floorDb.outbox.count()).toBe(0);

    // What the location holds goes.
    fireEvent.change(byId('quantity'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));

    // The write off waiting in the outbox took it all: nothing is left there on this device.
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '1');
    expect(
      await screen.findByText(LEDGER_MESSAGES.noStockHere('PAS-500-SPAG', 'A-01-01-A')),
    ).toBeTruthy();
    expect(await floorDb.outbox.count()).toBe(1);
  });

  it('checks the from location of a move; a write on is never held back', async () => {
    renderForm('move');
    await enter('From location', 'B-09-09-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '2');
    expect(await screen.findByText('There is no PAS-500-SPAG on hand at B-09-09-A')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await floorDb.outbox.count()).toBe(0);
  });

  it('lets a write on through whatever the location holds', async () => {
    renderForm('adjust');
    fireEvent.click(screen.getByTestId('action-WRITE_ON'));
    await enter('Put at location', 'B-09-09-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Write on' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
  });
});

describe('the write off reason, scanned or typed', () => {
  beforeEach(async () => {
    await floorDb.mirror('reason_codes').clear();
    await putMirrorRows('reason_codes', [
      { reason_id: 1, reason_code: 'DMG', description: 'Damaged' },
      { reason_id: 2, reason_code: 'EXP', description: 'Expired' },
    ]);
  });
  afterEach(async () => {
    await floorDb.mirror('reason_codes').clear();
  });

  it('takes a reason-code barcode or its code typed with Enter, and refuses an unknown one', async () => {
    renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '2');
    await waitFor(() => expect(document.activeElement).toBe(byId('reason')));
    await enter('Reason', 'XYZ');
    expect(await screen.findByText('No reason code "XYZ" on this device')).toBeTruthy();
    expect(document.activeElement).toBe(byId('reason'));

    // Typed in any case, then Enter on the last field: the code is taken and the write saved.
    fireEvent.change(byId('reason'), { target: { value: 'dmg' } });
    fireEvent.keyDown(byId('reason'), { key: 'Enter' });
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    await waitFor(() => expect(document.activeElement).toBe(byId('location')));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.data).toMatchObject({ movement: { reference: 'DMG', notes: 'Damaged' } });
  });

  it('saves with Enter on the empty reason, or takes one by touch', async () => {
    renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '1');
    await waitFor(() => expect(document.activeElement).toBe(byId('reason')));
    fireEvent.keyDown(byId('reason'), { key: 'Enter' });
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    await waitFor(() => expect(document.activeElement).toBe(byId('location')));

    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '1');
    fireEvent.click(screen.getByRole('button', { name: 'EXP — Expired' }));
    expect(byId('reason').value).toBe('EXP');
    fireEvent.click(screen.getByTestId('floor-move-save'));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(2));
    const [first, second] = await floorDb.outbox.orderBy('seq').toArray();
    expect(first?.data).toMatchObject({ movement: { reference: '' } });
    expect(second?.data).toMatchObject({ movement: { reference: 'EXP', notes: 'Expired' } });
  });
});

describe('the write off reasons offered', () => {
  afterEach(async () => {
    await floorDb.mirror('reason_codes').clear();
  });

  it("are the site's stock-check reasons, not its delivery or receipt ones", async () => {
    await floorDb.mirror('reason_codes').clear();
    await putMirrorRows('reason_codes', [
      { reason_id: 1, reason_code: 'DMG', description: 'Damaged', use_on_stock_check: true },
      { reason_id: 2, reason_code: 'NAH', description: 'Nobody at home', use_on_delivery: true },
      { reason_id: 3, reason_code: 'OVR', description: 'Over-supplied', use_on_receipt: true },
      { reason_id: 4, reason_code: 'CNT', description: 'Count variance', use_on_stock_check: true },
    ]);
    renderForm('adjust');
    const choices = await screen.findByRole('group', { name: F.reasonChoices });
    await waitFor(() =>
      expect(
        within(choices)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['DMG — Damaged', 'CNT — Count variance']),
    );
  });
});

describe('the screen shows its own writes from the outbox again after a reload', () => {
  it('pending and needs-attention writes of this screen, not another screen', async () => {
    const first = renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    await screen.findByTestId('last-write');
    first.unmount();

    const move = renderForm('move');
    await enter('From location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '3');
    // The last field's Enter saves.
    await enter('To location', 'C-02-02-A');
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(2));
    move.unmount();
    // The server refused the write off while the screen was away (as the sender records it).
    const [writeOff] = await floorDb.outbox.orderBy('seq').toArray();
    await floorDb.outbox.update(writeOff!.seq!, {
      status: 'attention',
      error: 'There is no PAS-500-SPAG on hand at A-01-01-A',
    });

    // Opened again (a reload): the write off shows with the server's message; the move does not.
    renderForm('adjust');
    await waitFor(() =>
      expect(screen.getByTestId('last-write').textContent).toContain(
        'There is no PAS-500-SPAG on hand at A-01-01-A',
      ),
    );
    const cards = screen.getAllByTestId('last-write');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.dataset.status).toBe('attention');
    expect(cards[0]!.textContent).toContain('Write off 2 PAS-500-SPAG from A-01-01-A');
    cleanupRender();
    renderForm('move');
    await waitFor(() =>
      expect(screen.getByTestId('last-write').textContent).toContain(
        'Move 3 PAS-500-SPAG from A-01-01-A to C-02-02-A',
      ),
    );
    expect(screen.getByTestId('last-write').dataset.status).toBe('pending');
  });
});

describe('the write is checked with the contract schema before it is queued', () => {
  it('refuses a write at All warehouses in the server words, queueing nothing', async () => {
    setWorkContext({
      user_id: 'floor',
      site_id: 'SXD',
      warehouse: 'ALL',
      run_set: null,
      printer_set: null,
      work_centre: null,
    });
    renderForm('adjust');
    await enter('Take from location', 'A-01-01-A');
    await enter('Item', 'PAS-500-SPAG');
    await enter('Quantity', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MOVEMENT_MESSAGES.selectWarehouse);
    expect(await floorDb.outbox.count()).toBe(0);
  });
});
