import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, openSettings } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin adds a work centre to the current warehouse from the Admin menu', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Work Centres' }).click();
  await expect(page).toHaveURL(/\/admin\/work_centre$/);
  await expect(page.getByRole('heading', { name: 'Work Centres' })).toBeVisible();
  await expect(dataRows(page, 'Work Centres')).toHaveCount(2);
  await expect(dataRows(page, 'Work Centres').first()).toContainText('KIT1');

  await page.getByRole('button', { name: 'Add work centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'New work centre' });
  await expect(dialog.getByLabel('Warehouse')).toHaveValue('DC1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel('Work Centre', { exact: true }).fill('LABEL1');
  await dialog.getByLabel('Work Centre Name').fill('Label Print Station');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Work Centres' }).getByRole('row', {
      name: /LABEL1 Label Print Station/,
    }),
  ).toBeVisible();

  // A 1-character term is ignored; 2 or more search.
  const search = page.getByLabel('Search work centres');
  await search.fill('l');
  await expect(dataRows(page, 'Work Centres')).toHaveCount(3);
  await search.fill('label');
  await expect(dataRows(page, 'Work Centres')).toHaveCount(1);
  await page.reload();
  await expect(dataRows(page, 'Work Centres')).toHaveCount(3);

  // Sortable by name: descending puts Packing Line 1 first. Each click is waited for (the
  // column's aria-sort) before the next, so a slow render can't swallow one of them.
  const nameHeader = page.getByRole('columnheader', { name: /Work Centre Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page, 'Work Centres').first()).toContainText('Packing Line 1');

  // At ALL warehouses the screen asks for a warehouse.
  const settings = await openSettings(page, 'admin');
  await settings.getByLabel('Warehouse').selectOption('ALL');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Please choose a warehouse first')).toBeVisible();
  const back = await openSettings(page, 'admin');
  await back.getByLabel('Warehouse').selectOption('DC1');
  await page.keyboard.press('Escape');
  await expect(dataRows(page, 'Work Centres')).toHaveCount(3);
});

test('/storage and /admin/storage both show Storage Options', async ({ page }) => {
  await adminAtSxd(page);
  for (const path of ['/storage', '/admin/storage']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Storage Options' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Storage' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toHaveCount(
      0,
    );
  }
});

test('the admin adds a location type on the Location Types tab of Storage Options', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Storage Options' }).click();
  await expect(page).toHaveURL(/\/admin\/storage$/);
  // The storage tab is first, as before.
  await expect(page.getByRole('table', { name: 'Storage' })).toBeVisible();

  await page.getByRole('tab', { name: 'Location Types' }).click();
  await page.getByRole('button', { name: 'Add location type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New location type' });
  await dialog.getByLabel('Location Type').fill('7');
  await dialog.getByLabel('Name').fill('Mezzanine shelf');
  await dialog.getByLabel('Model').fill('MEZZ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Location Types' });
  await expect(table.getByRole('row', { name: /7 Mezzanine shelf MEZZ/ })).toBeVisible();

  // A location type that locations use cannot be deleted: the dialog says why, nothing goes.
  await table
    .getByRole('row', { name: /^4 Bin location/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete location type' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    /Location type 4 is used by \d+ locations and cannot be deleted/,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /^4 Bin location/ })).toBeVisible();

  // The other tabs list and add too.
  await page.getByRole('tab', { name: 'Storage groups' }).click();
  await page.getByRole('button', { name: 'Add storage group' }).click();
  const group = page.getByRole('dialog', { name: 'New storage group' });
  await group.getByLabel('Storage Group').fill('BULKY');
  await group.getByLabel('Name').fill('Bulky goods');
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Storage groups' }).getByRole('row', { name: /Bulky goods/ }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Tracking types' }).click();
  await expect(page.getByRole('columnheader', { name: /Inventory Type/ })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Location Types' }).click();
  await expect(
    page.getByRole('table', { name: 'Location Types' }).getByRole('row', { name: /Mezzanine/ }),
  ).toBeVisible();
});

test('the admin adds a load object type; a decimal nominated weight is saved as a whole number', async ({
  page,
}) => {
  await adminAtSxd(page);
  // Packs & Pallets (/admin/lot) lists packs now; load object types keep document 3's route.
  await page.goto('/load_object_types');
  await expect(page.getByRole('heading', { name: 'Load Object Types' })).toBeVisible();

  await page.getByRole('button', { name: 'Add load object type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New load object type' });
  await dialog.getByLabel('Load Object').fill('EURO');
  await dialog.getByLabel('Name', { exact: true }).fill('Euro pallet 1200x800');
  await dialog.getByLabel('Width (mm)').fill('1200');
  await dialog.getByLabel('Depth (mm)').fill('800');
  await dialog.getByLabel('Height (mm)').fill('144');
  await dialog.getByLabel(/Nominated weight/).fill('612.8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Load Object Types' })
    .getByRole('row', { name: /EURO/ });
  await expect(row).toContainText('612');
  await expect(row).not.toContainText('612.8');

  // The detail page after selection shows the stored whole number.
  await row.getByRole('cell', { name: 'EURO', exact: true }).click();
  await expect(page).toHaveURL(/\/load_object_types\/load_object_type\?load_object_type_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Load Object Type EURO' })).toBeVisible();
  await expect(page.getByLabel(/Nominated weight/)).toHaveValue('612');
  await expect(page.getByLabel('Width (mm)')).toHaveValue('1200');
  await page.getByRole('link', { name: 'Back to Load Object Types' }).click();
  await expect(page).toHaveURL(/\/load_object_types$/);
  await expect(dataRows(page, 'Load Object Types').filter({ hasText: 'EURO' })).toHaveCount(1);
});
