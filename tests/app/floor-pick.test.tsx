import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession, setWorkContext } from '../../src/api';
import { STOCK_NOT_ON_SHELF, type TOutboxEntry } from '../../src/contract';
import {
  floorPickLines,
  nextOpenLine,
  shortReasons,
  type TPickAttemptData,
} from '../../src/areas/floor/pick-lines';
import FloorPickScreen from '../../src/areas/floor/screens/FloorPickScreen';
import { floorDb, type TMirrorRow } from '../../src/offline/db';
import { configureOutbox } from '../../src/offline/outbox';
import { ALL, site, user } from './fixtures';
import { clearRows } from '../../src/offline/mirror-store';
import { putMirrorRows } from './mirror-rows';
import { wedgeBurst } from './wedge-burst';

const line = (id: number, patch: Partial<TMirrorRow> = {}): TMirrorRow => ({
  key: String(id),
  site_id: 'SXD',
  pick_line_id: id,
  pick_id: 7,
  sales_order_id: 70,
  line_no: id,
  inventory_code: `ITEM-${id}`,
  description: `Item ${id}`,
  pick_face: `A-0${id}`,
  pick_sequence: id,
  stocking_factor_unit: 'EA',
  pack_size: 1,
  quantity_req: 10,
  quantity_picked: 0,
  reason: '',
  ...patch,
});

let n = 0;
const attempt = (
  data: TPickAttemptData,
  status: TOutboxEntry['status'] = 'pending',
): TOutboxEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  site_id: 'SXD',
  user_id: 'admin',
  service: 'sales_order',
  entity: 'pick_attempt',
  action: 'add',
  kind: 'pick',
  label: 'pick',
  data,
  status,
  attempts: 0,
  created_at: new Date().toISOString(),
});

describe('floor pick lines: the mirror with the waiting picks applied', () => {
  it('shows a confirmed line as pending at once and a part pick as still open', () => {
    const lines = floorPickLines(
      [line(2), line(1), line(3, { quantity_picked: 10 }), line(4, { reason: 'DAMAGED' })],
      [
        attempt({ pick_line_id: 1, quantity_picked: 10 }),
        attempt({ pick_line_id: 2, quantity_picked: 4 }),
      ],
    );
    expect(lines.map((l) => [l.pick_line_id, l.state, l.left])).toEqual([
      [1, 'pending', 0],
      [2, 'open', 6],
      [3, 'picked', 0],
      [4, 'short', 0],
    ]);
    expect(nextOpenLine(lines)?.pick_line_id).toBe(2);
    expect(nextOpenLine(lines, 2)?.pick_line_id).toBe(2);
  });

  it('a waiting short pick closes the line; a refused one needs attention', () => {
    const lines = floorPickLines(
      [line(1), line(2)],
      [
        attempt({ pick_line_id: 1, quantity_picked: 3, reason: STOCK_NOT_ON_SHELF }),
        attempt({ pick_line_id: 2, quantity_picked: 10 }, 'attention'),
      ],
    );
    expect(lines.map((l) => [l.state, l.left, l.reason])).toEqual([
      ['pending', 0, STOCK_NOT_ON_SHELF],
      ['attention', 10, ''],
    ]);
    expect(nextOpenLine(lines)).toBeNull();
  });

  it('offers Stock not on Shelf first, then the picking reason codes', () => {
    const reasons = shortReasons([
      { key: '1', reason_code: 'DMG', description: 'Damaged', use_on_picking: true },
      { key: '2', reason_code: 'RCV', description: 'Receipt only', use_on_picking: false },
    ]);
    expect(reasons.map((r) => r.value)).toEqual([STOCK_NOT_ON_SHELF, 'DMG']);
  });
});

