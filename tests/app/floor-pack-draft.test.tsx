import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession, setWorkContext } from '../../src/api';
import FloorPackScreen from '../../src/areas/floor/screens/FloorPackScreen';
import { VOIDED } from '../../src/areas/floor/components/useKeptPack';
import { FLOOR_MESSAGES } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { clearRows } from '../../src/offline/mirror-store';
import { configureOutbox } from '../../src/offline/outbox';
import { storePackNumberBlock } from '../../src/offline/pack-numbers';
import { ALL, site, user } from './fixtures';

/*
 * Issue 26: an open pack is a draft kept on the device. It comes back after a reload (the
 * screen mounted again); Cancel gives a new pack's number back; only a visible Void burns it.
 */
const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/floor/pack']}>
        <FloorPackScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const packNumber = async () => (await screen.findByTestId('floor-pack-number')).textContent ?? '';
const newPack = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'New pack' }));

beforeEach(async () => {
  await clearRows('containers');
  await floorDb.outbox.clear();
  await floorDb.packNumbers.clear();
  await floorDb.device.clear();
  // Offline: writes stay pending and no more numbers can be reserved.
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
  await storePackNumberBlock(
    { site_id: 'SXD', user_id: 'admin' },
    {
      block_id: 'b1',
      prefix: 'SXP',
      first_number: 900,
      count: 3,
      first_sscc_serial: 5000,
      gs1_company_prefix: '9312345',
      sscc_extension_digit: 0,
    },
  );
});
afterEach(async () => {
  cleanup();
  configureOutbox({ fetch: undefined });
  setWorkContext(null);
  await floorDb.device.clear();
});

describe('the open pack is a draft kept on the device', () => {
  it('comes back after a reload with its lines and number', async () => {
    renderScreen();
    await newPack();
    expect(await packNumber()).toContain('SXP0000900');
    fireEvent.change(screen.getByRole('textbox', { name: 'Item' }), {
      target: { value: 'ITEM-5' },
    });
    const qty = screen.getByRole('textbox', { name: /^Quantity/ });
    fireEvent.change(qty, { target: { value: '3' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('ITEM-5');
    fireEvent.change(screen.getByRole('textbox', { name: 'KG' }), { target: { value: '7' } });
    await waitFor(async () =>
      expect((await floorDb.device.get('floor.openPack:SXD:admin'))?.value).toMatchObject({
        pack: { container_number: 'SXP0000900', weight: '7' },
      }),
    );

    // Reload: the screen opens on the same pack, lines and weight in.
    cleanup();
    renderScreen();
    expect(await packNumber()).toContain('SXP0000900');
    expect(screen.getByRole('list', { name: 'Pack contents' }).textContent).toContain('ITEM-5');
    expect((screen.getByRole('textbox', { name: 'KG' }) as HTMLInputElement).value).toBe('7');
    expect((await floorDb.packNumbers.get('SXP0000900'))!.used_by).toBeTruthy();
  });

  it('Cancel gives the number back; only Void burns it', async () => {
    renderScreen();
    await newPack();
    expect(await packNumber()).toContain('SXP0000900');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'New pack' });
    await waitFor(async () =>
      expect((await floorDb.packNumbers.get('SXP0000900'))!.used_by).toBeFalsy(),
    );
    expect(await floorDb.device.get('floor.openPack:SXD:admin')).toBeUndefined();

    // The same number again for the next new pack; Void, confirmed, burns it.
    await newPack();
    expect(await packNumber()).toContain('SXP0000900');
    fireEvent.click(screen.getByRole('button', { name: FLOOR_MESSAGES.packVoid }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(FLOOR_MESSAGES.packVoidBody('SXP0000900'));
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (b) => b.textContent === FLOOR_MESSAGES.packVoid,
    )!;
    fireEvent.click(confirm);
    await screen.findByRole('button', { name: 'New pack' });
    expect((await floorDb.packNumbers.get('SXP0000900'))!.used_by).toBe(VOIDED);
    await newPack();
    expect(await packNumber()).toContain('SXP0000901');
  });

  it('a pack opened again from the outbox has no Void, and Cancel keeps its number used', async () => {
    renderScreen();
    await newPack();
    expect(await packNumber()).toContain('SXP0000900');
    fireEvent.click(screen.getByRole('button', { name: 'Save pack' }));
    fireEvent.click(await screen.findByRole('button', { name: FLOOR_MESSAGES.packSaveEmpty }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    const scan = (await screen.findByRole('textbox', {
      name: 'Scan a pack (SSCC or pack barcode)',
    })) as HTMLInputElement;
    fireEvent.change(scan, { target: { value: 'SXP0000900' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await packNumber()).toContain('SXP0000900');
    expect(screen.queryByRole('button', { name: FLOOR_MESSAGES.packVoid })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'New pack' });
    expect((await floorDb.packNumbers.get('SXP0000900'))!.used_by).toBeTruthy();
  });
});
