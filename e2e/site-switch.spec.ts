import { expect, test } from '@playwright/test';
import { menuButton, openSettings, signIn } from './helpers';

test('switching site (admin: SXD to TAS) resets the context and returns home', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('current-warehouse')).toHaveText('Dandenong DC');
  await page.goto('/profile');

  let settings = await openSettings(page, 'admin');
  await expect(settings.getByLabel('Warehouse')).toHaveValue('DC1');
  await settings.getByLabel('Site').selectOption('TAS');

  await expect(page).toHaveURL(/\/$/);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Tasman Seafoods')).toBeVisible();
  await expect(page.getByTestId('current-warehouse')).toHaveText('All warehouses');
  await expect(page.getByText('Choose a warehouse in the settings sidebar')).toBeVisible();
  // TAS's site settings: the delivery app and fish processing are on.
  await menuButton(page, 'Delivery').click();
  await expect(page.getByRole('menuitem', { name: 'Delivery Management' })).toBeVisible();
  await page.keyboard.press('Escape');

  settings = await openSettings(page, 'admin');
  const warehouse = settings.getByLabel('Warehouse');
  await expect(warehouse.locator('option')).toHaveText([
    'All warehouses',
    'devonport Wharf Store',
    'Hobart Processing',
    'Launceston Depot',
  ]);
  await warehouse.selectOption('HBT');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('current-warehouse')).toHaveText('Hobart Processing');

  // The server kept the choice: a fresh sign-in starts at TAS, Hobart.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await expect(bar.getByText('Tasman Seafoods')).toBeVisible();
  await expect(page.getByTestId('current-warehouse')).toHaveText('Hobart Processing');
});
