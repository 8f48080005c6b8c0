import { expect, test, type Locator } from '@playwright/test';
import { adminAtSxd, signIn } from './helpers';

/** How wide a table is against the room its scroll area gives it, and the page's width. */
const widths = (table: Locator) =>
  table.evaluate((t) => ({
    table: t.scrollWidth,
    room: t.parentElement!.clientWidth,
    page: document.documentElement.scrollWidth,
  }));

test.describe('a tablet 800 px wide at the dock', () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test('shows the orders to consign without scrolling sideways, state and postcode by the suburb', async ({
    page,
  }) => {
    await signIn(page, 'floor');
    await page.goto('/consign');
    const orders = page.getByRole('table', { name: 'Orders to consign at DC1' });
    const row = orders.getByRole('row', { name: /SO-900101/ });
    await expect(row).toContainText(/[a-z] VIC \d{4}/);
    const fits = await widths(orders);
    expect(fits.table).toBeLessThanOrEqual(fits.room);
    expect(fits.page).toBeLessThanOrEqual(800);
    await expect(page.getByLabel('Scan SSCC')).toHaveAttribute('inputmode', 'none');
  });

  test("shows a delivery run's stops without scrolling sideways", async ({ page }) => {
    await adminAtSxd(page);
    await page.goto('/delivery');
    const today = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Melbourne',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    await page
      .getByRole('table', { name: /Delivery calendar/ })
      .getByRole('button', { name: new RegExp(`^${today}`) })
      .click();
    await page
      .getByRole('table', { name: /^Delivery runs for / })
      .getByRole('row', { name: /Metro South-East/ })
      .click();
    const stops = page.getByRole('table', { name: 'Run stops' });
    await expect(stops.getByTestId('run-stop').first()).toBeVisible();
    const fits = await widths(stops);
    expect(fits.table).toBeLessThanOrEqual(fits.room);
    expect(fits.page).toBeLessThanOrEqual(800);
  });
});
