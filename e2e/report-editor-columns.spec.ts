import { expect, test } from '@playwright/test';
import { adminAtSxd } from './helpers';

test.use({ viewport: { width: 1400, height: 900 } });

test('the SQL report editor sets a column’s format and total; the run screen reads them', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/report');
  const mix = page
    .getByRole('table', { name: 'Stock reports' })
    .getByRole('row', { name: /Movement mix/ });
  await mix.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /Movement mix/ });
  const share = editor.getByRole('group', { name: 'Result column share_pct' });
  await expect(share.getByLabel('Format')).toHaveValue('auto');
  await share.getByLabel('Format').selectOption('percent');
  await share.getByLabel('Total').selectOption('none');
  const movements = editor.getByRole('group', { name: 'Result column movements' });
  await movements.getByText('Chart, drill-down and lookup').click();
  await movements.getByLabel('Chart role').selectOption('bar');
  const type = editor.getByRole('group', { name: 'Result column movement_type' });
  await type.getByText('Chart, drill-down and lookup').click();
  await type.getByLabel('Chart role').selectOption('label');
  // The rows fit the editor at 1400 px with a detail open: nothing scrolls sideways.
  const columns = editor.getByRole('region', { name: 'Result columns' });
  expect(await columns.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await mix.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('group', { name: 'Moved' }).getByLabel('Moved').selectOption('last 30 days');
  await page.getByRole('button', { name: 'Run report' }).click();
  const results = page.getByRole('table', { name: /Movement mix.* results/ });
  const first = results.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // Share % reads as per cent and is not added up; movements and quantity are.
  await expect(first.getByRole('cell').nth(3)).toHaveText(/^\d+\.\d%$/);
  const totals = page.getByLabel('Totals');
  await expect(totals.locator('[data-total="movements"]')).toBeVisible();
  await expect(totals.locator('[data-total="quantity"]')).toBeVisible();
  await expect(totals.locator('[data-total="share_pct"]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Movements by Type/ })).toBeVisible();
});
