import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an unknown page shows the 404 page with a link home', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Go back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
