import { expect, test } from '@playwright/test';
import type { TReportSchedule } from '../src/contract';
import { adminAtSxd, envelopeCall } from './helpers';

test('a grouped report with a chart is built, saved and mailed weekly', async ({
  page,
  request,
}) => {
  const code = `BUILT_${Date.now().toString(36).toUpperCase()}`;
  await adminAtSxd(page);
  await page.goto('/report');
  await page.getByRole('button', { name: 'Build a report' }).click();
  await expect(page.getByRole('heading', { name: 'Report builder' })).toBeVisible();

  await page.getByLabel('Report code').fill(code);
  await page.getByLabel('Report name').fill('Orders by customer (built)');
  await page.getByLabel('Group', { exact: true }).fill('Built');
  await page.getByLabel('Dataset').selectOption({ label: 'Orders' });

  // Customer, how many orders and the units ordered: rows grouped by customer.
  const columns = page.getByRole('region', { name: 'Columns' });
  for (let i = 0; i < 3; i += 1) await columns.getByRole('button', { name: 'Add column' }).click();
  await page.getByLabel('Column 1', { exact: true }).selectOption({ label: 'Customer' });
  await page.getByLabel('Column 2', { exact: true }).selectOption({ label: 'Sales order' });
  await page.getByLabel('Summary 2').selectOption({ label: 'Count' });
  await page.getByLabel('Column 3', { exact: true }).selectOption({ label: 'Units ordered' });
  await page.getByLabel('Summary 3').selectOption({ label: 'Sum' });
  await expect(columns.getByRole('note')).toHaveText(/Rows are grouped by Customer/);

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Filter 1 column').selectOption({ label: 'Warehouse' });
  await page.getByLabel('Filter 1 value').fill('DC1');
  await page.getByLabel('Sort by').selectOption({ label: 'Sales order (Count)' });
  await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Largest / Z first' });
  await page.getByLabel('Chart', { exact: true }).selectOption({ label: 'Bar chart' });

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: /Preview: \d+ rows/ })).toBeVisible();
  await expect(
    preview.getByRole('img', { name: /Sales order \(Count\) by Customer/ }),
  ).toBeVisible();
  await expect(preview.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = preview.getByRole('table', { name: 'Preview results' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /^Customer/,
    /^Sales order \(Count\)/,
    /^Units ordered \(Sum\)/,
  ]);
  const counts = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((c) =>
    Number(c.replace(/,/g, '')),
  );
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Report Orders by customer (built) saved',
  );

  // Email it every Monday at 07:00 as CSV.
  await page.getByRole('button', { name: 'Email this report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Orders by customer (built)' });
  await expect(dialog.getByText('This report is not mailed yet.')).toBeVisible();
  await dialog.getByLabel('Frequency').selectOption('weekly');
  await dialog.getByLabel('Day').selectOption({ label: 'Monday' });
  await dialog.getByLabel(/^Time/).selectOption({ label: '07:00' });
  await dialog.getByLabel('Format').selectOption({ label: 'CSV' });
  await dialog.getByLabel('Recipients').fill('ops@example.com, manager@example.com');
  await dialog.getByRole('button', { name: 'Add schedule' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Schedule saved: Weekly on Monday at 07:00/);
  const listed = dialog.getByRole('region', { name: 'Schedules of this report' });
  await expect(listed.getByRole('listitem')).toHaveCount(1);
  await expect(listed.getByRole('listitem')).toContainText(
    'CSV to ops@example.com, manager@example.com',
  );

  // Behind the scenes: a report_export task of the site, Mondays from 07:00.
  const schedules = await envelopeCall<TReportSchedule>(
    request,
    'admin',
    'reporting',
    'report_schedule',
    'list',
    { report: code },
  );
  expect(schedules.results).toMatchObject([
    { frequency: 'weekly', weekday: 'monday', hour: 7, format: 'csv' },
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // It runs like the others: its filter asked again with its value, its chart drawn.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/report/run\\?report=${code}$`));
  await expect(page.getByLabel('Warehouse is')).toHaveValue('DC1');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('img', { name: /Sales order \(Count\) by Customer/ })).toBeVisible();
  await page.goto('/report');

  // The built report is listed with the others, its schedule a click away.
  const row = page
    .getByRole('table', { name: 'Built reports' })
    .getByRole('row', { name: /Orders by customer \(built\)/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Email / }).click();
  await expect(
    page.getByRole('dialog', { name: 'Email Orders by customer (built)' }).getByRole('listitem'),
  ).toContainText('Weekly on Monday at 07:00');
});
