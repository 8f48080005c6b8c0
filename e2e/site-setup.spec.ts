import { expect, test, type Page } from '@playwright/test';
import { openSettings, signIn } from './helpers';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Switch the provider's site in the settings sidebar and wait for the bar to show it. */
async function switchSite(page: Page, siteId: string) {
  const settings = await openSettings(page, 'provider');
  const saved = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes(`"current_site":"${siteId}"`),
  );
  await settings.getByLabel('Site').selectOption(siteId);
  await saved;
  await expect(page).toHaveURL(/\/$/);
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

test('the provider adds a branded site at GLOBAL, switches to it, and adds a project item', async ({
  page,
}) => {
  const siteId = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const siteName = `Geelong Test Site ${siteId}`;
  await signIn(page, 'provider');
  await switchSite(page, 'GLOBAL');

  await page.goto('/site');
  await expect(page.getByRole('heading', { name: 'Site Setup' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sites' });
  await expect(table.getByRole('cell', { name: 'SXD', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add site' }).click();
  const modal = page.getByRole('dialog', { name: 'New site' });
  await modal.getByLabel('Site ID').fill(siteId.toLowerCase());
  await expect(modal.getByLabel('Site ID')).toHaveValue(siteId);
  await modal.getByLabel('Site Name').fill(siteName);
  await modal.getByLabel('Local Zone').selectOption('Australia/Melbourne');
  await modal.getByRole('tab', { name: 'Database' }).click();
  await modal.getByLabel('Database Password').fill('e2e-db-secret');
  await modal.getByRole('tab', { name: 'Branding' }).click();
  await modal.getByLabel('Brand Logo').fill(LOGO);
  await modal.getByLabel('Navbar Variant').selectOption('dark');
  await modal.getByLabel('Navbar Type').selectOption('dark');
  await expect(modal.getByTestId('branding-preview').getByRole('img')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(table.getByRole('cell', { name: siteName })).toBeVisible();

  // The password is write-only: the view says it is set and never shows it.
  await table.getByRole('cell', { name: siteName }).click();
  const view = page.getByRole('dialog', { name: `Site ${siteId}` });
  await expect(
    view.getByRole('region', { name: 'Database' }).getByText('A password is set.'),
  ).toBeVisible();
  await expect(view.getByRole('textbox', { name: 'Database Password' })).toHaveValue('');
  await view.getByRole('button', { name: 'Close' }).click();

  // Switch to the new site: the bar shows its branding.
  await switchSite(page, siteId);
  const header = page.locator('header[data-navbar]');
  await expect(header).toHaveAttribute('data-navbar', 'dark');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByTestId('brand-logo'),
  ).toBeVisible();

  // A project item at the new site.
  await page.goto('/site_project');
  await expect(page.getByRole('heading', { name: 'Project' })).toBeVisible();
  const items = page.getByRole('table', { name: 'Project items' });
  await expect(page.getByText('No project items yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add project item' }).click();
  const itemModal = page.getByRole('dialog', { name: 'New project item' });
  await itemModal.getByLabel('Item Name').fill('Load the warehouse structure');
  await itemModal.getByLabel('Group').selectOption('SETUP');
  await itemModal.getByLabel('Due Date').fill('2027-03-31');
  await itemModal.getByRole('button', { name: 'Save' }).click();
  await expect(itemModal).toBeHidden();
  const row = items.getByRole('row').filter({ hasText: 'Load the warehouse structure' });
  await expect(row).toContainText('OPEN');
  await expect(row).toContainText('2027-03-31');
  await row.getByRole('button', { name: 'Complete Load the warehouse structure' }).click();
  await expect(row).toContainText('COMPLETE');

  // Leave the provider where the other specs expect them.
  await switchSite(page, 'SXD');
});
