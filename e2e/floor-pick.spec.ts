import { expect, test } from '@playwright/test';
import { envelopeCall, signIn } from './helpers';

/**
 * The floor pick on the real server in Chromium, signed in as the floor user: the mirror
 * loads after sign-in, the open picks of DC1 are listed from it, a line is picked by scanning
 * its pick face and item and confirming what is left; the write is pending at once, reaches
 * the server, and the line shows picked once the mirror refreshes after the send.
 */
test('pick a line from the mirror through the outbox', async ({ page, request }) => {
  // The floor user picks: so view and update at SXD, DC1. It carries on with one of its own
  // picks in progress (unstarted picks are left for the other specs' pickers), and its pick
  // face gets the stock the line needs first (the demo's attempts may have emptied it).
  await signIn(page, 'floor');
  await page.goto('/floor/pick');
  const first = page.locator('[data-testid^="pick-"]:enabled').filter({ hasText: 'Yours' }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();

  const current = page.getByTestId('current-line');
  await expect(current).toBeVisible();
  const face = (await current.getAttribute('data-pick-face')) ?? '';
  const item = (await current.getAttribute('data-item')) ?? '';
  expect(face).not.toBe('');
  const stocked = await envelopeCall(request, 'floor', 'movement', 'movement', 'add', {
    movement: {
      action: 'WRITE_ON',
      warehouse: 'DC1',
      inventory: item,
      location: face,
      serial_batch: `E2E-PICK-${Date.now()}`,
      date_code: '2030-12-31',
      quantity: 500,
    },
  });
  expect(stocked.errors).toEqual([]);
  const lineId = await page
    .locator('[data-testid^="line-"][data-state="open"]')
    .first()
    .getAttribute('data-testid');

  const location = page.getByRole('textbox', { name: 'Location' });
  await location.fill(face.toLowerCase());
  await location.press('Enter');
  await expect(location).toHaveValue(face);
  const itemField = page.getByRole('textbox', { name: 'Item' });
  await itemField.fill(item);
  await itemField.press('Enter');
  await expect(itemField).toHaveValue(item);
  await page.getByTestId('floor-pick-confirm').click();

  const last = page.getByTestId('last-write').first();
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('data-status', 'sent', { timeout: 30_000 });
  // The mirror refreshes after the send: the line is picked (or its pick left the mirror).
  const line = page.getByTestId(lineId!);
  await expect
    .poll(async () => ((await line.count()) ? await line.getAttribute('data-state') : 'gone'), {
      timeout: 20_000,
    })
    .toMatch(/picked|gone/);
});
