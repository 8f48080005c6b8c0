import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import { FloorMovementForm } from '../../src/areas/floor/components/FloorMovementForm';
import FloorPackScreen from '../../src/areas/floor/screens/FloorPackScreen';
import type { TPackInput } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { clearRows } from '../../src/offline/mirror-store';
import { storePackNumberBlock } from '../../src/offline/pack-numbers';
import { FLOOR, site, user } from './fixtures';
import { putMirrorRows } from './mirror-rows';
import { recordTones, wedgeBurst } from './wedge-burst';

let tones: ReturnType<typeof recordTones>;
beforeAll(() => {
  tones = recordTones();
});
afterAll(() => vi.unstubAllGlobals());

const byId = (name: string) => document.getElementById(`floor-move-${name}`) as HTMLInputElement;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 40)));

/** Type and press Enter, as at the keyboard. */
async function enter(name: string, value: string) {
  fireEvent.change(byId(name), { target: { value } });
  fireEvent.keyDown(byId(name), { key: 'Enter' });
  await settle();
}

function renderMove() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FloorMovementForm mode="move" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await floorDb.outbox.clear();
  await Promise.all((['locations', 'inventory', 'on_hands'] as const).map((e) => clearRows(e)));
  setSession({ token: 't', user: user([site('SXD', FLOOR)], { user_id: 'floor' }) });
  setWorkContext({
    user_id: 'floor',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
  await putMirrorRows(
    'locations',
    ['A-01-01-A', 'C-02-02-A'].map((location, i) => ({
      key: String(i + 1),
      location_id: i + 1,
      warehouse: 'DC1',
      location,
      location_lc: location.toLowerCase(),
      barcode: location,
      barcode_lc: location.toLowerCase(),
    })),
  );
  await putMirrorRows('inventory', [
    {
      key: 'PAS-500-SPAG',
      inventory_code: 'PAS-500-SPAG',
      inventory_code_lc: 'pas-500-spag',
      inventory_description: 'Spaghetti 500 g',
      unit_of_measure: 'EA',
    },
  ]);
  tones.kinds();
});
afterEach(() => {
  vi.restoreAllMocks();
  setWorkContext(null);
  clearSession();
});

describe('a scanner burst on the move screen, wherever focus is', () => {
  it('the same item scanned into Quantity adds one, and typing stays possible', async () => {
    renderMove();
    await enter('location', 'A-01-01-A');
    await enter('inventory', 'PAS-500-SPAG');
    await waitFor(() => expect(document.activeElement).toBe(byId('quantity')));
    expect(byId('quantity').value).toBe('1');

    expect(wedgeBurst(byId('quantity'), 'PAS-500-SPAG')).toBe(false);
    await waitFor(() => expect(byId('quantity').value).toBe('2'));
    wedgeBurst(byId('quantity'), 'PAS-500-SPAG');
    await waitFor(() => expect(byId('quantity').value).toBe('3'));
    expect(document.activeElement).toBe(byId('quantity'));

    // By hand: typed, then Enter goes on to the To location.
    await enter('quantity', '12');
    expect(byId('quantity').value).toBe('12');
    await waitFor(() => expect(document.activeElement).toBe(byId('to_location')));
    expect(await floorDb.outbox.count()).toBe(0);
  });

  it('a location scanned into Quantity is the To location, and the move is saved', async () => {
    renderMove();
    await enter('location', 'A-01-01-A');
    await enter('inventory', 'PAS-500-SPAG');
    fireEvent.change(byId('quantity'), { target: { value: '4' } });
    wedgeBurst(byId('quantity'), 'C-02-02-A');
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.label).toBe('Move 4 EA PAS-500-SPAG from A-01-01-A to C-02-02-A');
    await waitFor(() => expect(document.activeElement).toBe(byId('location')));
    expect(byId('quantity').value).toBe('');
    expect(tones.kinds()).not.toContain('not-found');
  });

  it('a burst onto the Save button is no tap: an unknown code is refused with the not-found tone', async () => {
    renderMove();
    await enter('location', 'A-01-01-A');
    await enter('inventory', 'PAS-500-SPAG');
    const save = screen.getByTestId('floor-move-save');
    save.focus();
    tones.kinds();
    expect(wedgeBurst(save, 'ZZ-99-UNKNOWN')).toBe(false);
    expect(
      await screen.findByText('"ZZ-99-UNKNOWN" is no location or item this screen takes'),
    ).toBeTruthy();
    expect(tones.kinds()).toEqual(['not-found']);
    expect(await floorDb.outbox.count()).toBe(0);

    // A known location on Save: the To location, and the move saved once.
    wedgeBurst(save, 'C-02-02-A');
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    expect(screen.queryByTestId('scan-refusal')).toBeNull();
  });

  it('an unknown To location is refused, never saved, and the next location scan is taken', async () => {
    renderMove();
    await enter('location', 'A-01-01-A');
    await enter('inventory', 'PAS-500-SPAG');
    await enter('quantity', '2');
    tones.kinds();
    expect(wedgeBurst(byId('to_location'), '2DC1-S-01-02-A')).toBe(false);
    expect(await screen.findByText('Location 2DC1-S-01-02-A is not in DC1')).toBeTruthy();
    expect(tones.kinds()).toEqual(['not-found']);
    expect(byId('to_location').value).toBe('');
    fireEvent.click(screen.getByTestId('floor-move-save'));
    await settle();
    expect(await floorDb.outbox.count()).toBe(0);

    // After the refusal, focus on Quantity: a location scan is no quantity.
    byId('quantity').focus();
    wedgeBurst(byId('quantity'), 'C-02-02-A');
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    expect(entry?.data).toMatchObject({ movement: { quantity: 2, to_location: 'C-02-02-A' } });
  });

  it('slow typing into Quantity is typing, not a scan', async () => {
    renderMove();
    await enter('location', 'A-01-01-A');
    await enter('inventory', 'PAS-500-SPAG');
    const qty = byId('quantity');
    fireEvent.change(qty, { target: { value: '' } });
    for (const key of '1234') {
      fireEvent.keyDown(qty, { key });
      fireEvent.change(qty, { target: { value: qty.value + key } });
      await act(async () => new Promise((r) => setTimeout(r, 70)));
    }
    expect(fireEvent.keyDown(qty, { key: 'Enter' })).toBe(false);
    await settle();
    expect(qty.value).toBe('1234');
    await waitFor(() => expect(document.activeElement).toBe(byId('to_location')));
  });
});

