import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a new service worker is announced with Reload, and Reload keeps the app working', async ({
  page,
}) => {
  await signIn(page, 'floor');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // A deploy: the built service worker the server answers changes.
  const swPath = resolve('dist/sw.js');
  const original = readFileSync(swPath, 'utf8');
  try {
    writeFileSync(swPath, `${original}\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('A new version is available');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toBeHidden();
    // The page reloaded under the new worker.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              performance.getEntriesByType('navigation')[0] as
                PerformanceNavigationTiming | undefined
            )?.type,
        ),
      )
      .toBe('reload');
    // The floor user's landing: the Floor hub.
    await expect(page.getByRole('heading', { name: 'Floor', exact: true })).toBeVisible();
  } finally {
    writeFileSync(swPath, original);
  }
});
