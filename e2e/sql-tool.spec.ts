import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

test('the admin runs a select in the SQL tool; another site stays out of reach', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Reports').click();
  await page.getByRole('menuitem', { name: 'Query' }).click();
  await expect(page).toHaveURL(/\/sql$/);

  const command = page.getByLabel('SQL command');
  const results = page.getByRole('table', { name: 'Query results' });
  await command.fill(
    'SELECT site_id, count(*) AS locations FROM wms.locations GROUP BY site_id ORDER BY 1',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results.getByRole('columnheader', { name: 'locations' })).toBeVisible();
  await expect(results.getByRole('row', { name: /SXD/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /TAS/ })).toHaveCount(0);

  await command.fill("SELECT location FROM wms.locations WHERE site_id = 'TAS'");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('The query answered no rows')).toBeVisible();

  await command.fill("SELECT set_config('app.site_id', 'TAS', true)");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toContainText('permission denied for function set_config');

  // The command just run is offered again from the history.
  await expect(page.getByLabel('History')).toContainText("WHERE site_id = 'TAS'");
});
