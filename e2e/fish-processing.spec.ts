import { expect, test } from '@playwright/test';
import { menuButton, submitLogin } from './helpers';

/** The demo fish processor at Tasman Seafoods' Hobart Processing (server/seed/demo-fish.ts). */
const FISH_USER = { username: 'maya.fisher', name: 'Maya Fisher' };

test('the fish processor picks a catch-weight line in kilograms and the line turns success', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, FISH_USER.username);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: FISH_USER.name }),
  ).toBeVisible();

  await menuButton(page, 'Orders').click();
  await page.getByRole('menuitem', { name: 'Fish Processing' }).click();
  await expect(page).toHaveURL(/\/fish_processing$/);

  const table = page.getByRole('table', { name: 'Fish pick lines' });
  const trumpeter = table.getByRole('row', { name: /TRU-STR-FIL-KG/ });
  await expect(trumpeter).toContainText('Salamanca Seafood Grill');
  await expect(trumpeter).toContainText('4.5 KG');
  await expect(trumpeter).not.toHaveAttribute('data-variant', 'success');

  await trumpeter.click();
  const dialog = page.getByRole('dialog', { name: 'Pick TRU-STR-FIL-KG' });
  await dialog.getByLabel('Picked Qty (KG)').fill('4.35');
  await dialog.getByRole('button', { name: 'Pick' }).click();
  await expect(dialog).toBeHidden();
  await expect(trumpeter).toHaveAttribute('data-variant', 'success');
  await expect(trumpeter).toContainText('4.35 KG');

  // Without a required date nothing is asked.
  await page.getByLabel('Required Date').fill('');
  await expect(page.getByText('Choose a required date')).toBeVisible();
});