describe('a scanner burst on the pack screen', () => {
  beforeEach(async () => {
    await floorDb.packNumbers.clear();
    await storePackNumberBlock(
      { site_id: 'SXD', user_id: 'floor' },
      {
        block_id: 'b1',
        prefix: 'SXP',
        first_number: 900,
        count: 2,
        first_sscc_serial: 5000,
        gs1_company_prefix: '9312345',
        sscc_extension_digit: 0,
      },
    );
  });

  const renderPack = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/floor/pack']}>
          <FloorPackScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  const qty = () => document.getElementById('floor-pack-qty') as HTMLInputElement;
  const itemField = () => document.getElementById('floor-pack-item') as HTMLInputElement;

  it('the same item scanned into Quantity adds one, never a huge quantity; another item adds the line', async () => {
    renderPack();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');
    await waitFor(() => expect(document.activeElement).toBe(itemField()));
    wedgeBurst(itemField(), 'PAS-500-SPAG');
    await waitFor(() => expect(document.activeElement).toBe(qty()));
    expect(qty().value).toBe('1');

    expect(wedgeBurst(qty(), 'PAS-500-SPAG')).toBe(false);
    await waitFor(() => expect(qty().value).toBe('2'));
    // Typed by hand, the quantity is still taken.
    fireEvent.change(qty(), { target: { value: '5' } });
    wedgeBurst(qty(), 'PAS-500-SPAG');
    await waitFor(() => expect(qty().value).toBe('6'));

    // A code that is no item, scanned onto Quantity: refused, the quantity untouched.
    tones.kinds();
    wedgeBurst(qty(), '19312345107114');
    expect(await screen.findByText('"19312345107114" is no item this screen takes')).toBeTruthy();
    expect(tones.kinds()).toEqual(['not-found']);
    expect(qty().value).toBe('6');

    // Enter adds the line; focus is back on the item scan.
    fireEvent.keyDown(qty(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(itemField()));
    expect(screen.getByRole('button', { name: 'Remove PAS-500-SPAG' })).toBeTruthy();

    // Scan, then a burst onto Save pack is no tap: the pack is saved by the click only.
    wedgeBurst(itemField(), 'PAS-500-SPAG');
    await waitFor(() => expect(qty().value).toBe('1'));
    const save = screen.getByRole('button', { name: 'Save pack' });
    save.focus();
    expect(wedgeBurst(save, 'PAS-500-SPAG')).toBe(false);
    await waitFor(() => expect(qty().value).toBe('2'));
    expect(await floorDb.outbox.count()).toBe(0);
    fireEvent.click(save);
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const [entry] = await floorDb.outbox.toArray();
    const sent = (entry!.data as { containers: TPackInput[] }).containers[0]!;
    expect(sent.contents!.map((c) => [c.inventory_code, c.quantity])).toEqual([
      ['PAS-500-SPAG', 6],
      ['PAS-500-SPAG', 2],
    ]);
  });

  it('a quantity past what a line holds is refused on the device', async () => {
    renderPack();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');
    wedgeBurst(itemField(), 'PAS-500-SPAG');
    await waitFor(() => expect(qty().value).toBe('1'));
    fireEvent.change(qty(), { target: { value: '19312345107114' } });
    fireEvent.keyDown(qty(), { key: 'Enter' });
    expect(await screen.findByText('Enter a quantity of at most 99,999,999,999')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove PAS-500-SPAG' })).toBeNull();
  });
});
