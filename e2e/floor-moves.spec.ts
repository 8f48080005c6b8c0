import { expect, test, type Page } from '@playwright/test';
import { OUTBOX_MESSAGES as M } from '../src/contract';
import { newItem, PASSWORD, signIn, waitForServiceWorker } from './helpers';

/**
 * The floor offline: signed in online (the service worker active), the network cut, a write
 * on, a move and a write off made on the floor screens are pending in the status bar, stay
 * pending across an offline reload, and land in order once the network is back.
 */

/** An outbox label; the unit (EA) shows when the item came from the device's mirror. */
const label = (start: string, item: string, end = '') =>
  new RegExp(`${start} (EA )?${item}${end ? ` ${end}` : ''}`);

/** Type into a field and press Enter, as a scanner or a user at the keyboard does. */
async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('floor writes made offline are pending, survive a reload and land when online', async ({
  page,
  context,
  request,
}) => {
  const item = await newItem(request);
  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  const pending = page.getByTestId('sync-pending');
  await expect(pending).toHaveText(M.pending(0));

  // The floor hub leads to the two screens.
  await page.getByTestId('floor-link').click();
  await expect(page.getByRole('heading', { name: 'Floor', exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Write off \/ on/ }).click();
  await expect(page.getByRole('heading', { name: 'Write off / on' })).toBeVisible();

  await context.setOffline(true);

  // Write on 10 at A-01-01-A (the screen opens on Write off; changing the action resets it).
  await expect(page.getByTestId('action-WRITE_OFF')).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Take from location').fill('typed before the change');
  await page.getByTestId('action-WRITE_ON').click();
  await expect(page.getByLabel('Put at location')).toHaveValue('');
  await enter(page, 'Put at location', 'A-01-01-A');
  await expect(page.getByLabel('Item', { exact: true })).toBeFocused();
  await enter(page, 'Item', item);
  await expect(page.getByLabel('Quantity')).toBeFocused();
  await page.getByLabel('Quantity').fill('10');
  await page.getByTestId('floor-move-save').click();
  await expect(page.getByTestId('last-write').first()).toContainText(label('Write on 10', item));
  await expect(page.getByTestId('last-write').first()).toHaveAttribute('data-status', 'pending');
  await expect(page.getByLabel('Put at location')).toBeFocused();
  await expect(pending).toHaveText(M.pending(1));

  // Move 4 from A-01-01-A to C-02-02-A on the move screen.
  await page.goto('/floor/move');
  await expect(page.getByRole('heading', { name: 'Move stock' })).toBeVisible();
  await enter(page, 'From location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('4');
  await page.getByLabel('Quantity').press('Enter');
  await expect(page.getByLabel('To location')).toBeFocused();
  await enter(page, 'To location', 'C-02-02-A');
  await page.getByTestId('floor-move-save').click();
  await expect(page.getByTestId('last-write').first()).toContainText(
    label('Move 4', item, 'from A-01-01-A to C-02-02-A'),
  );
  await expect(page.getByLabel('From location')).toBeFocused();
  await expect(page.getByLabel('From location')).toHaveValue('');

  await page.goto('/floor/adjust');
  await enter(page, 'Take from location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('3');
  await page.getByTestId('floor-move-save').click();
  await expect(pending).toHaveText(M.pending(3));

  // Reload with the network still cut: the writes are still there, in order, and the
  // screen shows its own again (the write off and the write on, not the move).
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(pending).toHaveText(M.pending(3));
  const cards = page.getByTestId('last-write');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(label('Write off 3', item, 'from A-01-01-A'));
  await expect(cards.nth(1)).toContainText(label('Write on 10', item, 'at A-01-01-A'));
  await expect(cards.nth(0)).toHaveAttribute('data-status', 'pending');
  await page.getByTestId('sync-link').click();
  const entries = page.getByTestId('outbox-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(label('Write on 10', item, 'at A-01-01-A'));
  await expect(entries.nth(1)).toContainText(label('Move 4', item));
  await expect(entries.nth(2)).toContainText(label('Write off 3', item, 'from A-01-01-A'));

  // The network is back: everything lands, nothing needs attention.
  await context.setOffline(false);
  await expect(pending).toHaveText(M.pending(0), { timeout: 30_000 });
  await expect(page.getByTestId('sync-attention')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Last sync/)).toBeVisible();
  await expect(page.getByText(M.nothingWaiting)).toBeVisible();

  // The movements are in the history, once each.
  const history = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  const { token } = (await history.json()) as { token: string };
  const list = await request.post('/api/movement/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      site_id: 'SXD',
      entity: 'movement',
      action: 'list',
      data: { warehouse: 'DC1', search_type: 'Inventory', search_term: item },
    },
  });
  const body = (await list.json()) as {
    results: { movement_type: string; movement_qty: number | string }[];
  };
  expect(body.results.map((m) => `${m.movement_type} ${Number(m.movement_qty)}`).sort()).toEqual([
    'TRANSFER 4',
    'WRITE_OFF 3',
    'WRITE_ON 10',
  ]);

  await page.goto('/mov');
  await expect(page.getByRole('heading', { name: 'Movements' })).toBeVisible();
});

test('with no window open, the service worker sends the outbox on Background Sync', async ({
  page,
  context,
  request,
}) => {
  const item = await newItem(request);
  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  // The DevTools session lives on a blank tab of its own: the app's tab is closed later.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto('/floor/adjust');
  await context.setOffline(true);
  await page.getByTestId('action-WRITE_ON').click();
  await enter(page, 'Put at location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('7');
  await page.getByTestId('floor-move-save').click();
  await expect(page.getByTestId('sync-pending')).toHaveText(M.pending(1));

  // The app's window goes away; the network comes back; the browser fires the sync.
  const origin = new URL(page.url()).origin;
  await page.close();
  await context.setOffline(false);
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const registration = registrations.find((r) => r.scopeURL.startsWith(origin));
  expect(registration).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration?.registrationId ?? '',
    tag: 'wms-outbox',
    lastChance: false,
  });

  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const landed = async () => {
    const list = await request.post('/api/movement/', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        site_id: 'SXD',
        entity: 'movement',
        action: 'list',
        data: { warehouse: 'DC1', search_type: 'Inventory', search_term: item },
      },
    });
    const body = (await list.json()) as { results: { movement_type: string }[] };
    return body.results.map((m) => m.movement_type);
  };
  await expect.poll(landed, { timeout: 20_000 }).toEqual(['WRITE_ON']);

  await blank.goto('/sync');
  await expect(blank.getByTestId('sync-pending')).toHaveText(M.pending(0));
  await expect(blank.getByText(M.nothingWaiting)).toBeVisible();
  expect(await landed()).toEqual(['WRITE_ON']);
});
