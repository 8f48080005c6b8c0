import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

test('the ERP action tool needs an entity and an action, then answers the ERP failure', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'ERP Actions' }).click();
  await expect(page).toHaveURL(/\/erp$/);
  await expect(page.getByText('ERP interface: Myob Exo')).toBeVisible();

  await page.getByLabel('Record Id').fill('SO-1001');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please provide a valid Entity and Action');

  await page.getByLabel('Entity').selectOption('sales_order');
  await page.getByLabel('Action').selectOption('get');
  await page.getByLabel('Number of Hours').fill('5');
  await page.getByRole('button', { name: 'Send' }).click();
  // The demo site's ERP address is a reserved .example name: the server never contacts it.
  await expect(page.getByRole('alert')).toContainText(
    'There was a problem processing this request',
  );
  await expect(page.getByRole('alert')).toContainText('reserved name');
  await expect(page.getByLabel('Number of Hours')).toHaveValue('05');
});
