import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, openSettings } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** The used count on a licence's counter card. */
const used = (page: Page, licence: string) =>
  page
    .getByRole('list', { name: 'Licences' })
    .getByRole('listitem', { name: licence })
    .getByTestId('used');

test('the admin adds a user with a password, sees the counters move, then deactivates them', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Device Users' }).click();
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(page.getByRole('heading', { name: 'Site Users' })).toBeVisible();
  const users = page.getByRole('table', { name: 'Site users' });
  await expect(users.getByRole('row', { name: /floor Tom Kowalski Full User/ })).toBeVisible();
  // View Users are not listed; the provider's own user is hidden from the admin.
  await expect(users.getByRole('row', { name: /viewer/ })).toHaveCount(0);
  await expect(users.getByRole('row', { name: /provider/ })).toHaveCount(0);

  const fullBefore = Number(await used(page, 'Full User').textContent());
  const inactiveBefore = Number(await used(page, 'Inactive').textContent());
  const userId = `e2e.picker${Date.now() % 1_000_000}`;

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog.getByText('At least one letter and one number')).toBeVisible();
  await dialog.getByLabel('User ID').fill(userId);
  await dialog.getByLabel('Display Name').fill('Ella Picker');
  await dialog.getByLabel('Email Address').fill(`${userId}@staff.example`);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The password needs at least 8 characters')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Forklift42');
  await dialog.getByLabel('Confirm password').fill('Forklift42');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = users.getByRole('row', { name: new RegExp(`${userId} Ella Picker Full User`) });
  await expect(row).toBeVisible();
  await expect(used(page, 'Full User')).toHaveText(String(fullBefore + 1));

  // The search filters on the client from 2 characters.
  const search = page.getByLabel('Search users');
  await search.fill('ella p');
  await expect(dataRows(page, 'Site users')).toHaveCount(1);
  await search.fill('');
  await expect(dataRows(page, 'Site users').nth(1)).toBeVisible();

  // Viewing the user shows the change log of the add and the password reset.
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: `User ${userId}` });
  await view.getByRole('tab', { name: 'Change log' }).click();
  const log = view.getByRole('table', { name: 'Change log' });
  await expect(log.getByRole('row', { name: /Password reset/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /Added \(Full User/ })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(used(page, 'Full User')).toHaveText(String(fullBefore));
  await expect(used(page, 'Inactive')).toHaveText(String(inactiveBefore + 1));

  await page.getByLabel('Include inactive users').check();
  const inactiveRow = users.getByRole('row', {
    name: new RegExp(`${userId} Ella Picker Full User \\(inactive\\)`),
  });
  await expect(inactiveRow).toBeVisible();
  await expect(inactiveRow.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  // Activate asks first, then the user counts as a Full User again.
  await inactiveRow.getByRole('button', { name: 'Activate' }).click();
  const activate = page.getByRole('dialog', { name: 'Activate user' });
  await expect(activate).toContainText(`Activate ${userId} (Ella Picker)?`);
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toBeHidden();
  await expect(inactiveRow).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  await expect(used(page, 'Full User')).toHaveText(String(fullBefore + 1));
  await expect(used(page, 'Inactive')).toHaveText(String(inactiveBefore));
});

test('View Users are listed when asked, with reset and deactivate for the admin', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/admin/user');
  const users = page.getByRole('table', { name: 'Site users' });
  await expect(users.getByRole('row', { name: /floor Tom Kowalski Full User/ })).toBeVisible();
  const viewer = users.getByRole('row', { name: /viewer Grace Nguyen View User/ });
  await expect(viewer).toHaveCount(0);

  await page.getByLabel('Include View Users').check();
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user viewer' });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Include View Users').uncheck();
  await expect(viewer).toHaveCount(0);
});

test("a partner's account offers the admin only what the server allows: view", async ({ page }) => {
  await adminAtSxd(page);
  const settings = await openSettings(page, 'admin');
  await settings.getByLabel('Site').selectOption('TAS');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Tasman Seafoods')).toBeVisible();
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.goto('/admin/user');
  const users = page.getByRole('table', { name: 'Site users' });
  const partner = users.getByRole('row', { name: /partner Liam O’Connor/ });
  await expect(partner).toBeVisible();
  await expect(partner.getByRole('button', { name: 'View' })).toBeVisible();
  for (const name of ['Edit', 'Reset password', 'Deactivate', 'Delete']) {
    await expect(partner.getByRole('button', { name })).toHaveCount(0);
  }
  // A user of TAS alone keeps every action.
  const driver = users.getByRole('row', { name: /driver/ });
  await expect(driver.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The partner's access page is read only, saying why.
  await page.goto('/usr/partner');
  await expect(page.getByRole('heading', { name: 'User partner' })).toBeVisible();
  await expect(
    page.getByText(
      "Shown read only: User 'partner' is an account of the provider or a partner: only the provider may change it",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add site' })).toHaveCount(0);
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await expect(permissions.getByRole('button', { name: 'Initialise' })).toHaveCount(0);
  await expect(permissions.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(permissions.getByRole('checkbox', { name: 'so view', exact: true })).toBeDisabled();
});
