import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setWorkContext } from '../../src/api';
import {
  DISPLAY_TIME_FORMAT,
  OUTBOX_MESSAGES as M,
  formatInZone,
  type TOutboxEntry,
} from '../../src/contract';
import { SyncStatus } from '../../src/app/network/SyncStatus';
import SyncScreen from '../../src/areas/sync/screens/SyncScreen';
import { floorDb } from '../../src/offline/db';
import { OUTBOX_FACTS } from '../../src/offline/outbox-sender';

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

let n = 0;
function entry(status: TOutboxEntry['status'], extra: Partial<TOutboxEntry> = {}): TOutboxEntry {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    site_id: 'SXD',
    user_id: 'floor',
    service: 'movement',
    entity: 'movement',
    action: 'add',
    kind: 'movement',
    label: `Write off ${n} EA PAS-500-SPAG from A-01-01-A`,
    data: {
      movement: { action: 'WRITE_OFF', warehouse: 'DC1', location: 'A-01-01-A', quantity: n },
    },
    status,
    attempts: 1,
    created_at: '2026-11-23T01:02:03.000Z',
    ...extra,
  };
}

beforeEach(async () => {
  await floorDb.outbox.clear();
  await floorDb.device.clear();
  setWorkContext({
    user_id: 'floor',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
});
afterEach(() => setWorkContext(null));

describe('the sync status bar', () => {
  it('counts pending and refused writes and shows the last sync in the zone', async () => {
    await floorDb.outbox.bulkAdd([
      entry('pending'),
      entry('sending'),
      entry('attention', { error: 'Not enough stock' }),
    ]);
    const last = '2026-11-23T03:04:00.000Z';
    await floorDb.device.put({ name: OUTBOX_FACTS.lastSyncAt, value: last });
    wrap(<SyncStatus />);
    await waitFor(() => expect(screen.getByTestId('sync-pending').textContent).toBe(M.pending(2)));
    expect(screen.getByTestId('sync-attention').textContent).toBe(M.attention(1));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() =>
      expect(screen.getByTestId('sync-last').textContent).toBe(
        M.lastSync(formatInZone(last, zone, DISPLAY_TIME_FORMAT)),
      ),
    );
    expect(screen.getByTestId('sync-link').getAttribute('href')).toBe('/sync');

    // The server accepts one and the user discards the refused one: the bar follows.
    await floorDb.outbox.where('status').equals('attention').delete();
    await floorDb.outbox.where('status').equals('sending').delete();
    await waitFor(() => expect(screen.getByTestId('sync-pending').textContent).toBe(M.pending(1)));
    expect(screen.queryByTestId('sync-attention')).toBeNull();
  });

  it("says when the device's copy was last refreshed, before the last send of writes", async () => {
    const sent = '2026-11-23T03:04:00.000Z';
    const refreshed = '2026-11-23T05:06:00.000Z';
    await floorDb.device.put({ name: OUTBOX_FACTS.lastSyncAt, value: sent });
    await floorDb.device.put({ name: 'mirror.lastRefreshAt', value: refreshed });
    wrap(<SyncStatus />);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() =>
      expect(screen.getByTestId('sync-last').textContent).toBe(
        M.copyRefreshed(formatInZone(refreshed, zone, DISPLAY_TIME_FORMAT)),
      ),
    );
  });

  it('says when nothing was synced yet', async () => {
    wrap(<SyncStatus />);
    await waitFor(() => expect(screen.getByTestId('sync-pending').textContent).toBe(M.pending(0)));
    expect(screen.getByTestId('sync-last').textContent).toBe(M.neverSynced);
  });
});

describe('the /sync page', () => {
  it('lists refused and pending writes with the server message', async () => {
    await floorDb.outbox.bulkAdd([
      entry('pending'),
      entry('attention', { error: 'Not enough stock: PAS-500-SPAG at A-01-01-A has 2 on hand' }),
    ]);
    wrap(<SyncScreen />);
    const rows = await screen.findAllByTestId('outbox-entry');
    expect(rows.map((r) => r.dataset.status)).toEqual(['attention', 'pending']);
    expect(screen.getByTestId('outbox-entry-error').textContent).toMatch(/^Not enough stock/);
  });

  it('shows the empty state when nothing waits', async () => {
    wrap(<SyncScreen />);
    expect(await screen.findByText(M.nothingWaiting)).toBeTruthy();
  });

  it('asks before discarding; Cancel keeps the write, Discard removes it', async () => {
    const refused = entry('attention', { error: 'Job 12 was closed by admin' });
    await floorDb.outbox.add(refused);
    wrap(<SyncScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const editor = await screen.findByRole('dialog');
    fireEvent.click(within(editor).getByRole('button', { name: M.discard }));
    const confirm = await screen.findByRole('dialog', { name: M.discardTitle });
    expect(confirm.textContent).toContain(refused.label);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.discardTitle })).toBeNull());
    expect(await floorDb.outbox.count()).toBe(1);

    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: M.discard }),
    );
    const again = await screen.findByRole('dialog', { name: M.discardTitle });
    fireEvent.click(within(again).getByRole('button', { name: M.discard }));
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(0));
    expect(await screen.findByText(M.nothingWaiting)).toBeTruthy();
  });

  it('corrects a refused write field by field and resends it under the same id', async () => {
    const refused = entry('attention', { error: 'Not enough stock' });
    await floorDb.outbox.add(refused);
    wrap(<SyncScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const editor = await screen.findByRole('dialog');
    const quantity = within(editor).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    expect(quantity.value).toBe(
      String((refused.data as { movement: { quantity: number } }).movement.quantity),
    );
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(within(editor).getByRole('button', { name: M.resend }));
    await waitFor(async () => {
      const [stored] = await floorDb.outbox.toArray();
      expect(stored?.status).not.toBe('attention');
    });
    const [stored] = await floorDb.outbox.toArray();
    expect(stored?.id).toBe(refused.id);
    expect(stored?.error).toBeUndefined();
    expect(stored?.data).toEqual({
      movement: { action: 'WRITE_OFF', warehouse: 'DC1', location: 'A-01-01-A', quantity: 1 },
    });
  });
});

describe('storage not persistent', () => {
  /** The browser refuses persistent storage (the outbox asks when the status starts). */
  const refusing = {
    persisted: async () => false,
    persist: async () => false,
  } as unknown as StorageManager;

  beforeEach(() => {
    Object.defineProperty(navigator, 'storage', { value: refusing, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage');
  });

  const at = (path: string) => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, enabled: false } },
    });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <SyncStatus />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('is a small dot named with the message on office screens, keeping the bar calm', async () => {
    at('/so');
    const dot = await screen.findByRole('link', { name: M.storageRefused });
    expect(dot.getAttribute('title')).toBe(M.storageRefused);
    expect(dot.getAttribute('href')).toBe('/sync');
    // Only the dot shows: its words are for assistive technology (sr-only) and the tooltip.
    expect(within(dot).getByText(M.storageRefused).className).toContain('sr-only');
    expect(screen.queryByLabelText(/storage/i)).toBeNull();
  });

  it.each(['/floor', '/floor/pick', '/sync'])('is the full line at %s', async (path) => {
    at(path);
    await waitFor(() =>
      expect(screen.getByTestId('sync-storage-refused').textContent).toContain(M.storageRefused),
    );
    expect(screen.queryByRole('link', { name: M.storageRefused })).toBeNull();
    expect(screen.getByText(M.storageRefused).className).not.toContain('sr-only');
  });
});
