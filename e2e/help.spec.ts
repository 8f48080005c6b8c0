import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('the provider edits the dashboard help and the new text is kept', async ({ page }) => {
  await signIn(page, 'provider');
  await page.getByRole('button', { name: 'Dashboard: help' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('help-text')).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit help' }).click();
  const editor = dialog.getByLabel('Help text');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  const text = `Scan a pick label to start (${Date.now()})`;
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' now');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Dashboard: help' }).click();
  await expect(page.getByRole('dialog').getByTestId('help-text')).toContainText(text);
  await expect(page.getByRole('dialog').getByTestId('help-text').locator('strong')).toHaveText(
    'now',
  );
});

test('the admin reads help but has no pencil', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Dashboard: help' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('help-text')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit help' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a context without help says so', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Your profile: help' }).click();
  await expect(page.getByRole('dialog').getByTestId('help-text')).toHaveText(
    'No Help has been entered for this item',
  );
});
