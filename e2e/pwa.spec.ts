import { expect, test } from '@playwright/test';
import { namePill, signIn } from './helpers';

test('the installable manifest is served with 192 and 512 px icons', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: 'WMS — Warehouse Floor & Back Office',
    short_name: 'WMS',
    start_url: '/',
    display: 'standalone',
  });
  const sizes = (manifest.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});

test('after one visit the app starts offline: shell, signed-in user and the offline indicator', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('current-warehouse')).toHaveText('Dandenong DC');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toContainText('Offline');
  await expect(namePill(page, 'admin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('current-warehouse')).toHaveText('Dandenong DC');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
});
