import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin adds a reason code used on picking from the Admin menu', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Reason Codes' }).click();
  await expect(page).toHaveURL(/\/admin\/reason_code$/);
  await expect(dataRows(page, 'Reason Codes').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add reason code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New reason code' });
  await dialog.getByLabel('Reason Code').fill('NOSHELF');
  await dialog.getByLabel('Description').fill('Not on shelf');
  await dialog.getByLabel('Use on picking').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Reason Codes' }).getByRole('row', { name: /NOSHELF/ }),
  ).toContainText('Use on picking');
  // The old editor's route shows the same list.
  await page.goto('/reason_codes/reason_code');
  await expect(
    page.getByRole('table', { name: 'Reason Codes' }).getByRole('row', { name: /NOSHELF/ }),
  ).toBeVisible();
});

test('a shift hour of one digit is padded with 0', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/admin/shift');
  await page.getByRole('button', { name: 'Add shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shift' });
  await dialog.getByLabel('Shift', { exact: true }).fill('SWING');
  await dialog.getByLabel('Shift Name').fill('Swing shift');
  await dialog.getByLabel('Start Hour').fill('9');
  await dialog.getByLabel('End Hour').fill('x');
  await expect(dialog.getByLabel('End Hour')).toHaveValue('');
  await dialog.getByLabel('End Hour').fill('17');
  await expect(dialog.getByLabel('Start Hour')).toHaveValue('09');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Shifts' }).getByRole('row', { name: /SWING/ }),
  ).toContainText('Swing shift0917');
});

test('a VALUE list is saved and its preview shows its values', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/admin/list');
  await page.getByRole('button', { name: 'Add list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('List Name').fill('Carton sizes');
  await dialog.getByLabel('List Values').fill('Small, Medium, Large');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Lists' }).getByRole('row', { name: /Carton sizes/ });
  await expect(row).toContainText('VALUE');
  await row.getByRole('button', { name: 'Edit' }).click();
  const view = page.getByRole('dialog', { name: 'Edit list Carton sizes' });
  await view.getByRole('button', { name: 'Preview' }).click();
  await expect(view.getByRole('listitem')).toHaveText(['Small', 'Medium', 'Large']);
  await view.getByRole('button', { name: 'Close' }).click();
  // Viewing the seeded SQL list shows the site's storage kinds as it opens.
  await page
    .getByRole('table', { name: 'Lists' })
    .getByRole('row', { name: /Storage kinds/ })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: /Storage kinds/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
});

test('a form with two fields is numbered in order on save', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/admin/forms');
  await page.getByRole('button', { name: 'Add form' }).click();
  const dialog = page.getByRole('dialog', { name: 'New form' });
  await dialog.getByLabel('Form Name').fill('Pallet inspection');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  const first = dialog.getByRole('listitem', { name: 'Field 1' });
  const second = dialog.getByRole('listitem', { name: 'Field 2' });
  await first.getByLabel('Title').fill('Wrap intact');
  await first.getByLabel('Type').selectOption('checkbox');
  await second.getByLabel('Title').fill('Pallet photo');
  await second.getByLabel('Type').selectOption('photo');
  await second.getByRole('button', { name: 'Move up' }).click();
  await expect(dialog.getByRole('listitem', { name: 'Field 1' }).getByLabel('Title')).toHaveValue(
    'Pallet photo',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/wms_forms/wms_form?form_name=Pallet%20inspection');
  await expect(page.getByRole('heading', { name: 'Form Pallet inspection' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Field 1' }).getByLabel('Title')).toHaveValue(
    'Pallet photo',
  );
  await expect(page.getByRole('listitem', { name: 'Field 2' }).getByLabel('Title')).toHaveValue(
    'Wrap intact',
  );
});
