import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, openSettings } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin adds a printer set with a printer and a label map; the settings sidebar offers it', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Printing').click();
  await page.getByRole('menuitem', { name: 'Printer Sets' }).click();
  await expect(page).toHaveURL(/\/ps$/);
  await expect(dataRows(page, 'Printer Sets').filter({ hasText: 'DC1-DESP' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Add printer set' }).click();
  const dialog = page.getByRole('dialog', { name: 'New printer set' });
  await dialog.getByLabel('Printer Set', { exact: true }).fill('DC1-E2E');
  await dialog.getByLabel('Printer Set Name').fill('Mezzanine Zebras');
  await dialog.getByLabel('Warehouse').selectOption('DC1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Printer Sets' }).getByRole('row', {
    name: /DC1-E2E Mezzanine/,
  });
  await expect(row).toBeVisible();
  await row.getByRole('cell', { name: 'Mezzanine Zebras' }).click();
  await expect(page).toHaveURL(/\/ps\/DC1-E2E$/);
  await expect(page.getByRole('heading', { name: 'Printer Set DC1-E2E' })).toBeVisible();

  await page.getByRole('button', { name: 'Add printer' }).click();
  const printer = page.getByRole('dialog', { name: 'New printer' });
  await printer.getByLabel('Printer', { exact: true }).fill('ZD421-MEZZ');
  await printer.getByLabel('Printer Name').fill('Zebra ZD421 Mezzanine');
  await printer.getByLabel('Address (host name or IP)').fill('10.20.1.999');
  await printer.getByRole('button', { name: 'Save' }).click();
  await expect(printer.getByText('Enter a host name or an IPv4 or IPv6 address')).toBeVisible();
  await printer.getByLabel('Address (host name or IP)').fill('10.20.1.45');
  await expect(printer.getByLabel('Port')).toHaveValue('9100');
  await printer.getByRole('button', { name: 'Save' }).click();
  await expect(printer).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Printers' }).getByRole('row', { name: /ZD421-MEZZ/ }),
  ).toContainText('10.20.1.45');

  await page.getByRole('button', { name: 'Add label map' }).click();
  const map = page.getByRole('dialog', { name: 'New label map' });
  await map.getByLabel('Label', { exact: true }).fill('CARTON_LABEL');
  await map.getByLabel('Printer', { exact: true }).selectOption('ZD421-MEZZ');
  await map.getByRole('button', { name: 'Save' }).click();
  await expect(map).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Label map' }).getByRole('row', { name: /CARTON_LABEL/ }),
  ).toContainText('ZD421-MEZZ');

  // Renaming the set from the list keeps its printers and map.
  await page.getByRole('link', { name: '← Printer Sets' }).click();
  await expect(page).toHaveURL(/\/ps$/);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /printer set DC1-E2E/i });
  await edit.getByLabel('Printer Set Name').fill('Mezzanine Label Zebras');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page
    .getByRole('table', { name: 'Printer Sets' })
    .getByRole('cell', { name: 'Mezzanine Label Zebras' })
    .click();
  await expect(
    page.getByRole('table', { name: 'Printers' }).getByRole('row', { name: /ZD421-MEZZ/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Label map' }).getByRole('row', { name: /CARTON_LABEL/ }),
  ).toBeVisible();

  const settings = await openSettings(page, 'admin');
  await expect(
    settings.getByLabel('Printer set').getByRole('option', { name: 'Mezzanine Label Zebras' }),
  ).toBeAttached();
});

test('the admin links an interface customer code to a customer', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/itf');
  await page
    .getByRole('table', { name: 'Interfaces' })
    .getByRole('cell', { name: 'Pronto', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Pronto links' })).toBeVisible();
  await page.getByRole('tab', { name: 'Customer links' }).click();
  await page.getByRole('button', { name: 'Add customer link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer link' });
  await expect(dialog.getByLabel('Interface')).toHaveValue('PRONTO');
  await dialog.getByLabel('Linked Code').fill('PR-E2E-01');
  await dialog.getByLabel('Customer Code').fill('NOPE99');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Customer 'NOPE99' does not exist at this site")).toBeVisible();
  await dialog.getByLabel('Customer Code').fill('LYGON01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Customer links' }).getByRole('row', { name: /PR-E2E-01/ }),
  ).toContainText('LYGON01');
});
