import { expect, test } from '@playwright/test';
import { adminAtSxd } from './helpers';

test('the admin uploads, downloads and deletes a file of the cabinet', async ({ page }) => {
  await adminAtSxd(page);
  // The files sit beside the transactions: the Transaction Explorer links to them.
  await page.goto('/transactions');
  await page.getByRole('link', { name: 'Files', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'File Cabinet' })).toBeVisible();
  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row', { name: /Dock safety checklist\.txt/ })).toBeVisible();

  await page.getByLabel('Folder').fill('e2e');
  await expect(page.getByText('No files in this folder')).toBeVisible();
  await page.getByLabel('Upload file').setInputFiles({
    name: 'cycle count.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('location,qty\nA-01,12\n'),
  });
  const row = files.getByRole('row', { name: /cycle count\.csv/ });
  await expect(row).toContainText('21 B');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('cycle count.csv');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete file' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No files in this folder')).toBeVisible();
});
