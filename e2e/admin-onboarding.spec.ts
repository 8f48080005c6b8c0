import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, envelopeCall, menuButton, PASSWORD, submitLogin } from './helpers';

async function menuEntries(page: Page, label: string): Promise<string[]> {
  await menuButton(page, label).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((t) => t.trim());
}

test('the admin makes a user with a site, a warehouse and two permissions; that user sees exactly those menus', async ({
  page,
  browser,
  request,
}) => {
  const userId = `onboard${Date.now() % 1_000_000}`;
  await adminAtSxd(page);

  // Device Users: a new user, with a password.
  await page.goto('/admin/user');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'New user' });
  await add.getByLabel('User ID').fill(userId);
  await add.getByLabel('Display Name').fill('Jordan Lee');
  await add.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await add.getByLabel('Confirm password').fill(PASSWORD);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Site users' })
    .getByRole('row', { name: new RegExp(`${userId} Jordan Lee`) });
  await row.getByRole('button', { name: 'View' }).click();
  await page.getByRole('link', { name: 'Sites and permissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/usr/${userId}$`));

  // The site (made a member of SXD when added) working at Dandenong DC.
  const sxd = page.getByRole('table', { name: 'User Sites' }).getByRole('row', { name: /SXD/ });
  await sxd.getByRole('button', { name: 'Edit' }).click();
  const site = page.getByRole('dialog', { name: 'Edit site SXD' });
  await expect(site.getByLabel('Current Warehouse').locator('option[value="DC1"]')).toHaveCount(1);
  await site.getByLabel('Current Warehouse').selectOption('DC1');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(site).toBeHidden();
  await expect(sxd).toContainText('DC1');

  // Permissions: view on inventory, view and update on movements, nothing else.
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await permissions.getByRole('button', { name: 'Initialise' }).click();
  const initialise = page.getByRole('dialog', { name: 'Initialise permissions' });
  await initialise.getByRole('button', { name: 'Initialise' }).click();
  await expect(initialise).toBeHidden();
  const grid = permissions.getByRole('table', { name: 'User permissions' });
  for (const module of [
    'so',
    'po',
    'dd',
    'wh',
    'job',
    'admin',
    'script',
    'query',
    'erp',
    'site',
    'user',
  ]) {
    await grid.getByRole('button', { name: `Delete ${module}`, exact: true }).click();
    await expect(
      grid.getByRole('checkbox', { name: `${module} view`, exact: true }),
    ).not.toBeChecked();
  }
  await grid.getByRole('checkbox', { name: 'mo update', exact: true }).check();
  const saveChanges = permissions.getByRole('button', { name: 'Save changes' });
  await saveChanges.click();
  await expect(saveChanges).toBeDisabled();

  // The new user signs in on a device of their own.
  const device = await browser.newContext();
  const own = await device.newPage();
  await own.goto('/login');
  await submitLogin(own, userId);
  const bar = own.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('button', { name: 'Jordan Lee' })).toBeVisible();
  await expect(own.getByTestId('current-warehouse')).toHaveText('Dandenong DC');
  await expect(bar.getByRole('link', { name: 'Floor' })).toBeVisible(); // update on mo
  expect(await menuEntries(own, 'Stock')).toEqual([
    'Inventories',
    'Serial Batch',
    'On Hand Explorer',
  ]);
  expect(await menuEntries(own, 'Operations')).toEqual([
    'Movements',
    'Transaction Explorer',
    'Process Queue',
  ]);
  expect(await menuEntries(own, 'Reports')).toEqual(['Logs', 'Reporting']);
  for (const hidden of ['Orders', 'Delivery', 'Site', 'Printing', 'Admin'])
    await expect(menuButton(own, hidden)).toHaveCount(0);
  await device.close();

  // And the server answers only what those permissions give.
  const inventories = await envelopeCall(request, userId, 'inventory', 'inventory', 'list', {
    search_type: 'SEARCH',
    search_term: 'pallet',
  });
  expect(inventories.status).toBe(200);
  const users = await envelopeCall(request, userId, 'site', 'user', 'list', {});
  expect(users.status).toBe(403);
  const orders = await envelopeCall(request, userId, 'sales_order', 'sales_order', 'get', {});
  expect(orders.status).toBe(403);
});
