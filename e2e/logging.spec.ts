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

test('the log shows its page of the total, pages on with Next and Previous, and searches free text', async ({
  page,
  request,
}) => {
  // 600 notes today: more than a page of 500.
  for (let batch = 0; batch < 6; batch += 1) {
    const items = Array.from({ length: 100 }, (_, i) => ({
      entity: 'e2e',
      action: 'note',
      log_description: `Paging note pn-${String(batch * 100 + i).padStart(4, '0')}`,
    }));
    const written = await envelopeCall(request, 'admin', 'logging', 'log', 'check', { items });
    expect(written.status).toBe(200);
  }

  await adminAtSxd(page);
  await page.goto('/logging');
  const line = page.getByTestId('log-page');
  const log = page.getByRole('table', { name: 'Activity log' });
  await page.getByLabel('Search', { exact: true }).fill('PAGING note');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(line).toHaveText('500 of 600');
  await expect(log.getByRole('row', { name: /pn-0599/ })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(line).toHaveText('501–600 of 600');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(log.getByRole('row', { name: /pn-0000/ })).toBeVisible();

  await previous.click();
  await expect(line).toHaveText('500 of 600');

  // Free text over the description, the key and the user; a new search starts at page one.
  await page.getByLabel('Search', { exact: true }).fill('pn-059 admin');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(line).toHaveText('10 of 10');
  await expect(log.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});
