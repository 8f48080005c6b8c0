import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, waitForServiceWorker } from './helpers';

test('a new pack made offline with a reserved number lands once with its contents', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'floor');
  await waitForServiceWorker(page);
  await page.goto('/floor/pack');
  await expect(page.getByRole('heading', { name: 'Pack', exact: true })).toBeVisible();
  // Online, the device reserves its block of pack numbers.
  await expect(page.getByText('20 pack numbers reserved on this device')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New pack' }).click();
  // Ready for the first scan: the item field has focus.
  await expect(page.getByLabel('Scan an item')).toBeFocused();
  const number = (await page.getByTestId('floor-pack-number').textContent()) ?? '';
  expect(number).toMatch(/^SXP\d{7}$/);
  await expect(page.getByTestId('floor-pack-sscc')).toHaveText(/^SSCC \d{18}$/);
  const sscc = ((await page.getByTestId('floor-pack-sscc').textContent()) ?? '').slice(5);

  await page.getByLabel('KG').fill('18.5');
  await page.getByLabel('Item', { exact: true }).fill('E2E-PACK-ITEM');
  await page.getByLabel(/^Quantity/).fill('6');
  await page.getByLabel(/^Quantity/).press('Enter');
  await expect(page.getByRole('list', { name: 'Pack contents' })).toContainText('E2E-PACK-ITEM');
  await page.getByRole('button', { name: 'Save pack' }).click();

  const write = page.getByTestId('last-write').first();
  await expect(write).toHaveAttribute('data-status', 'pending');
  await expect(write).toContainText(`Pack ${number}: 1 line, 18.5 kg`);
  // The next pack takes the next reserved number, still offline.
  await page.getByRole('button', { name: 'New pack' }).click();
  await expect(page.getByTestId('floor-pack-number')).not.toHaveText(number);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(false);
  await expect(write).toHaveAttribute('data-status', 'sent', { timeout: 30_000 });

  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const got = await request.post('/api/container/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      site_id: 'SXD',
      entity: 'container',
      action: 'get',
      data: { container_number: number },
    },
  });
  expect(got.status()).toBe(200);
  const pack = ((await got.json()) as { results: Record<string, unknown>[] }).results[0]!;
  expect(pack).toMatchObject({ sscc_number: sscc, created_by: 'floor', weight: 18.5 });
  expect(pack.contents).toEqual([
    expect.objectContaining({ inventory_code: 'E2E-PACK-ITEM', quantity: 6 }),
  ]);
});