describe('/floor/pick', () => {
  beforeEach(async () => {
    await Promise.all(
      (['picks', 'pick_lines', 'reason_codes', 'locations', 'inventory'] as const).map((e) =>
        clearRows(e),
      ),
    );
    await floorDb.outbox.clear();
    // Offline: writes stay pending.
    configureOutbox({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    setSession({ token: 't', user: user([site('SXD', ALL)]) });
    setWorkContext({
      user_id: 'admin',
      site_id: 'SXD',
      warehouse: 'DC1',
      run_set: null,
      printer_set: null,
      work_centre: null,
    });
    await putMirrorRows('picks', [
      {
        key: '7',
        site_id: 'SXD',
        pick_id: 7,
        warehouse: 'DC1',
        status: 'new',
        pick_name: 'Corner Grocer',
        pick_section_name: 'Dry goods',
        required_date: '2026-11-24',
        locked_user: '',
      },
      { key: '8', pick_id: 8, warehouse: 'DC2', status: 'new', pick_name: 'Other warehouse' },
      { key: '9', pick_id: 9, warehouse: 'DC1', status: 'in_progress', locked_user: 'floor' },
      { key: '10', pick_id: 10, warehouse: 'DC1', status: 'complete', pick_name: 'Done' },
    ]);
    await putMirrorRows('pick_lines', [line(1), line(2)]);
    await floorDb
      .mirror('reason_codes')
      .bulkPut([{ key: '1', reason_code: 'DMG', description: 'Damaged', use_on_picking: true }]);
    await putMirrorRows('locations', [
      {
        key: '1',
        location_id: 1,
        warehouse: 'DC1',
        location: 'A-01',
        location_lc: 'a-01',
        barcode: 'A-01',
        barcode_lc: 'a-01',
      },
      {
        key: '2',
        location_id: 2,
        warehouse: 'DC1',
        location: 'A-02',
        location_lc: 'a-02',
        barcode: 'A-02',
        barcode_lc: 'a-02',
      },
    ]);
    await putMirrorRows('inventory', [
      {
        key: 'ITEM-1',
        inventory_code: 'ITEM-1',
        inventory_code_lc: 'item-1',
        unit_of_measure: 'EA',
      },
      {
        key: 'ITEM-2',
        inventory_code: 'ITEM-2',
        inventory_code_lc: 'item-2',
        unit_of_measure: 'EA',
      },
    ]);
  });
  afterEach(() => {
    configureOutbox({ fetch: undefined });
    setWorkContext(null);
  });

  const renderScreen = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/floor/pick']}>
          <FloorPickScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  const scan = (name: string, text: string) => {
    const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  };

  it('a scanner burst on Quantity or Confirm is a scan: the item again adds one, no tap', async () => {
    renderScreen();
    fireEvent.click(await screen.findByTestId('pick-7'));
    await screen.findByTestId('current-line');
    scan('Location', 'A-01');
    scan('Item', 'ITEM-1');
    const qty = () => document.getElementById('floor-pick-quantity') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(qty()));
    expect(wedgeBurst(qty(), 'ITEM-1')).toBe(false);
    await waitFor(() => expect(qty().value).toBe('2'));
    const confirm = screen.getByTestId('floor-pick-confirm');
    confirm.focus();
    expect(wedgeBurst(confirm, 'ITEM-1')).toBe(false);
    await waitFor(() => expect(qty().value).toBe('3'));
    expect(await floorDb.outbox.count()).toBe(0);
  });

  it('a reason code scanned into Short reason picks it; a code that is no reason is refused', async () => {
    renderScreen();
    fireEvent.click(await screen.findByTestId('pick-7'));
    await screen.findByTestId('current-line');
    scan('Location', 'A-01');
    scan('Item', 'ITEM-1');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe(
        'ITEM-1',
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), {
      target: { value: '4' },
    });
    const reason = () => screen.getByRole('textbox', { name: 'Short reason' }) as HTMLInputElement;
    reason().focus();
    wedgeBurst(reason(), 'NOPE');
    expect(await screen.findByText('NOPE is not a short-pick reason')).toBeTruthy();
    fireEvent.change(reason(), { target: { value: '' } });
    wedgeBurst(reason(), 'dmg');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'DMG — Damaged' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(reason().value).toBe('DMG');
    fireEvent.click(screen.getByTestId('floor-pick-confirm'));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    expect((await floorDb.outbox.toArray())[0]!.data).toMatchObject({
      pick_line_id: 1,
      quantity_picked: 4,
      reason: 'DMG',
    });
  });

  it('lists the open picks of the warehouse; picking a line writes to the outbox, pending at once', async () => {
    renderScreen();
    const pick = await screen.findByTestId('pick-7');
    expect(screen.queryByTestId('pick-8')).toBeNull();
    expect(screen.queryByTestId('pick-10')).toBeNull();
    // Locked by another picker: shown, not offered (the server would refuse).
    expect((screen.getByTestId('pick-9') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Locked by floor')).toBeTruthy();
    fireEvent.click(pick);
    const current = await screen.findByTestId('current-line');
    expect(current.textContent).toContain('A-01');
    expect(current.textContent).toContain('ITEM-1');

    // The wrong location is refused; the pick face is taken.
    scan('Location', 'A-02');
    expect(await screen.findByText('Pick from A-01, not A-02')).toBeTruthy();
    scan('Location', 'a-01');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe(
        'A-01',
      ),
    );
    scan('Item', 'ITEM-1');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe(
        'ITEM-1',
      ),
    );
    fireEvent.click(screen.getByTestId('floor-pick-confirm'));

    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry).toMatchObject({
      service: 'sales_order',
      entity: 'pick_attempt',
      action: 'add',
      kind: 'pick',
      data: { pick_line_id: 1, quantity_picked: 10, pick_face: 'A-01', reason: null },
    });
    await waitFor(() =>
      expect(screen.getByTestId('line-1').getAttribute('data-state')).toBe('pending'),
    );
    // On to the next line.
    expect(screen.getByTestId('current-line').textContent).toContain('ITEM-2');

    // A short pick needs a reason.
    scan('Location', 'A-02');
    scan('Item', 'ITEM-2');
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), {
      target: { value: '4' },
    });
    fireEvent.click(screen.getByTestId('floor-pick-confirm'));
    expect(await screen.findByText('Choose why the line is short')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: STOCK_NOT_ON_SHELF }));
    fireEvent.click(screen.getByTestId('floor-pick-confirm'));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(2));
    const second = (await floorDb.outbox.toArray())[1]!;
    expect(second.data).toMatchObject({
      pick_line_id: 2,
      quantity_picked: 4,
      reason: STOCK_NOT_ON_SHELF,
    });
    await waitFor(() =>
      expect(screen.getByTestId('line-2').getAttribute('data-state')).toBe('pending'),
    );
    expect(screen.getByText('Every line of this pick is picked, short or pending.')).toBeTruthy();
  });
});
