import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INVENTORY_MESSAGES } from '../src/contract';
import { PASSWORD, adminAtSxd, openSettings, searched } from './helpers';

/*
 * Inventory screens on the demo data (server/seed/demo-stock.ts anchors): PAS-500-SPAG at SXD
 * (DC1: 240 at the pick face A-01-01-A, 1200 at C-02-02-A; 124 committed, 1560 incoming) and
 * SAL-ATL-FIL-1KG at TAS with a quarantined and a recalled batch.
 */

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORD },
  });
  return ((await login.json()) as { token: string }).token;
}

/** An item with a slash in its code and nothing on hand (made through the API). */
async function slashItem(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  const code = `E2E/INV-${Date.now().toString(36).toUpperCase()}`;
  const saved = await request.post('/api/inventory/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      site_id: 'SXD',
      entity: 'inventory',
      action: 'check',
      data: {
        inventory: {
          inventory_code: code,
          inventory_description: 'E2E slashed item',
          stocking_factors: [
            { unit_of_measure: 'CTN', barcode: '', pack_size: 6, length: 41, depth: 22 },
          ],
        },
      },
    },
  });
  expect(saved.status()).toBe(200);
  return code;
}

async function adminAtTas(page: Page) {
  await adminAtSxd(page);
  const settings = await openSettings(page, 'admin');
  await settings.getByLabel('Site').selectOption('TAS');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Tasman Seafoods')).toBeVisible();
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

test('search the inventory, scan a GTIN, open the item and see its on hands, units and tabs', async ({
  page,
  request,
}) => {
  const slashed = await slashItem(request);
  await adminAtSxd(page);
  await page.goto('/in');
  await expect(page.getByRole('heading', { name: 'Inventories' })).toBeVisible();

  // A term-less search does not run; a word finds the item.
  const search = page.getByLabel(/Scan or search inventory/);
  await expect(search).toBeFocused();
  await search.fill('spaghetti no.5');
  await search.press('Enter');
  const row = dataRows(page, 'Inventories').filter({
    has: page.getByRole('cell', { name: 'PAS-500-SPAG', exact: true }),
  });
  await expect(row).toContainText('Spaghetti No.5 500g');

  await row.click();
  await expect(page).toHaveURL(/\/in\/PAS-500-SPAG$/);
  await expect(page.getByRole('heading', { name: /PAS-500-SPAG/ })).toBeVisible();
  const carton = dataRows(page, 'Stocking factors').filter({ hasText: 'CTN' });
  const gtin = ((await carton.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(gtin).toMatch(/^\d{14}$/);

  // Back to the list keeps the search; a scanned carton GTIN opens its item.
  await page.getByRole('link', { name: '← Inventories' }).click();
  await expect(page).toHaveURL(/\/in\?q=spaghetti/);
  await expect(row).toBeVisible();
  await search.fill(gtin);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/in\/PAS-500-SPAG$/);
  // Back again and the same scan opens it again.
  await page.getByRole('link', { name: '← Inventories' }).click();
  await expect(page).toHaveURL(new RegExp(`/in\\?q=${gtin}$`));
  await expect(dataRows(page, 'Inventories')).toHaveCount(1);
  await search.fill(gtin);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/in\/PAS-500-SPAG$/);

  // On hands: the pick face row is highlighted warning.
  const onHands = dataRows(page, 'On hand');
  await expect(onHands).toHaveCount(2);
  const pickFace = onHands.filter({ hasText: 'A-01-01-A' });
  await expect(pickFace).toHaveAttribute('data-variant', 'warning');
  await expect(onHands.filter({ hasText: 'C-02-02-A' })).not.toHaveAttribute(
    'data-variant',
    'warning',
  );

  // The stock of every warehouse, the current one marked.
  await expect(dataRows(page, 'On hand by warehouse').filter({ hasText: 'DC1' })).toHaveAttribute(
    'data-variant',
    'info',
  );

  // Stocking factors: length is shown as Width.
  const factors = page.getByRole('table', { name: 'Stocking factors' });
  await expect(factors.getByRole('columnheader', { name: /Width/ })).toBeVisible();
  await expect(carton).toContainText('20');

  // Tabs: available, committed, incoming with the document's columns.
  const available = dataRows(page, 'Available');
  await expect(available.first()).toContainText('DC1');
  await expect(available.first()).toContainText('124');
  await expect(available.first()).toContainText('1,560');
  await page.getByRole('tab', { name: 'Committed' }).click();
  await expect(dataRows(page, 'Committed').filter({ hasText: 'SO-100001' })).toContainText('100');
  await expect(dataRows(page, 'Committed').filter({ hasText: 'SO-100002' })).toContainText('24');
  await page.getByRole('tab', { name: 'Incoming' }).click();
  await expect(dataRows(page, 'Incoming').filter({ hasText: 'PO-200001' })).toHaveCount(2);

  // A slash in the code is %2f in the address; an item with nothing shows the zero row.
  const encoded = slashed.replace('/', '%2f');
  await page.goto(`/in/${encoded}`);
  await expect(page.getByRole('heading', { name: slashed })).toBeVisible();
  await expect(dataRows(page, 'On hand')).toContainText(['Nothing on hand']);
  await expect(dataRows(page, 'Stocking factors').first()).toContainText('41');
  await expect(dataRows(page, 'Available')).toHaveCount(1);
  await expect(dataRows(page, 'Available').first()).toContainText('0');
  await page.goto('/in');
  await page.getByLabel(/Scan or search inventory/).fill(slashed);
  await page.getByLabel(/Scan or search inventory/).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/in/${encoded}$`));

  // An unknown item answers the document's message.
  await page.goto('/in/NO-SUCH-ITEM-E2E');
  await expect(
    page.getByRole('alert').filter({ hasText: INVENTORY_MESSAGES.itemFailed }),
  ).toBeVisible();
});

test('serial batches at TAS: filter by item and mode, recalled danger, quarantined info, edit the flags', async ({
  page,
}) => {
  await adminAtTas(page);
  await page.goto('/serial_batch');
  await expect(page.getByRole('heading', { name: 'Serial Batch' })).toBeVisible();
  await expect(page.getByText(/Set a filter/)).toBeVisible();

  await page.getByLabel('Inventory code').fill('SAL-ATL-FIL-1KG');
  await page.getByLabel('Inventory code').press('Enter');
  const rows = dataRows(page, 'Serial batches');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Recalled' })).toHaveAttribute('data-variant', 'danger');
  await expect(rows.filter({ hasText: 'Quarantined' })).toHaveAttribute('data-variant', 'info');

  await page.getByLabel('Mode').selectOption('QUARANTINED');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-variant', 'info');
  await page.getByLabel('Mode').selectOption('RECALL');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-variant', 'danger');
  await page.getByLabel('Mode').selectOption('ALL');
  await expect(rows).toHaveCount(4);

  // Recall a plain batch, then clear it: its recall reason goes too.
  const plain = rows.filter({ hasNot: page.getByText(/Recalled|Quarantined/) }).first();
  const batch = (await plain.getByRole('cell').nth(2).textContent()) ?? '';
  await plain.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recalled').check();
  await dialog.getByLabel('Recall Reason').fill('E2E recall');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const edited = rows.filter({ hasText: batch });
  await expect(edited).toHaveAttribute('data-variant', 'danger');
  await edited.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Recall Reason')).toHaveValue('E2E recall');
  await dialog.getByLabel('Recalled').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).not.toHaveAttribute('data-variant', 'danger');
  await edited.getByRole('button', { name: 'View' }).click();
  await expect(dialog.getByLabel('Recall Reason')).toHaveValue('');
});

test('On Hand Explorer filters by warehouse, pick section, inventory and location', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/on_hands');
  await expect(page.getByRole('heading', { name: 'On Hand Explorer' })).toBeVisible();
  await expect(page.getByLabel('Warehouse')).toHaveValue('DC1');
  await page.getByLabel('Inventory').fill('PAS-500-SPAG');
  await page.getByLabel('Inventory').press('Enter');
  const rows = dataRows(page, 'On hands');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'A-01-01-A' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'C-02-02-A' })).toContainText('1,200');
  await page.getByLabel('Pick section').selectOption('A-BULK');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('C-02-02-A');
  await page.getByLabel('Pick section').selectOption('');
  await page.getByLabel('Location').fill('A-01-01-A');
  await page.getByLabel('Location').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('A-01-01-A');
  await page.getByLabel('Warehouse').selectOption('DC2');
  await expect(page.getByText('Nothing on hand matches')).toBeVisible();
});

test('Supply Analysis: one date is copied to the other, short rows danger, largest first', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/supply_issue');
  await expect(page.getByRole('heading', { name: 'Supply Analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Check supply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: INVENTORY_MESSAGES.selectFromDate }),
  ).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Check supply' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);

  // A wide range with every item: short rows first, danger, sorted by short quantity.
  await page.getByRole('button', { name: 'This month' }).click();
  await page.getByLabel('Include items that are not short').check();
  // Wait for this check's answer on screen (the previous check's rows are still shown until
  // it arrives), then read the rows.
  const checked = await searched(
    page,
    'Supply issues',
    'inventory',
    { include_all_results: true },
    () => page.getByRole('button', { name: 'Check supply' }).click(),
  );
  expect(checked).toBeGreaterThan(0);
  const rows = dataRows(page, 'Supply issues');
  await expect(rows.first().getByRole('link')).toBeVisible();
  const shorts = (await rows.locator('td:nth-child(5)').allTextContents()).map((t) =>
    Number(t.replace(/,/g, '')),
  );
  expect(shorts.length).toBeGreaterThan(0);
  expect(shorts).toEqual([...shorts].sort((a, b) => b - a));
  const firstShort = shorts[0] ?? 0;
  if (firstShort > 0) await expect(rows.first()).toHaveAttribute('data-variant', 'danger');
  if ((shorts.at(-1) ?? 0) === 0)
    await expect(rows.last()).not.toHaveAttribute('data-variant', 'danger');
});

test('an inventory user adds an item with a unit and a pick face, then edits it', async ({
  page,
}) => {
  const code = `E2E-ADD-${Date.now().toString(36).toUpperCase()}`;
  await adminAtSxd(page);
  await page.goto('/in');
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New inventory item' });
  await dialog.getByLabel('Inventory Code').fill(code);
  await dialog.getByLabel('Description').fill('E2E added item');
  await dialog.getByRole('button', { name: 'Add pick face' }).click();
  await dialog.getByLabel('Warehouse').selectOption('DC1');
  await dialog.getByRole('textbox', { name: 'Pick Face' }).fill('A-02-01-A');
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await dialog.getByRole('textbox', { name: 'Unit', exact: true }).fill('CTN');
  await dialog.getByLabel('Pack Size').fill('12');
  await dialog.getByLabel('Width (cm)').fill('33');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/in/${code}$`));
  await expect(page.getByText('Pick face (DC1)')).toBeVisible();
  await expect(page.getByText('A-02-01-A')).toBeVisible();
  const unit = dataRows(page, 'Stocking factors').first();
  await expect(unit).toContainText('CTN');
  await expect(unit).toContainText('33');

  await page.getByRole('button', { name: 'Edit item' }).click();
  const edit = page.getByRole('dialog', { name: `Edit inventory item ${code}` });
  await expect(edit.getByLabel('Inventory Code')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Description').fill('E2E edited item');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: /E2E edited item/ })).toBeVisible();
});
