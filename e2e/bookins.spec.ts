import { expect, test, type Page } from '@playwright/test';
import { BOOKIN_MESSAGES } from '../src/contract';
import { adminAtSxd } from './helpers';

/*
 * Bookin Management on the demo data (server/seed/demo-receipts.ts): SXD/DC1 has bookins of
 * the last two weeks and dockets awaiting receipt. Receive one at the dock, scan its pallet
 * and a bin, and find the stock at the bin in the On Hand Explorer. A-06-01-A is an empty
 * shelf of DC1 in the demo.
 */

const BIN = 'A-06-01-A';

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('receive a docket at the dock, put it away by scanning, and see the stock at the bin', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/ev_dd');
  await expect(page.getByRole('heading', { name: 'Bookin Management' })).toBeVisible();
  // The last 7 days: the demo's bookins, coloured; the counts above.
  const bookins = dataRows(page, 'Bookins');
  await expect(bookins.first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bookin counts' })).toContainText(
    'Awaiting receipt',
  );
  await expect(page.getByText(BOOKIN_MESSAGES.selectWarehouse)).toHaveCount(0);

  // Receive: pick the first docket awaiting receipt at DC1.
  await page.getByRole('button', { name: 'Receive a docket' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive a docket' });
  await expect(receive.getByLabel('Delivery docket')).toBeFocused();
  const awaiting = receive.getByRole('region', { name: 'Dockets awaiting receipt' });
  const first = awaiting.getByRole('button').first();
  await expect(first).toBeVisible();
  const docket = ((await first.locator('span').first().textContent()) ?? '').trim();
  expect(docket).toMatch(/^DN-\d{6}$/);
  await first.click();
  const received = receive.getByRole('region', { name: 'Received' });
  await expect(received).toContainText('Received to DOCK-01 as put-away');
  const barcode = ((await received.locator('.font-mono').textContent()) ?? '').trim();
  expect(barcode).toMatch(/^00\d{18}$/);
  // The docket is no longer awaiting receipt; receiving it again is refused.
  await expect(awaiting.getByRole('button', { name: new RegExp(docket) })).toHaveCount(0);
  await receive.getByLabel('Delivery docket').fill(docket);
  await receive.getByLabel('Delivery docket').press('Enter');
  await expect(receive.getByRole('alert')).toContainText('has already been received');

  // Put away, scan first: the barcode (Enter), then the bin (Enter).
  await page.keyboard.press('Escape');
  await expect(receive).toBeHidden();
  await page.getByRole('button', { name: 'Put away', exact: true }).click();
  const putAway = page.getByRole('dialog', { name: 'Put away' });
  const label = putAway.getByLabel('Put-away barcode');
  await expect(label).toBeFocused();
  // A wrong bin first: refused, and the bin input keeps focus for the next scan.
  await label.fill(barcode);
  await label.press('Enter');
  const bin = putAway.getByLabel('Bin location');
  await expect(bin).toBeFocused();
  await bin.fill('DOCK-02');
  await bin.press('Enter');
  await expect(putAway.getByRole('alert')).toHaveText(BOOKIN_MESSAGES.locationIsDock('DOCK-02'));
  await expect(bin).toBeFocused();
  await bin.fill(BIN);
  await bin.press('Enter');
  const last = putAway.getByRole('region', { name: 'Last put-away' });
  await expect(last).toContainText(`${barcode} put away to ${BIN}`);
  // What moved: each item from the dock to the bin; the barcode input is ready for the next.
  const moved = last.getByRole('listitem').first();
  await expect(moved).toContainText(`DOCK-01 → ${BIN}`);
  const [, item, quantity] = /^(\S+) × ([\d,.]+)/.exec((await moved.textContent()) ?? '') ?? [];
  expect(item).toBeTruthy();
  await expect(label).toBeFocused();
  await page.keyboard.press('Escape');

  // The bookin: its put-away is at the bin; it is Checked.
  const row = bookins.filter({ hasText: docket });
  await expect(row).toHaveAttribute('data-variant', 'success');
  await row.click();
  await expect(page).toHaveURL(/\/ev_dd\/\d+$/);
  const putAways = dataRows(page, 'Put-Aways');
  await expect(putAways).toHaveCount(1);
  await expect(putAways.first()).toContainText(barcode);
  await expect(putAways.first()).toContainText(BIN);
  await expect(page.getByRole('table', { name: /^Lines of PO-/ }).first()).toContainText(
    'Complete',
  );

  // The stock is at the bin.
  await page.goto('/on_hands');
  await expect(page.getByRole('heading', { name: 'On Hand Explorer' })).toBeVisible();
  const inventory = page.getByLabel('Inventory', { exact: true });
  await inventory.fill(item!);
  await inventory.press('Enter');
  const stock = dataRows(page, 'On hands');
  await expect(stock.first()).toContainText(item!);
  const location = page.getByLabel('Location', { exact: true });
  await location.fill(BIN);
  await location.press('Enter');
  await expect(stock).toHaveCount(1);
  await expect(stock.first()).toContainText(BIN);
  await expect(stock.first()).toContainText(quantity!);
});
