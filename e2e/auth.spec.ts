import { expect, test } from '@playwright/test';
import { namePill, openSettings, signIn, submitLogin } from './helpers';

test('a signed-out user is sent to sign in and comes back to the page asked for', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Priya Raman');
});

test('a wrong password shows the server message and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Bad credentials');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a redirect to another site is refused: the user lands where their work is', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
  await submitLogin(page, 'floor');
  await expect(namePill(page, 'floor')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/floor$/);
  await expect(page.getByRole('heading', { name: 'Floor', exact: true })).toBeVisible();
});

test('a floor user lands on the Floor hub; the landing they chose last wins', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'floor');
  await expect(page).toHaveURL(/\/floor$/);
  await expect(page).toHaveTitle('Floor · WMS');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const settings = await openSettings(page, 'floor');
  await settings.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'floor');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page).toHaveTitle('Dashboard · WMS');
});

test('a signed-in user opening /login goes home; Logout signs out', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const settings = await openSettings(page, 'admin');
  await settings.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wms.session'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
