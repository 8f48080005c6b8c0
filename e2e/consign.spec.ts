import { expect, test } from '@playwright/test';
import { todayIn } from '../src/contract/movements';
import { DEMO_ZONE } from '../server/seed/clock';
import { adminAtSxd, menuButton, signIn } from './helpers';

/** Whether the sites' day has turned since the server's demo data was dated (playwright.config.ts). */
const dayTurnedSinceSeed = () =>
  todayIn(DEMO_ZONE, new Date(process.env.DEMO_NOW ?? Date.now())) !== todayIn(DEMO_ZONE);

test('the floor user consigns two orders at the cheapest quote, scans the packs and closes the manifest', async ({
  page,
}) => {
  await signIn(page, 'floor');
  await page.goto('/consign');
  const orders = page.getByRole('table', { name: 'Orders to consign at DC1' });
  // required the day before the demo's day: red; required on the demo's day: red only once
  // the sites' day has turned since
  await expect(orders.getByRole('row', { name: /SO-900101/ })).toHaveAttribute(
    'data-variant',
    'danger',
  );
  const dueToday = expect(orders.getByRole('row', { name: /SO-900102/ }));
  if (dayTurnedSinceSeed()) await dueToday.toHaveAttribute('data-variant', 'danger');
  else await dueToday.not.toHaveAttribute('data-variant', 'danger');
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
  await rows
    .nth(1)
    .getByRole('button', { name: /^Book / })
    .click();

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
  // a tablet at the dock: no soft keyboard over the screen
  await expect(scan).toHaveAttribute('inputmode', 'none');
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  // the label's GS1-128 as a scanner sends it: `00` + SSCC
  await scan.fill(`00${ssccs[0]}`);
  await scan.press('Enter');
  await expect(said(`Pack ${ssccs[0]} of order`)).toContainText('scanned');
  await expect(scan).toBeFocused();
  await expect(scan).toHaveValue('');
  // the same label again: a warning, and the pack stays scanned once
  await scan.fill(`(00)${ssccs[0]}`);
  await scan.press('Enter');
  await expect(said(`Pack ${ssccs[0]} of order`)).toContainText('was already scanned');
  await expect(scan).toHaveAttribute('data-scan-flash', 'not-found');
  // the answer sits under the scan box, not over it or the counter
  const box = (await scan.boundingBox())!;
  const answer = (await said(ssccs[0]!).boundingBox())!;
  expect(answer.y).toBeGreaterThanOrEqual(box.y + box.height);
  await expect(page.getByTestId('dock-counter')).toBeInViewport();

  const close = page.getByRole('button', { name: 'Close manifest (2)' });
  await close.click();
  await expect(page.getByRole('alert').filter({ hasText: 'has not been scanned' })).toContainText(
    /Pack \d{18} of order SO-90010[23]/,
  );
  // the rest in the printed form, with the symbology identifier and FNC1 as a scanner may send
  const forms = [(s: string) => `(00)${s}`, (s: string) => `]C1\u001d00${s}`];
  for (const [n, sscc] of ssccs.slice(1).entries()) {
    await scan.fill(forms[n % 2]!(sscc));
    await scan.press('Enter');
    await expect(said(`Pack ${sscc} of order`)).toContainText('scanned');
    await expect(scan).toBeFocused();
  }
  // all their packs in: both consignments turn green
  for (const k of await booked.all()) {
    await expect(k).toHaveAttribute('data-variant', 'success');
    await expect(k).toContainText('All packs in');
  }
  await close.click();
  await expect(said('Manifest closed')).toBeVisible();
  await expect(booked).toHaveCount(0);
});

test('the admin adds a URL set under Courier Integration; its key is never shown again', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Courier Integration' }).click();
  await expect(page).toHaveURL(/\/admin\/ofr$/);
  const sets = page.getByRole('table', { name: 'URL Sets' });
  await expect(sets.getByRole('row', { name: /OFR-MELB/ })).toContainText('openfreight');

  await page.getByRole('button', { name: 'Add URL set' }).click();
  const dialog = page.getByRole('dialog', { name: 'New URL set' });
  await dialog.getByLabel('URL Set', { exact: true }).fill('MS-SYD');
  await dialog.getByLabel('Platform').selectOption('machship');
  await dialog.getByLabel('Description').fill('Machship Sydney cross-dock');
  await dialog.getByLabel('Base URL').fill('https://machship.example/apiv2');
  await dialog.getByLabel('Key', { exact: true }).fill('ms-secret-7781');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = sets.getByRole('row', { name: /MS-SYD/ });
  await expect(row).toContainText('Machship Sydney cross-dock');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /MS-SYD/ });
  await expect(edit.getByLabel('Key', { exact: true })).toHaveValue('');
  await expect(edit.getByLabel('Base URL')).toHaveValue('https://machship.example/apiv2');
  await expect(page.getByText('ms-secret-7781')).toHaveCount(0);
});

test('Clear orders asks first, and a cleared order is restored from Cleared orders', async ({
  page,
}) => {
  await signIn(page, 'floor');
  await page.goto('/consign');
  const orders = page.getByRole('table', { name: 'Orders to consign at DC1' });
  await orders.getByLabel('Select SO-900105').check();
  await page.getByRole('button', { name: 'Clear orders' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear orders' });
  await expect(ask).toContainText('Take 1 order off the consign list?');
  await ask.getByRole('button', { name: 'Clear orders' }).click();
  await expect(orders.getByRole('row', { name: /SO-900105/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show cleared orders' }).click();
  const cleared = page.getByRole('table', { name: 'Cleared orders at DC1' });
  await expect(cleared.getByRole('row', { name: /SO-900105/ })).toContainText('floor');
  await cleared.getByLabel('Restore SO-900105').check();
  await page.getByRole('button', { name: 'Restore (1)' }).click();
  await expect(orders.getByRole('row', { name: /SO-900105/ })).toBeVisible();
  await expect(cleared.getByRole('row', { name: /SO-900105/ })).toHaveCount(0);
});
