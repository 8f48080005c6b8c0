import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

test('the admin searches the activity log and opens a record', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Reports').click();
  await page.getByRole('menuitem', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/logging$/);

  // The entity interface shows the site's ERP interface and the day searched.
  await page.getByLabel('Entity').fill('interface');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('log-interface')).toContainText('ERP interface: MYOB_EXO');

  // Signing in loaded the site lookups through the query service: today's log has them.
  await page.getByLabel('Entity').fill('query');
  await page.getByRole('button', { name: 'Search' }).click();
  const log = page.getByRole('table', { name: 'Activity log' });
  const row = log.getByRole('row', { name: /query/ }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('admin');
  await row.click();

  await expect(page).toHaveURL(/\/logging\/log\?log_id=\d+$/);
  await expect(page.getByRole('heading', { name: /^LOG \d+/ })).toBeVisible();
  await expect(page.getByLabel('Request')).toContainText('site_warehouses');
  await expect(page.getByLabel('Response')).toContainText('results');
});
