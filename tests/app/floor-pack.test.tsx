import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession, setWorkContext } from '../../src/api';
import { MESSAGES, gs1CheckDigit, sscc18, type TPackInput } from '../../src/contract';
import FloorPackScreen from '../../src/areas/floor/screens/FloorPackScreen';
import { floorDb } from '../../src/offline/db';
import { configureOutbox } from '../../src/offline/outbox';
import { storePackNumberBlock } from '../../src/offline/pack-numbers';
import { ALL, site, user } from './fixtures';
import { clearRows } from '../../src/offline/mirror-store';
import { putMirrorRows } from './mirror-rows';

const SSCC = sscc18(0, '9312345', 77);
const GTIN13 = `931234500009${gs1CheckDigit('931234500009')}`;

describe('/floor/pack', () => {
  beforeEach(async () => {
    await Promise.all(
      (
        [
          'containers',
          'container_contents',
          'inventory',
          'stocking_factors',
          'load_object_types',
        ] as const
      ).map((e) => clearRows(e)),
    );
    await floorDb.outbox.clear();
    await floorDb.packNumbers.clear();
    // The open pack kept by the last test's screen (useKeptPack) is not this test's.
    await floorDb.device.clear();
    // Offline: writes stay pending.
    configureOutbox({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    setSession({ token: 't', user: user([site('SXD', ALL)]) });
    setWorkContext({
      user_id: 'admin',
      site_id: 'SXD',
      warehouse: 'DC1',
      run_set: null,
      printer_set: null,
      work_centre: null,
    });
    await putMirrorRows('containers', [
      {
        key: '501',
        container_id: 501,
        container_number: 'SXP0000501',
        sscc_number: SSCC,
        barcode: '00SXP0000501',
        warehouse: 'DC1',
        customer_name: 'Office Customer',
        weight: 10,
        load_object_type_id: null,
      },
    ]);
    await putMirrorRows('container_contents', [
      {
        key: 'c0000000-0000-4000-8000-000000000001',
        content_id: 'c0000000-0000-4000-8000-000000000001',
        container_id: 501,
        inventory_code: 'ITEM-1',
        quantity: 2,
        unit_of_measure: 'EA',
      },
    ]);
    await putMirrorRows('inventory', [
      {
        key: 'ITEM-9',
        inventory_code: 'ITEM-9',
        inventory_code_lc: 'item-9',
        inventory_description: 'Item nine',
        unit_of_measure: 'EA',
        gtin: GTIN13,
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
        <MemoryRouter initialEntries={['/floor/pack']}>
          <FloorPackScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  const scan = async (name: string, text: string) => {
    const input = (await screen.findByRole('textbox', { name })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  };

  it('opens a mirrored pack by SSCC, fills a line from a GS1 scan, saves only what it edits', async () => {
    renderScreen();
    await scan('Scan a pack (SSCC or pack barcode)', `(00)${SSCC}`);
    expect((await screen.findByTestId('floor-pack-number')).textContent).toContain('SXP0000501');
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('ITEM-1');

    await scan('Scan an item', `(01)0${GTIN13}(17)270331(10)B77`);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe(
        'ITEM-9',
      ),
    );
    expect((screen.getByRole('textbox', { name: 'Serial/Batch' }) as HTMLInputElement).value).toBe(
      'B77',
    );
    expect((screen.getByLabelText('Date Code') as HTMLInputElement).value).toBe('2027-03-31');
    const qty = screen.getByRole('textbox', { name: /^Quantity/ });
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('ITEM-9');
    fireEvent.change(screen.getByRole('textbox', { name: 'KG' }), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));

    const write = await screen.findByTestId('last-write');
    expect(write.getAttribute('data-status')).toBe('pending');
    const [entry] = await floorDb.outbox.toArray();
    expect(entry).toMatchObject({ service: 'container', entity: 'container', action: 'check' });
    expect(entry!.kind).toBe('pack');
    const sent = (entry!.data as { containers: TPackInput[] }).containers[0]!;
    expect(sent).toMatchObject({ container_id: 501, sscc_number: SSCC, weight: 12.5 });
    expect(sent).not.toHaveProperty('customer_name');
    expect(sent.contents!.map((c) => [c.inventory_code, c.quantity, c.detail_reference])).toEqual([
      ['ITEM-1', 2, ''],
      ['ITEM-9', 4, 'B77'],
    ]);
  });

  it('makes a new pack offline with a reserved number, or says none is left', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    expect(await screen.findByText(/No pack numbers are left/)).toBeTruthy();

    await storePackNumberBlock(
      { site_id: 'SXD', user_id: 'admin' },
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
    fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
    expect((await screen.findByTestId('floor-pack-number')).textContent).toContain('SXP0000900');
    expect(screen.getByTestId('floor-pack-sscc').textContent).toContain(sscc18(0, '9312345', 5000));
    expect((await floorDb.packNumbers.get('SXP0000900'))!.used_by).toBeTruthy();

    // Saved offline, then scanned again before it reached the server: it opens from the
    // outbox with its contents, and a second save names the same reserved number.
    fireEvent.change(screen.getByRole('textbox', { name: 'Item' }), {
      target: { value: 'ITEM-5' },
    });
    const qty = screen.getByRole('textbox', { name: /^Quantity/ });
    fireEvent.change(qty, { target: { value: '3' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await screen.findByTestId('last-write');
    await scan('Scan a pack (SSCC or pack barcode)', '00SXP0000900');
    expect((await screen.findByTestId('floor-pack-number')).textContent).toContain('SXP0000900');
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('ITEM-5');
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(2));
    const saves = (await floorDb.outbox.toArray()).map(
      (e) => (e.data as { containers: TPackInput[] }).containers[0]!,
    );
    expect(saves.map((p) => [p.container_id, p.container_number, p.contents!.length])).toEqual([
      [undefined, 'SXP0000900', 1],
      [undefined, 'SXP0000900', 1],
    ]);
  });

  const reserveNumbers = () =>
    storePackNumberBlock(
      { site_id: 'SXD', user_id: 'admin' },
      {
        block_id: 'b1',
        prefix: 'SXP',
        first_number: 900,
        count: 5,
        first_sscc_serial: 5000,
        gs1_company_prefix: '9312345',
        sscc_extension_digit: 0,
      },
    );
  const itemField = () => screen.getByRole('textbox', { name: 'Scan an item' });
  const packs = async () =>
    (await floorDb.outbox.toArray()).map(
      (e) => (e.data as { containers: TPackInput[] }).containers[0]!,
    );

  it('puts focus on the item field after New pack, so the first scan lands there', async () => {
    await reserveNumbers();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');
    await waitFor(() => expect(document.activeElement).toBe(itemField()));
  });

  it('asks before saving a pack with no lines; a scanned line not yet added is saved with it', async () => {
    await reserveNumbers();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');

    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Pack SXP0000900 has no lines. Scan an item into it, or save it empty?',
    );
    expect(await floorDb.outbox.count()).toBe(0);
    // Back to scanning: the question goes, focus is on the item field.
    fireEvent.click(screen.getByRole('button', { name: 'Scan items' }));
    await waitFor(() => expect(document.activeElement).toBe(itemField()));
    expect(screen.queryByRole('alert')).toBeNull();

    // An item scanned and its quantity given but "Add line" not pressed: saved as a line.
    await scan('Scan an item', 'ITEM-9');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe(
        'ITEM-9',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await screen.findByTestId('last-write');
    expect(
      (await packs()).map((p) => p.contents!.map((c) => [c.inventory_code, c.quantity])),
    ).toEqual([[['ITEM-9', 1]]]);

    // Confirmed empty: saved with no lines.
    fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save it empty' }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(2));
    expect((await packs())[1]).toMatchObject({ container_number: 'SXP0000901', contents: [] });
  });

  it('counts a carton barcode as one carton in base units, one more per scan', async () => {
    await putMirrorRows('stocking_factors', [
      {
        stocking_factor_id: 7,
        inventory_code: 'ITEM-9',
        unit_of_measure: 'CTN',
        barcode: 'CTN-ITEM-9',
        pack_size: 24,
      },
    ]);
    renderScreen();
    await scan('Scan a pack (SSCC or pack barcode)', `(00)${SSCC}`);
    await screen.findByTestId('floor-pack-number');
    const qty = () => screen.getByRole('textbox', { name: /^Quantity/ }) as HTMLInputElement;

    await scan('Scan an item', 'CTN-ITEM-9');
    await waitFor(() => expect(qty().value).toBe('24'));
    // Counted in the item's unit, with the carton spelled out.
    expect(screen.getByRole('textbox', { name: 'Quantity (EA)' })).toBe(qty());
    expect(screen.getByText('1 CTN = 24 EA')).toBeTruthy();
    await scan('Scan an item', 'CTN-ITEM-9');
    await waitFor(() => expect(qty().value).toBe('48'));
    fireEvent.keyDown(qty(), { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('48 EA');
    // The next carton starts a new line at one carton.
    await scan('Scan an item', 'CTN-ITEM-9');
    await waitFor(() => expect(qty().value).toBe('24'));
    fireEvent.keyDown(qty(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await screen.findByTestId('last-write');
    const [saved] = await packs();
    expect(saved!.contents!.map((c) => [c.inventory_code, c.quantity, c.unit_of_measure])).toEqual([
      ['ITEM-1', 2, 'EA'],
      ['ITEM-9', 48, 'EA'],
      ['ITEM-9', 24, 'EA'],
    ]);
  });

  it('shows the packs it saved that still wait in the outbox after a reload', async () => {
    await reserveNumbers();
    const first = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));
    await screen.findByTestId('floor-pack-number');
    await scan('Scan an item', 'ITEM-9');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe(
        'ITEM-9',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await screen.findByTestId('last-write');
    first.unmount();
    // A write of another screen waits too: not shown here.
    await floorDb.outbox.add({
      id: crypto.randomUUID(),
      site_id: 'SXD',
      user_id: 'admin',
      service: 'movement',
      entity: 'movement',
      action: 'add',
      kind: 'movement',
      data: {},
      label: 'Move 1 ITEM-9 from A to B',
      status: 'pending',
      attempts: 0,
      created_at: new Date().toISOString(),
    });

    renderScreen();
    const card = await screen.findByTestId('last-write');
    expect(card.textContent).toContain('Pack SXP0000900: 1 line');
    expect(card.dataset.status).toBe('pending');
    expect(screen.getAllByTestId('last-write')).toHaveLength(1);
  });

  it('checks the pack with the contract schema before queueing it', async () => {
    renderScreen();
    await scan('Scan a pack (SSCC or pack barcode)', `(00)${SSCC}`);
    await screen.findByTestId('floor-pack-number');
    fireEvent.change(screen.getByRole('textbox', { name: 'KG' }), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.minValue);
    expect(await floorDb.outbox.count()).toBe(0);
    // Corrected, it goes.
    fireEvent.change(screen.getByRole('textbox', { name: 'KG' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    await screen.findByTestId('last-write');
    expect(await floorDb.outbox.count()).toBe(1);
  });
});
