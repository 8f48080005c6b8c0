import { expect, test } from '@playwright/test';
import { adminAtSxd } from './helpers';

test('the admin sets a secret; the list shows its name, never its value', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/secret');
  await expect(page.getByRole('heading', { name: 'Secrets' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Set a secret' });
  await form.getByLabel('Name').fill('ERP_API_KEY');
  await form.getByLabel('Value').fill('e2e-very-secret-9f3a');
  await form.getByLabel('Address').fill('https://erp.sxd.example/api');
  await form.getByRole('button', { name: 'Save secret' }).click();
  const row = page
    .getByRole('table', { name: 'Secrets' })
    .getByRole('row', { name: /ERP_API_KEY/ });
  await expect(row).toContainText('admin');
  await expect(row).toContainText('https://erp.sxd.example');
  await expect(form.getByLabel('Value')).toHaveValue('');
  await expect(page.getByText('e2e-very-secret-9f3a')).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete secret' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No secrets set for this site')).toBeVisible();
});
