import { expect, test } from '@playwright/test';
import { adminAtSxd } from './helpers';

test('the comparison report colours differences and processes a Write On', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Comparison Report' })).toBeVisible();
  const report = page.getByRole('table', { name: 'Comparison' });
  // Issues only: every row differs; the ERP has more of a danger row than the product.
  const danger = report.locator('tbody tr[data-variant="danger"]').first();
  await expect(danger).toBeVisible();
  await expect(report.locator('tbody tr[data-variant="success"]')).toHaveCount(0);
  const item = (await danger.locator('td').nth(1).locator('span span').first().textContent())!;
  const count = page.getByText(/^\d+ items?$/);
  const before = Number((await count.textContent())!.split(' ')[0]);

  await danger.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(item) });
  const movements = dialog.getByRole('table', { name: 'Movements' });
  const proposal = movements.getByRole('row', { name: /Write On/ });
  await expect(proposal).toContainText('GL');
  await proposal.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Process selected' }).click();
  // Processed: highlighted, and the difference is gone from the issues.
  await expect(movements.locator('tbody tr[data-variant="info"]')).toHaveCount(1);
  await expect(movements.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(count).toHaveText(`${before - 1} item${before - 1 === 1 ? '' : 's'}`);

  // Every row, agreeing ones included (success).
  await page.getByLabel('Issues only').uncheck();
  await expect(report.locator('tbody tr[data-variant="success"]').first()).toBeVisible();
});

test('the comparison screen downloads a saved report of the comparison folder', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/compare');
  const saved = page.getByRole('table', { name: 'Saved reports' });
  const row = saved.getByRole('row', { name: /DC1 .*\.csv/ });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^DC1 \d{4}-\d{2}-\d{2}\.csv$/);
});
