import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, calendarDay } from './helpers';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
  new Date(),
);

/** The customers of the run's stops, in the order shown. */
const stopOrder = (page: Page) =>
  page.getByTestId('run-stop').locator('td:nth-child(2)').allTextContents();

test('delivery: pick today, open a run, see the lettered map, apply Best Route and save it', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery Management' })).toBeVisible();
  await page
    .getByRole('table', { name: /Delivery calendar/ })
    .getByRole('button', { name: new RegExp(`^${calendarDay(today)}`) })
    .click();
  const runs = page.getByRole('table', { name: `Delivery runs for ${today}` });
  await expect(runs.getByRole('row', { name: /Metro South-East/ })).toBeVisible();
  await runs.getByRole('row', { name: /Metro South-East/ }).click();

  await expect(page).toHaveURL(/\/delivery\/run\/\d+$/);
  const map = page.getByLabel('Run map');
  await expect(map.locator('[data-marker="A"]')).toBeVisible();
  await expect(map.locator('[data-marker="B"]')).toBeVisible();
  await expect(map.locator('[data-marker="DC"]')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(page.getByTestId('run-stop').first()).toContainText('Complete');
  // The driver reads the customer's key at the stop, never its alarm code.
  const lygonKey = page.getByTestId('stop-key').filter({ hasText: 'Key K-014 (Red)' });
  await expect(lygonKey).toContainText('Deliveries before 7am only');
  await expect(lygonKey).toContainText('Entry: Rear lane off Faraday St');
  await expect(page.getByRole('table', { name: 'Run stops' })).not.toContainText('4821');

  await page.getByRole('button', { name: 'Best Route' }).click();
  await expect(page.getByTestId('run-message')).toHaveText(
    /Best route: \d+ minutes|No better route/,
  );
  const proposed = await stopOrder(page);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByTestId('run-message')).toHaveText('The delivery order was saved');

  await page.reload();
  await expect(page.getByLabel('Run map').locator('[data-marker="A"]')).toBeVisible();
  await expect.poll(() => stopOrder(page)).toEqual(proposed);
});
