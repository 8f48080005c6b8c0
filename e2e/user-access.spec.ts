import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, apiToken, menuButton } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin opens a user, gives a site with a warehouse and a permission', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Connector Users' }).click();
  await expect(page).toHaveURL(/\/connector_user$/);
  await expect(dataRows(page, 'Connector Users').first()).toBeVisible();
  await page.getByLabel('Search users').fill('helpdesk');
  await expect(dataRows(page, 'Connector Users')).toHaveCount(1);

  // The logged-on users include the admin signed in here.
  await page.getByRole('tab', { name: 'Logged On Users' }).click();
  await expect(
    page.getByRole('table', { name: 'Logged On Users' }).getByRole('row', { name: /admin/ }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Connector Users' }).click();

  await page.getByRole('link', { name: 'Open helpdesk' }).click();
  await expect(page).toHaveURL(/\/usr\/helpdesk$/);
  await expect(page.getByRole('heading', { name: 'User helpdesk' })).toBeVisible();
  await expect(dataRows(page, 'User Sites')).toHaveCount(1);

  // A second site, TAS, working at Hobart.
  await page.getByRole('button', { name: 'Add site' }).click();
  const siteDialog = page.getByRole('dialog', { name: 'Add site' });
  await siteDialog.getByLabel('Site').selectOption('TAS');
  await expect(
    siteDialog.getByLabel('Current Warehouse').locator('option[value="HBT"]'),
  ).toHaveCount(1);
  await siteDialog.getByLabel('Current Warehouse').selectOption('HBT');
  await siteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(siteDialog).toBeHidden();
  const tasRow = page.getByRole('table', { name: 'User Sites' }).getByRole('row', { name: /TAS/ });
  await expect(tasRow).toContainText('HBT');

  // Its timezone: the site's local zone to start with; changed, it stays changed.
  await tasRow.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit site TAS' });
  await expect(editDialog.getByLabel('Timezone')).toHaveValue('Australia/Hobart');
  await editDialog.getByLabel('Timezone').selectOption('Australia/Perth');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await tasRow.getByRole('button', { name: 'Edit' }).click();
  await expect(editDialog.getByLabel('Timezone')).toHaveValue('Australia/Perth');
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editDialog).toBeHidden();

  // Its warehouse link, with a work centre.
  await tasRow.getByRole('button', { name: 'Warehouses' }).click();
  const whDialog = page.getByRole('dialog', { name: 'User Site Warehouses: TAS' });
  await expect(whDialog.getByText('No warehouses yet')).toBeVisible();
  await expect(
    whDialog.getByLabel('Warehouse', { exact: true }).locator('option[value="LST"]'),
  ).toHaveCount(1);
  await whDialog.getByLabel('Warehouse', { exact: true }).selectOption('LST');
  await whDialog.getByLabel('Work Centre').selectOption('PACK');
  await whDialog.getByRole('button', { name: 'Add warehouse' }).click();
  await expect(dataRows(page, 'User Site Warehouses')).toHaveCount(1);
  await expect(dataRows(page, 'User Site Warehouses').first()).toContainText('PACK');
  await whDialog.getByRole('button', { name: 'Close' }).click();
  await expect(whDialog).toBeHidden();

  // Two rows ticked: one Save saves both, neither tick is lost.
  const permissions = page.getByRole('region', { name: 'Permissions' });
  const grid = permissions.getByRole('table', { name: 'User permissions' });
  const box = (name: string) => grid.getByRole('checkbox', { name, exact: true });
  const saveChanges = permissions.getByRole('button', { name: 'Save changes' });
  await expect(saveChanges).toBeDisabled();
  await box('in update').check();
  await box('mo update').check();
  await expect(permissions.getByRole('status')).toHaveText('2 rows have unsaved changes');

  // Leaving with unsaved ticks asks first; Stay keeps them.
  await page.getByRole('link', { name: 'Back to users' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toContainText('Your permission changes are not saved');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/usr\/helpdesk$/);
  await expect(box('in update')).toBeChecked();
  await expect(box('mo update')).toBeChecked();

  await saveChanges.click();
  await expect(saveChanges).toBeDisabled();
  await expect(permissions.getByRole('status')).toHaveCount(0);
  await page.reload();
  await expect(box('in update')).toBeChecked();
  await expect(box('mo update')).toBeChecked();
  await expect(box('so update')).not.toBeChecked();

  // Initialise asks first: cancelled, the rights stay; confirmed, every module is view only.
  await permissions.getByRole('button', { name: 'Initialise' }).click();
  const initialise = page.getByRole('dialog', { name: 'Initialise permissions' });
  await expect(initialise).toContainText('Reset every permission of helpdesk at SXD to view only?');
  await initialise.getByRole('button', { name: 'Cancel' }).click();
  await expect(initialise).toBeHidden();
  await expect(box('in update')).toBeChecked();
  await permissions.getByRole('button', { name: 'Initialise' }).click();
  await initialise.getByRole('button', { name: 'Initialise' }).click();
  await expect(initialise).toBeHidden();
  await expect(box('in update')).not.toBeChecked();
  await expect(box('mo update')).not.toBeChecked();
  await expect(box('in view')).toBeChecked();

  // Unsaved ticks and nothing else: the Back link then leaves without a question.
  await box('so update').check();
  await permissions.getByRole('button', { name: 'Discard changes' }).click();
  await expect(box('so update')).not.toBeChecked();
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/\/connector_user$/);
});

