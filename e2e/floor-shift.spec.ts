import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEDGER_MESSAGES, OUTBOX_MESSAGES as M } from '../src/contract';
import { adminAtSxd, envelopeCall, mirrorHas, waitForServiceWorker } from './helpers';

/**
 * A whole shift on the floor with the network cut: signed in online, the
 * service worker active and the mirror loaded, then offline — a write on, a move, a write
 * off, a write off refused at once for want of stock, one the server will refuse (the office
 * took the stock meanwhile), a pick, a new pack with contents, a job tagged on and off.
 * A reload offline keeps every write pending, in order. Online again, every write
 * lands once and in order; the refused one waits as "needs attention" with the server's
 * message, is corrected and resent, and lands once.
 */

async function api<T>(
  request: APIRequestContext,
  service: string,
  entity: string,
  action: string,
  data: unknown,
): Promise<T[]> {
  const answer = await envelopeCall<T>(request, 'admin', service, entity, action, data);
  expect(answer.errors).toEqual([]);
  return answer.results;
}

/** Rows of a mirrored entity on this device that have `column` = `value`. */
async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('a shift offline: every write lands once, in order; a refused one is fixed and resent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const item = `E2E-SHIFT-${stamp}`;
  await api(request, 'inventory', 'inventory', 'check', {
    inventory: { inventory_code: item, inventory_description: 'E2E shift item' },
  });
  // The office puts 5 at C-02-02-A before the shift; the device's mirror will hold it.
  const office = (action: 'WRITE_ON' | 'WRITE_OFF') =>
    api(request, 'movement', 'movement', 'add', {
      movement: { action, warehouse: 'DC1', inventory: item, location: 'C-02-02-A', quantity: 5 },
    });
  await office('WRITE_ON');
  const [job] = await api<{ job_id: number; job_reference: string }>(
    request,
    'job',
    'job',
    'check',
    {
      items: [
        {
          job_reference: `E2E-SHIFT-${stamp}`,
          job_type: 'REPACK',
          job_description: 'Re-pack cartons on the shift',
          warehouse: 'DC1',
          work_centre: 'PACK1',
          planned_date: new Date().toISOString().slice(0, 10),
          quantity_required: 12,
        },
      ],
    },
  );

  await adminAtSxd(page);
  await waitForServiceWorker(page);
  const pending = page.getByTestId('sync-pending');
  // The mirror holds what the shift needs: the new item, the job, open picks.
  await expect
    .poll(() => mirrorHas(page, 'inventory', 'inventory_code', item), {
      timeout: 90_000,
    })
    .toBe(true);
  await expect
    .poll(() => mirrorHas(page, 'jobs', 'job_reference', job!.job_reference), {
      timeout: 90_000,
    })
    .toBe(true);
  await expect
    .poll(() => mirrorHas(page, 'on_hands', 'inventory_code', item), { timeout: 90_000 })
    .toBe(true);
  await page.goto('/floor/pick');
  const pick = page.locator('[data-testid^="pick-"]:enabled').first();
  await expect(pick).toBeVisible({ timeout: 30_000 });
  // The pick face of the line to pick gets stock for it (other specs pick the demo stock).
  await pick.click();
  const line = page.getByTestId('current-line');
  await api(request, 'movement', 'movement', 'add', {
    movement: {
      action: 'WRITE_ON',
      warehouse: 'DC1',
      inventory: (await line.getAttribute('data-item')) ?? '',
      location: (await line.getAttribute('data-pick-face')) ?? '',
      serial_batch: `E2E-SHIFT-${stamp}`,
      date_code: '2030-12-31',
      quantity: 500,
    },
  });
  await page.goto('/floor/pack');
  await expect(page.getByText(/pack numbers reserved on this device/)).toBeVisible();

  await context.setOffline(true);
  // While the device is offline the office takes those 5 away: the device cannot know.
  await office('WRITE_OFF');

  // 1. Write on 10 at A-01-01-A.
  await page.goto('/floor/adjust');
  await page.getByTestId('action-WRITE_ON').click();
  await enter(page, 'Put at location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('10');
  await page.getByTestId('floor-move-save').click();
  await expect(pending).toHaveText(M.pending(1));

  // 2. Move 4 to C-02-02-A.
  await page.goto('/floor/move');
  await enter(page, 'From location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('4');
  await page.getByLabel('Quantity').press('Enter');
  await enter(page, 'To location', 'C-02-02-A');
  await page.getByTestId('floor-move-save').click();
  await expect(pending).toHaveText(M.pending(2));

  // 3. Write off 3 from A-01-01-A; 4. write off 6 from C-02-02-A (the server has only 4 there).
  await page.goto('/floor/adjust');
  await enter(page, 'Take from location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('3');
  await page.getByTestId('floor-move-save').click();
  await expect(pending).toHaveText(M.pending(3));
  await enter(page, 'Take from location', 'C-02-02-A');
  await enter(page, 'Item', item);
  // 50 is more than the device holds there (5 mirrored, 4 moved in): refused at once.
  await page.getByLabel('Quantity').fill('50');
  await page.getByTestId('floor-move-save').click();
  await expect(
    page.getByText(LEDGER_MESSAGES.notEnoughStock(item, 'C-02-02-A', 9, 50)),
  ).toBeVisible();
  await expect(pending).toHaveText(M.pending(3));
  await page.getByLabel(/^Quantity/).fill('6');
  await page.getByTestId('floor-move-save').click();
  await expect(pending).toHaveText(M.pending(4));

  // 5. Pick a line: scan its face and item, confirm what is left.
  await page.goto('/floor/pick');
  await page.locator('[data-testid^="pick-"]:enabled').first().click();
  const current = page.getByTestId('current-line');
  const face = (await current.getAttribute('data-pick-face')) ?? '';
  const pickItem = (await current.getAttribute('data-item')) ?? '';
  await enter(page, 'Location', face);
  await enter(page, 'Item', pickItem);
  await page.getByTestId('floor-pick-confirm').click();
  await expect(pending).toHaveText(M.pending(5));

  // 6. A new pack with a reserved number, 6 of the item in it.
  await page.goto('/floor/pack');
  await page.getByRole('button', { name: 'New pack' }).click();
  const packNumber = (await page.getByTestId('floor-pack-number').textContent()) ?? '';
  expect(packNumber).toMatch(/^SXP\d{7}$/);
  await page.getByLabel('KG').fill('12.5');
  await page.getByLabel('Item', { exact: true }).fill(item);
  await page.getByLabel(/^Quantity/).fill('6');
  await page.getByLabel(/^Quantity/).press('Enter');
  await page.getByRole('button', { name: 'Save pack' }).click();
  await expect(pending).toHaveText(M.pending(6));

  // 7. Tag on to the job and off again.
  await page.goto('/floor/job');
  await enter(page, 'Job', job!.job_reference);
  await page.getByRole('button', { name: 'Tag on' }).click();
  await expect(page.getByTestId('tagged-on')).toContainText('Pending');
  await page.getByRole('button', { name: 'Tag off' }).click();
  await expect(pending).toHaveText(M.pending(8));

  // Reload with the network still cut: all eight writes are still there, in order.
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(pending).toHaveText(M.pending(8));
  await page.getByTestId('sync-link').click();
  const entries = page.getByTestId('outbox-entry');
  await expect(entries).toHaveCount(8);
  const labels = await entries.allTextContents();
  expect(labels[0]).toMatch(/Write on 10/);
  expect(labels[1]).toMatch(/Move 4/);
  expect(labels[2]).toMatch(/Write off 3/);
  expect(labels[3]).toMatch(/Write off 6/);
  expect(labels[4]).toMatch(/Pick \d/);
  expect(labels[5]).toContain(packNumber);
  expect(labels[6]).toMatch(/Tag on/);
  expect(labels[7]).toMatch(/Tag off/);

  // Online: seven land; the write off of stock the office took waits with the server's message.
  await context.setOffline(false);
  await expect(pending).toHaveText(M.pending(0), { timeout: 60_000 });
  const attention = page.locator('[data-testid="outbox-entry"][data-status="attention"]');
  await expect(attention).toHaveCount(1);
  await expect(attention.getByTestId('outbox-entry-error')).toContainText(
    LEDGER_MESSAGES.notEnoughStock(item, 'C-02-02-A', 4, 6),
  );

  // Away from Sync, a red line says so and leads back to it.
  await page.getByTestId('floor-link').click();
  const banner = page.getByTestId('refused-writes-banner');
  await expect(banner).toContainText(M.refusedBanner(1));
  await banner.getByRole('link', { name: M.refusedOpen }).click();
  await expect(page).toHaveURL(/\/sync$/);
  await expect(banner).toHaveCount(0);

  // Correct it (2 instead of 6) and resend: it lands once.
  await attention.getByRole('button', { name: 'Open' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Quantity', { exact: true }).fill('2');
  await editor.getByTestId('entry-resend').click();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(M.nothingWaiting)).toBeVisible();

  // The server's data: each write once, in the order it was made.
  const movements = await api<{ movement_id: number; movement_type: string; movement_qty: number }>(
    request,
    'movement',
    'movement',
    'list',
    { warehouse: 'DC1', search_type: 'Inventory', search_term: item },
  );
  expect(
    [...movements]
      .sort((a, b) => a.movement_id - b.movement_id)
      .map((m) => `${m.movement_type} ${Number(m.movement_qty)}`),
  ).toEqual([
    'WRITE_ON 5',
    'WRITE_OFF 5',
    'WRITE_ON 10',
    'TRANSFER 4',
    'WRITE_OFF 3',
    'WRITE_OFF 2',
  ]);
  const [pack] = await api<{ contents: { inventory_code: string; quantity: number }[] }>(
    request,
    'container',
    'container',
    'get',
    { container_number: packNumber },
  );
  expect(pack!.contents).toEqual([expect.objectContaining({ inventory_code: item, quantity: 6 })]);
  const [detail] = await api<{ timesheets: { end_timestamp: string | null }[] }>(
    request,
    'job',
    'job',
    'get',
    { job_id: job!.job_id },
  );
  expect(detail!.timesheets).toHaveLength(1);
  expect(detail!.timesheets[0]!.end_timestamp).not.toBeNull();
});
