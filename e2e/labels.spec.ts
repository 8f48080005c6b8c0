import { expect, test, type Locator } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

/**
 * The preview image once its PNG has decoded (not a timer). The first drawing waits for the
 * worker to compile its 8 MB of WebAssembly, which takes far longer on a busy CI machine.
 */
async function drawn(image: Locator): Promise<string> {
  await expect(image).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return (await image.getAttribute('src')) ?? '';
}

test('the admin opens a label in the editor; the preview redraws after an edit and shows a syntax error by line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The ZPL worker (8 MB) is neither precached nor fetched before the labels area opens.
  const workerFetches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('zpl-preview.worker')) workerFetches.push(r.url());
  });
  expect(await (await page.request.get('/sw.js')).text()).not.toContain('zpl-preview.worker');
  await adminAtSxd(page);
  await menuButton(page, 'Printing').click();
  expect(workerFetches).toEqual([]);
  await page.getByRole('menuitem', { name: 'Labels' }).click();
  await expect(page).toHaveURL(/\/label$/);
  const row = page.getByRole('table', { name: 'Labels' }).getByRole('row', { name: /^LOCATION / });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/labels\/label\?label=LOCATION&label_format=ZEBRA$/);
  await expect(page.getByRole('heading', { name: 'Label LOCATION (ZEBRA)' })).toBeVisible();

  const image = page.getByRole('img', { name: 'Label preview' });
  const first = await drawn(image);
  expect(first).toMatch(/^data:image\/png;base64,/);
  expect(workerFetches).toHaveLength(1);
  await expect(page.getByTestId('preview-record')).toContainText('Location');

  const template = page.getByLabel('Template (ZPL with Jinja)');
  const zpl = await template.inputValue();
  await template.fill(zpl.replace('^FD{{ location }}^FS', '^FDBAY {{ location }}^FS'));
  await expect.poll(() => image.getAttribute('src')).not.toBe(first);
  await drawn(image);

  await template.fill(zpl.replace('{{ location }}', '{{ location '));
  const error = page.getByRole('alert').filter({ hasText: /^Line 3: / });
  await expect(error).toBeVisible();
  await expect(image).toBeHidden();
  await error.getByRole('button', { name: 'Show line 3' }).click();
  await expect(template).toBeFocused();
});
