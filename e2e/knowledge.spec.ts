import { expect, test } from '@playwright/test';
import { openSettings, signIn } from './helpers';

test('the provider reads an article and writes a new one', async ({ page }) => {
  await signIn(page, 'provider');
  await page.goto('/knowledge');
  const articles = page.getByRole('list', { name: 'Articles' });
  await expect(articles.getByRole('link', { name: 'Receiving a delivery' })).toBeVisible();
  await page.getByLabel('Search articles').fill('zebra');
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await articles.getByRole('link', { name: 'A label printer will not print' }).click();
  await expect(page).toHaveURL(/\/knowledge\/article\?id=printer-will-not-print$/);
  await expect(page.getByRole('article')).toContainText('port 9100');

  await page.goto('/knowledge');
  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByLabel('Title').fill('Night shift handover');
  await page.getByLabel('Short description').fill('What the night shift leaves for the morning');
  await page.getByLabel('Tags').fill('shifts, handover');
  const text = page.getByLabel('Article text');
  await text.click();
  await text.pressSequentially('Leave the dock doors closed.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await text.pressSequentially(' Always.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/id=night-shift-handover$/);
  await expect(page.getByRole('heading', { name: 'Night shift handover' })).toBeVisible();
  await expect(page.getByRole('article').locator('strong')).toHaveText('Always.');
});

test('a floor user finds the knowledge base in the settings sidebar and reads an article', async ({
  page,
}) => {
  await signIn(page, 'floor');
  const settings = await openSettings(page, 'floor');
  await settings.getByRole('link', { name: 'Knowledge base' }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  const articles = page.getByRole('list', { name: 'Articles' });
  await articles.getByRole('link', { name: 'Receiving a delivery' }).click();
  await expect(page).toHaveURL(/\/knowledge\/article\?id=receiving-a-delivery$/);
  await expect(page.getByRole('heading', { name: 'Receiving a delivery' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Scan each pallet');
  // Reading only: the editor's buttons are the help editors'.
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/knowledge');
  await expect(articles.getByRole('link', { name: 'Receiving a delivery' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New article' })).toHaveCount(0);
});
