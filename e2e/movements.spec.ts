import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEDGER_MESSAGES, MESSAGES, MOVEMENT_MESSAGES } from '../src/contract';
import { PASSWORD, signIn } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** A fresh item at SXD for this run (the floor user may add items: in update). */
async function newItem(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const code = `E2E-MOV-${Date.now().toString(36).toUpperCase()}`;
  const saved = await request.post('/api/inventory/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      site_id: 'SXD',
      entity: 'inventory',
      action: 'check',
      data: { inventory: { inventory_code: code, inventory_description: 'E2E movement item' } },
    },
  });
  expect(saved.status()).toBe(200);
  return code;
}

test('a floor user writes stock on and off, moves it bin to bin, and sees the history change', async ({
  page,
  request,
}) => {
  const item = await newItem(request);
  await signIn(page, 'floor');
  await page.goto('/mov');
  await expect(page.getByRole('heading', { name: 'Movements' })).toBeVisible();

  // Write on 10 at A-01-01-A (the form opens on Write Off; changing the action resets it).
  await page.getByRole('tab', { name: 'Write Off / On' }).click();
  const form = page.getByRole('form', { name: 'Write off / write on stock' });
  await expect(form.getByLabel('Action')).toHaveValue('WRITE_OFF');
  await form.getByLabel('Inventory').fill('something typed');
  await form.getByLabel('Action').selectOption('WRITE_ON');
  await expect(form.getByLabel('Inventory')).toHaveValue('');
  await expect(form.getByLabel('Warehouse')).toHaveValue('DC1');
  // scan-first: Enter moves to the next field
  await form.getByLabel('Inventory').fill(item);
  await form.getByLabel('Inventory').press('Enter');
  await expect(form.getByLabel('Location')).toBeFocused();
  await form.getByLabel('Location').fill('DC1-A-01-01-A');
  await form.getByLabel('Quantity').fill('10');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText(`Write On of 10 ${item} saved`);

  // Write off 3.
  await form.getByLabel('Action').selectOption('WRITE_OFF');
  await form.getByLabel('Inventory').fill(item);
  await form.getByLabel('Location').fill('A-01-01-A');
  await form.getByLabel('Quantity').fill('3');
  await form.getByLabel('Reference').fill('damaged');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText(`Write Off of 3 ${item} saved`);

  // Too much: the message, and nothing changes.
  await form.getByLabel('Inventory').fill(item);
  await form.getByLabel('Location').fill('A-01-01-A');
  await form.getByLabel('Quantity').fill('50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    LEDGER_MESSAGES.notEnoughStock(item, 'A-01-01-A', 7, 50),
  );
  await expect(form.getByLabel('Quantity')).toHaveValue('50');

  // Transfer 4 from A-01-01-A to A-01-02-A.
  await page.getByRole('tab', { name: 'Transfer' }).click();
  const transfer = page.getByRole('form', { name: 'Transfer stock between locations' });
  await transfer.getByLabel('From Location').fill('A-01-01-A');
  await transfer.getByLabel('Inventory').fill(item);
  await transfer.getByLabel('Quantity').fill('4');
  await transfer.getByLabel('To Location').fill('A-01-02-A');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByRole('status')).toContainText('from A-01-01-A to A-01-02-A');

  // The On Hand Explorer (when this build has it): 7 - 4 left at A-01-01-A, 4 at A-01-02-A.
  await page.goto('/on_hands');
  const onHandHeading = page.getByRole('heading', { name: 'On Hand Explorer' });
  const notFound = page.getByRole('heading', { name: MESSAGES.pageNotFound });
  await expect(onHandHeading.or(notFound)).toBeVisible();
  if (await onHandHeading.isVisible()) {
    const inventory = page.getByLabel('Inventory', { exact: true });
    await inventory.fill(item);
    await inventory.press('Enter');
    const stock = dataRows(page, 'On hands');
    await expect(stock).toHaveCount(2);
    await expect(stock.filter({ hasText: 'A-01-01-A' })).toContainText('3');
    await expect(stock.filter({ hasText: 'A-01-02-A' })).toContainText('4');
  }
  await page.goto('/mov');

  // History: the search rules, then the item's three movements, newest first.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Movement history' });
  await history.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(history.getByRole('alert')).toHaveText(MOVEMENT_MESSAGES.enterSearchTerm);
  await history.getByLabel('Search Type').selectOption('');
  await history.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(history.getByRole('alert')).toHaveText(MOVEMENT_MESSAGES.selectSearchType);
  await history.getByLabel('Search Type').selectOption('Inventory');
  const search = history.getByLabel('Search', { exact: true });
  await search.fill(item);
  await search.press('Enter');
  const rows = dataRows(page, 'Movements');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('A-01-02-A');
  await expect(rows.nth(0)).toContainText('4');
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(2)).toContainText('10');

  // By bin: what is at A-01-02-A now, with the item's code and description.
  await history.getByLabel('Search Type').selectOption('Bin Location');
  await search.fill('A-01-02-A');
  await search.press('Enter');
  await expect(rows.filter({ hasText: item })).toHaveCount(1);
  await expect(rows.filter({ hasText: item })).toContainText('E2E movement item');

  // The detail of a movement.
  await rows.filter({ hasText: item }).click();
  await expect(page).toHaveURL(/\/mov\/movement\?movement_id=\d+/);
  await expect(page.getByRole('heading', { name: /Movement \d+/ })).toBeVisible();
  await expect(page.getByText('TRANSFER', { exact: true })).toBeVisible();

  // The Transaction Explorer shows the ledger in the site's time.
  await page.goto('/transactions');
  const explorer = page.getByLabel('Inventory');
  await explorer.fill(item);
  await explorer.press('Enter');
  const transactions = dataRows(page, 'Transactions');
  await expect(transactions).toHaveCount(3);
  await expect(transactions.first()).toContainText(/\d{4}\/\d{2}\/\d{2} @ \d{2}:\d{2}/);
});