test('the admin clocks a logged-on floor user off; their session ends', async ({
  page,
  request,
}) => {
  const floorToken = await apiToken(request, 'floor');
  await adminAtSxd(page);
  await page.goto('/connector_user');
  await page.getByRole('tab', { name: 'Logged On Users' }).click();
  const table = page.getByRole('table', { name: 'Logged On Users' });
  const floorRow = table.getByRole('row', { name: /Tom Kowalski/ });
  await floorRow.getByRole('button', { name: 'Clock off' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clock off' });
  await expect(confirm).toContainText('Tom Kowalski (floor)');
  await confirm.getByRole('button', { name: 'Clock off' }).click();
  await expect(page.getByText(/^floor clocked off:/)).toBeVisible();
  await expect(floorRow).toHaveCount(0);
  const after = await request.post('/api/job/', {
    headers: { authorization: `Bearer ${floorToken}` },
    data: { site_id: 'SXD', entity: 'job', action: 'list', data: {} },
  });
  expect(after.status()).toBe(401);
});

test("removing a user's last site says it deactivates them; they can no longer sign in", async ({
  page,
  request,
}) => {
  await adminAtSxd(page);
  const userId = `e2e.lastsite${Date.now() % 1_000_000}`;
  await page.goto('/admin/user');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'New user' });
  await add.getByLabel('User ID').fill(userId);
  await add.getByLabel('Display Name').fill('Lena Lastsite');
  await add.getByLabel('Password', { exact: true }).fill('Forklift42');
  await add.getByLabel('Confirm password').fill('Forklift42');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const before = await request.post('/api/auth/login', {
    data: { username: userId, password: 'Forklift42' },
  });
  expect(before.status()).toBe(200);

  await page.goto(`/usr/${userId}`);
  await expect(page.getByRole('heading', { name: `User ${userId}` })).toBeVisible();
  await expect(dataRows(page, 'User Sites')).toHaveCount(1);
  await dataRows(page, 'User Sites').first().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete site' });
  await expect(confirm).toContainText(
    `It is ${userId}'s last site: the account is deactivated and can no longer sign in.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  // No site admin has the user any more: back to the users list, with the server's warning.
  await expect(page).toHaveURL(/\/connector_user$/);
  await expect(
    page.getByRole('status').filter({ hasText: `User '${userId}' has no site left` }),
  ).toContainText('was deactivated');

  const after = await request.post('/api/auth/login', {
    data: { username: userId, password: 'Forklift42' },
  });
  expect(after.status()).toBe(401);
});

test("the admin's own page offers no removal of their own last site", async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/usr/admin');
  await expect(page.getByRole('heading', { name: 'User admin' })).toBeVisible();
  // The admin has two sites: each may go, but not all at once.
  await expect(dataRows(page, 'User Sites')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete all sites' })).toHaveCount(0);
});
