import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  LEDGER_MESSAGES,
  OUTBOX_MESSAGES as M,
  UNTRACKED,
  mirrorPageRows,
  type TMirrorPullAnswer,
} from '../src/contract';
import { PASSWORD, signIn, waitForServiceWorker } from './helpers';

/**
 * A tracked item on the floor: a GS1 scan of the item (GTIN and batch) typed into the Item
 * field of Write off / on while offline fills its Serial/Batch, the write off waits in the
 * outbox with the batch in its label, and once online it lands (nothing needs attention)
 * as a movement of that batch.
 */

type TRow = Record<string, unknown>;

async function token(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Every row of one mirrored entity, through the same API the device's mirror uses. */
async function pullAll(
  request: APIRequestContext,
  auth: string,
  entity: 'inventory' | 'on_hands',
): Promise<TRow[]> {
  const rows: TRow[] = [];
  let after: string | undefined;
  for (;;) {
    const answer = await request.post('/api/sync/', {
      headers: { authorization: `Bearer ${auth}` },
      data: {
        site_id: 'SXD',
        entity: 'mirror',
        action: 'pull',
        data: { entity, warehouse: 'DC1', limit: 5000, ...(after ? { after } : {}) },
      },
    });
    expect(answer.status()).toBe(200);
    const page = ((await answer.json()) as { results: TMirrorPullAnswer[] }).results[0]!;
    rows.push(...mirrorPageRows(page));
    if (!page.more) return rows;
    after = page.last_key ?? undefined;
  }
}

/**
 * A tracked demo item with a GTIN and stock at SXD DC1: an on-hand row of one batch with at
 * least 2 on hand, the only row of that item and batch at its location.
 */
async function trackedStock(request: APIRequestContext, auth: string) {
  const items = new Map(
    (await pullAll(request, auth, 'inventory')).map((i) => [String(i.inventory_code), i]),
  );
  const onHands = await pullAll(request, auth, 'on_hands');
  const sameSpot = (a: TRow, b: TRow) =>
    a.location === b.location &&
    a.inventory_code === b.inventory_code &&
    a.serial_batch === b.serial_batch;
  const row = onHands.find((r) => {
    const item = items.get(String(r.inventory_code));
    const type = String(item?.tracking_type ?? '').toUpperCase();
    return (
      item &&
      !(UNTRACKED as readonly string[]).includes(type) &&
      /^\d{8,14}$/.test(String(item.gtin ?? '')) &&
      /^[A-Za-z0-9-]+$/.test(String(r.serial_batch ?? '')) &&
      Number(r.quantity) >= 2 &&
      onHands.filter((o) => sameSpot(o, r)).length === 1
    );
  });
  expect(row, 'a tracked item with stock at SXD DC1').toBeTruthy();
  const item = items.get(String(row!.inventory_code))!;
  return {
    code: String(item.inventory_code),
    gtin14: String(item.gtin).padStart(14, '0'),
    batch: String(row!.serial_batch),
    location: String(row!.location),
    quantity: Number(row!.quantity),
  };
}

test('a tracked item written off offline by a GS1 scan lands with its batch', async ({
  page,
  context,
  request,
}) => {
  // Movements of this test are the ones made from now on (the demo has older write-offs).
  const started = new Date(Date.now() - 1000).toISOString();
  const auth = await token(request);
  const stock = await trackedStock(request, auth);

  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  // The device's mirror is loaded (the scan is looked up in it, offline).
  await page.goto('/sync');
  await expect(page.getByTestId('mirror-summary')).toContainText('refreshed', {
    timeout: 60_000,
  });
  await page.goto('/floor/adjust');
  await expect(page.getByRole('heading', { name: 'Write off / on' })).toBeVisible();
  const pending = page.getByTestId('sync-pending');
  await expect(pending).toHaveText(M.pending(0));

  await context.setOffline(true);
  await expect(page.getByTestId('action-WRITE_OFF')).toHaveAttribute('aria-checked', 'true');
  const location = page.getByLabel('Take from location');
  await location.fill(stock.location);
  await location.press('Enter');
  const itemField = page.getByLabel('Item', { exact: true });
  await expect(itemField).toBeFocused();
  // The symbology identifier, GTIN (01), then the batch (10) to the end of the payload.
  await itemField.fill(`]C101${stock.gtin14}10${stock.batch}`);
  await itemField.press('Enter');
  await expect(itemField).toHaveValue(stock.code);
  await expect(page.getByLabel('Serial/Batch')).toHaveValue(stock.batch);
  await expect(page.getByLabel('Date code')).toBeVisible();
  // The batch came with the scan: on to the quantity.
  const quantity = page.getByLabel(/^Quantity/);
  await expect(quantity).toBeFocused();
  // More than the location holds: refused at once, offline, in the server's words.
  await quantity.fill(String(stock.quantity + 1));
  await quantity.press('Enter');
  await expect(
    page.getByText(
      LEDGER_MESSAGES.notEnoughStock(
        stock.code,
        stock.location,
        stock.quantity,
        stock.quantity + 1,
      ),
    ),
  ).toBeVisible();
  await expect(pending).toHaveText(M.pending(0));
  await quantity.fill('1');
  await page.getByTestId('floor-move-save').click();

  const last = page.getByTestId('last-write').first();
  await expect(last).toContainText(
    new RegExp(`Write off 1 (\\S+ )?${stock.code} batch ${stock.batch} from ${stock.location}`),
  );
  await expect(last).toHaveAttribute('data-status', 'pending');
  await expect(pending).toHaveText(M.pending(1));
  await expect(page.getByLabel('Serial/Batch')).toHaveCount(0);

  // Online again: it lands, nothing needs attention.
  await context.setOffline(false);
  await expect(pending).toHaveText(M.pending(0), { timeout: 30_000 });
  await expect(page.getByTestId('sync-attention')).toHaveCount(0);
  await expect(last).toHaveAttribute('data-status', 'sent');

  // The history has the write off of that batch, from that location.
  const list = await request.post('/api/movement/', {
    headers: { authorization: `Bearer ${auth}` },
    data: {
      site_id: 'SXD',
      entity: 'movement',
      action: 'list',
      data: { warehouse: 'DC1', search_type: 'Inventory', search_term: stock.code },
    },
  });
  expect(list.status()).toBe(200);
  const body = (await list.json()) as {
    results: {
      movement_type: string;
      movement_qty: number | string;
      serial_batch: string;
      from_location: string;
      operator?: string;
      timestamp: string;
    }[];
  };
  const mine = body.results.filter(
    (m) =>
      m.movement_type === 'WRITE_OFF' && m.serial_batch === stock.batch && m.timestamp >= started,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ from_location: stock.location });
  expect(Number(mine[0]!.movement_qty)).toBe(1);
});
