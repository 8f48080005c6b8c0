import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('the floor user consigns two orders at the cheapest quote, scans the packs and closes the manifest', async ({
  page,
}) => {
  await signIn(page, 'floor');
  await page.goto('/consign');
  const orders = page.getByRole('table', { name: 'Orders to consign at DC1' });
  // required yesterday: red; required today and created today: not
  await expect(orders.getByRole('row', { name: /SO-900101/ })).toHaveAttribute(
    'data-variant',
    'danger',
  );
  await expect(orders.getByRole('row', { name: /SO-900102/ })).not.toHaveAttribute(
    'data-variant',
    'danger',
  );
  await orders.getByLabel('Select SO-900102').check();
  await orders.getByLabel('Select SO-900103').check();
  await page.getByRole('button', { name: 'Get quotes (2)' }).click();

  const quotes = page.getByRole('dialog', { name: 'Quotes' });
  const rows = quotes.getByRole('table', { name: 'Quotes' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('$');
  const prices = (await rows.allTextContents())
    .slice(1)
    .map((t) => Number(/\$(\d+\.\d\d)/.exec(t)?.[1]));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await rows.nth(1).getByRole('button', { name: /^Book / }).click();

  const confirmed = page.getByRole('dialog', { name: 'Consignment confirmed' });
  const totals = confirmed.getByTestId('shipment-total');
  await expect(totals).toHaveCount(2);
  const shown = (await totals.allTextContents()).map((t) => {
    expect(t).toMatch(/^\$\d+\.\d\d$/);
    return Number(t.slice(1));
  });
  expect(Math.round((shown[0]! + shown[1]!) * 100) / 100).toBe(prices[0]);
  await confirmed.getByRole('button', { name: 'Done' }).click();
  await expect(orders.getByRole('row', { name: /SO-900103/ })).toHaveCount(0);

  // the dock: scan the packs of the two new consignments
  const booked = page
    .getByRole('listitem', { name: /^Consignment / })
    .filter({ hasText: /SO-900102|SO-900103/ });
  await expect(booked).toHaveCount(2);
  const ssccs = (await booked.locator('[data-scanned="no"]').allTextContents()).map(
    (t) => /\d{18}/.exec(t)![0],
  );
  expect(ssccs).toHaveLength(4);
  const scan = page.getByLabel('Scan SSCC');
  await expect(scan).toBeFocused();
  await scan.fill(ssccs[0]!);
  await scan.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${ssccs[0]} scanned` })).toBeVisible();
  await expect(scan).toBeFocused();

  const close = page.getByRole('button', { name: 'Close manifest (2)' });
  await close.click();
  await expect(page.getByRole('alert').filter({ hasText: 'has not been scanned' })).toContainText(
    /Pack \d{18} of order SO-90010[23]/,
  );
  for (const sscc of ssccs.slice(1)) {
    await scan.fill(sscc);
    await scan.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${sscc} scanned` })).toBeVisible();
    await expect(scan).toBeFocused();
  }
  await close.click();
  await expect(page.getByRole('status').filter({ hasText: 'Manifest closed' })).toBeVisible();
  await expect(booked).toHaveCount(0);
});
