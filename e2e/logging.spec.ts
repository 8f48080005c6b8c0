import { expect, test } from '@playwright/test';
import { LOG_MESSAGES } from '../src/contract';
import { adminAtSxd, envelopeCall, menuButton, signIn } from './helpers';

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

test('a floor user opens a record of a module they may not view: its details are withheld, and the screen says why', async ({
  page,
  request,
}) => {
  const listed = await envelopeCall(request, 'admin', 'site', 'user', 'list', {});
  expect(listed.status).toBe(200);
  const found = await envelopeCall<{ log_id: number }>(request, 'admin', 'logging', 'log', 'list', {
    filter_expression: 'log_key = :k AND user_id = :u',
    filter_values: { ':k': 'site/user/list', ':u': 'admin' },
  });
  const logId = found.results[0]!.log_id;

  await signIn(page, 'floor');
  await page.goto(`/logging/log?log_id=${logId}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^LOG ${logId}`) })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(LOG_MESSAGES.withheld);
  await expect(page.getByLabel('Request')).toHaveCount(0);
  await expect(page.getByLabel('Response')).toHaveCount(0);
});
