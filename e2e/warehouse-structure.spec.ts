import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

test('the admin adds a pick section to Dandenong DC, saves, and sees it after a reload', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Stock').click();
  await page.getByRole('menuitem', { name: 'Warehouses' }).click();
  await expect(page).toHaveURL(/\/wh$/);
  const list = page.getByRole('table', { name: 'Warehouses' });
  await expect(list.getByRole('row', { name: /Dandenong DC/ })).toBeVisible();
  await list
    .getByRole('row', { name: /Dandenong DC/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/wh\/DC1\?edit=1$/);
  await expect(page.getByRole('heading', { name: 'Dandenong DC (DC1)' })).toBeVisible();

  const ambient = page.getByRole('region', { name: 'Pick Sections: Ambient (A)' });
  await ambient.getByRole('button', { name: 'Add pick section' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pick Section', { exact: true }).fill('A-SLOW');
  await dialog.getByLabel('Pick Section Name').fill('Slow Movers Mezzanine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Storage is required: the modal stays open with the document's message.
  await expect(dialog.getByText('Storage Must be set')).toBeVisible();
  await dialog.getByLabel('Storage').selectOption('SHF');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ambient.getByRole('row', { name: /A-SLOW/ })).toBeVisible();

  await page.getByRole('button', { name: 'Save warehouse' }).click();
  await expect(page).toHaveURL(/\/wh\/DC1$/);
  await page.reload();
  const saved = page.getByRole('region', { name: 'Pick Sections: Ambient (A)' });
  await expect(saved.getByRole('row', { name: /A-SLOW Slow Movers Mezzanine SHF/ })).toBeVisible();

  // A pick area with no pick section cannot be saved: the message, and the modal stays open.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Add pick area' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pick Area', { exact: true }).fill('M');
  await dialog.getByLabel('Pick Area Name').fill('Mezzanine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Mezzanine Has no Pick Section/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add section row' }).click();
  await dialog
    .getByRole('group', { name: 'Pick section 1' })
    .getByLabel('Pick Section', { exact: true })
    .fill('M-01');
  await dialog
    .getByRole('group', { name: 'Pick section 1' })
    .getByLabel('Pick Section Name')
    .fill('Mezzanine Bay 1');
  await dialog
    .getByRole('group', { name: 'Pick section 1' })
    .getByLabel('Storage')
    .selectOption('SHF');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Pick Sections: Mezzanine (M)' })
      .getByRole('row', { name: /M-01/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save warehouse' }).click();
  await expect(page).toHaveURL(/\/wh\/DC1$/);
  await expect(
    page.getByRole('table', { name: 'Pick Areas' }).getByRole('row', { name: /Mezzanine/ }),
  ).toBeVisible();
});

test('saving a warehouse with nothing in it shows one error per failed rule', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/wh/new');
  await page.getByLabel('Warehouse', { exact: true }).fill('GEE');
  await page.getByLabel('Warehouse Name').fill('Geelong Overflow');
  await page.getByRole('button', { name: 'Save warehouse' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The warehouse was not saved' });
  await expect(alert.getByRole('listitem')).toHaveText([
    'No Dock Location - Please Create at least one Dock Location before saving',
    'No Pick Area - Please Create at least one Pick Area before saving',
  ]);
  await expect(page).toHaveURL(/\/wh\/new$/);
});

test('the admin adds a storage type on Storage Options', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Storage Options' }).click();
  await expect(page).toHaveURL(/\/admin\/storage$/);
  const table = page.getByRole('table', { name: 'Storage' });
  await expect(table.getByRole('row', { name: /Freezer -18°C/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add storage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New storage' });
  await dialog.getByLabel('Storage', { exact: true }).fill('DG');
  await dialog.getByLabel('Storage Name').fill('Dangerous Goods Cage');
  await dialog.getByLabel('Strict storage').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /DG Dangerous Goods Cage/ })).toBeVisible();

  await page.getByLabel('Search storage').fill('dang');
  await page.getByLabel('Search storage').press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Storage' }).getByRole('row', { name: /DG/ }),
  ).toBeVisible();
});
