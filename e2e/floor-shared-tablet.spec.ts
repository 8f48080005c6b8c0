import { expect, test, type Page } from '@playwright/test';
import { OUTBOX_MESSAGES as M } from '../src/contract';
import { newItem, openSettings, signIn, waitForServiceWorker } from './helpers';

/** Type into a field and press Enter, as a scanner does. */
async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('a shared tablet: signing out with a write waiting asks; the next user sees whose it is and may send it as theirs', async ({
  page,
  context,
  request,
}) => {
  const item = await newItem(request, 'E2E-SHR');
  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  await page.goto('/floor/adjust');
  await context.setOffline(true);
  await page.getByTestId('action-WRITE_ON').click();
  await enter(page, 'Put at location', 'A-01-01-A');
  await enter(page, 'Item', item);
  await page.getByLabel('Quantity').fill('2');
  await page.getByTestId('floor-move-save').click();
  await expect(page.getByTestId('sync-pending')).toHaveText(M.pending(1));

  // Logout tries to send it first; offline it cannot, so it asks
  const settings = await openSettings(page, 'floor');
  await settings.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('dialog', { name: M.signOutTitle });
  await expect(ask).toContainText(M.signOutPending(1));
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  // the settings stay open behind it: still signed in
  await settings.getByRole('button', { name: 'Logout' }).click();
  await ask.getByRole('button', { name: M.signOutAnyway }).click();
  await expect(page).toHaveURL(/\/login/);

  // the office signs in on the same tablet: the floor's write stays the floor's
  await context.setOffline(false);
  await signIn(page, 'admin');
  await page.goto('/sync');
  await expect(page.getByText(M.othersWaiting(1, 'floor'))).toBeVisible();
  await expect(page.getByTestId('outbox-entry-owner')).toHaveText(M.madeBy('floor'));
  await expect(page.getByTestId('sync-pending')).toHaveText(M.pending(1));

  // handed over with a clear choice: sent under the admin's name
  await page.getByRole('button', { name: M.handOver }).click();
  const handOver = page.getByRole('dialog', { name: M.handOverTitle });
  await expect(handOver).toContainText(M.handOverBody(1, 'floor'));
  await handOver.getByRole('button', { name: M.handOver }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText(M.pending(0), { timeout: 30_000 });
  await expect(page.getByText(M.nothingWaiting)).toBeVisible();
});
