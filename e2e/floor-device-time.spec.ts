import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OUTBOX_MESSAGES as M } from '../src/contract';
import { PASSWORD, signIn, waitForServiceWorker } from './helpers';

/**
 * Issue 26 "Time and truth" on a tablet offline: a write on, a move and a write off are made
 * with the network cut, a pack is opened and the page reloaded mid-pack (the pack comes back
 * with its line and number), the network returns, and on the server every movement carries
 * the time it was done on the device beside the later time it was received.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

async function token(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  return ((await login.json()) as { token: string }).token;
}

async function newItem(request: APIRequestContext, bearer: string): Promise<string> {
  const code = `E2E-TIME-${Date.now().toString(36).toUpperCase()}`;
  const saved = await request.post('/api/inventory/', {
    headers: { authorization: `Bearer ${bearer}` },
    data: {
      site_id: 'SXD',
      entity: 'inventory',
      action: 'check',
      data: { inventory: { inventory_code: code, inventory_description: 'E2E device time' } },
    },
  });
  expect(saved.status()).toBe(200);
  return code;
}

async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

/** A write made and queued: the times just before and just after (the device's clock). */
async function timed(page: Page, save: () => Promise<void>): Promise<[number, number]> {
  const before = await page.evaluate(() => Date.now());
  await save();
  return [before, await page.evaluate(() => Date.now())];
}

test('offline writes keep the time they were done; an open pack survives a reload', async ({
  page,
  context,
  request,
}) => {
  const bearer = await token(request);
  const item = await newItem(request, bearer);
  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  // Online once on Pack: the device reserves its pack numbers.
  await page.goto('/floor/pack');
  await expect(page.getByText(/pack numbers reserved on this device/)).toBeVisible();
  await page.goto('/floor/adjust');
  await expect(page.getByRole('heading', { name: 'Write off / on' })).toBeVisible();
  const pending = page.getByTestId('sync-pending');
  await context.setOffline(true);

  const done: Record<string, [number, number]> = {};
  await page.getByTestId('action-WRITE_ON').click();
  done.WRITE_ON = await timed(page, async () => {
    await enter(page, 'Put at location', 'A-01-01-A');
    await enter(page, 'Item', item);
    await page.getByLabel(/^Quantity/).fill('10');
    await page.getByTestId('floor-move-save').click();
    await expect(pending).toHaveText(M.pending(1));
  });
  await page.waitForTimeout(1500);
  await page.goto('/floor/move');
  done.TRANSFER = await timed(page, async () => {
    await enter(page, 'From location', 'A-01-01-A');
    await enter(page, 'Item', item);
    // What was scanned shows before the quantity: the write on waiting counts.
    await expect(page.getByTestId('scanned-on-hand')).toHaveText(/^10 .*on hand at A-01-01-A$/);
    await page.getByLabel(/^Quantity/).fill('4');
    await page.getByLabel(/^Quantity/).press('Enter');
    await enter(page, 'To location', 'C-02-02-A');
    await expect(pending).toHaveText(M.pending(2));
  });

  // Mid-pack, the page reloads: the pack comes back with its number and line.
  await page.goto('/floor/pack');
  await page.getByRole('button', { name: 'New pack' }).click();
  const number = (await page.getByTestId('floor-pack-number').textContent()) ?? '';
  await page.getByLabel('Item', { exact: true }).fill(item);
  await page.getByLabel(/^Quantity/).fill('2');
  await page.getByLabel(/^Quantity/).press('Enter');
  await expect(page.getByRole('list', { name: 'Pack contents' })).toContainText(item);
  await page.reload();
  await expect(page.getByTestId('floor-pack-number')).toHaveText(number);
  await expect(page.getByRole('list', { name: 'Pack contents' })).toContainText(item);
  await page.getByRole('button', { name: 'Save pack' }).click();
  await expect(pending).toHaveText(M.pending(3));

  await page.goto('/floor/adjust');
  done.WRITE_OFF = await timed(page, async () => {
    await enter(page, 'Take from location', 'A-01-01-A');
    await enter(page, 'Item', item);
    await page.getByLabel(/^Quantity/).fill('3');
    await page.getByTestId('floor-move-save').click();
    await expect(pending).toHaveText(M.pending(4));
  });

  // Some time offline, then the network is back.
  await page.waitForTimeout(3000);
  const reconnected = await page.evaluate(() => Date.now());
  await context.setOffline(false);
  await expect(pending).toHaveText(M.pending(0), { timeout: 30_000 });
  await expect(page.getByTestId('sync-attention')).toHaveCount(0);

  const list = await request.post('/api/movement/', {
    headers: { authorization: `Bearer ${bearer}` },
    data: {
      site_id: 'SXD',
      entity: 'movement',
      action: 'list',
      data: { warehouse: 'DC1', search_type: 'Inventory', search_term: item },
    },
  });
  const rows = (
    (await list.json()) as {
      results: { movement_type: string; timestamp: string; done_at: string | null }[];
    }
  ).results;
  expect(rows.map((m) => m.movement_type).sort()).toEqual(['TRANSFER', 'WRITE_OFF', 'WRITE_ON']);
  for (const m of rows) {
    const [before, after] = done[m.movement_type]!;
    const doneAt = new Date(m.done_at ?? '').getTime();
    // Done on the device while offline; received by the server after the reconnect.
    expect(doneAt, `${m.movement_type} done_at`).toBeGreaterThanOrEqual(before - 1);
    expect(doneAt, `${m.movement_type} done_at`).toBeLessThanOrEqual(after + 1);
    expect(new Date(m.timestamp).getTime()).toBeGreaterThanOrEqual(reconnected - 1000);
  }
});
