import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, signIn } from './helpers';

const table = (page: Page, name: string) => page.getByRole('table', { name });

async function openAdmin(page: Page, entry: string) {
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test('the admin adds a courier and a service; a courier with services is not deleted', async ({
  page,
}) => {
  await adminAtSxd(page);
  await openAdmin(page, 'Couriers');
  await expect(page).toHaveURL(/\/admin\/courier$/);
  await expect(table(page, 'Couriers').getByRole('row', { name: /Toll/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add courier' }).click();
  const dialog = page.getByRole('dialog', { name: 'New courier' });
  await dialog.getByLabel('Courier', { exact: true }).fill('ARAMEX');
  await dialog.getByLabel('Courier Name').fill('Aramex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'Couriers').getByRole('row', { name: /ARAMEX/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByLabel('Courier', { exact: true }).selectOption('ARAMEX');
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add courier service' }).click();
  const service = page.getByRole('dialog', { name: 'New courier service' });
  await expect(service.getByLabel('Courier', { exact: true })).toHaveValue('ARAMEX');
  await service.getByLabel('Service Code').fill('CHILLED');
  await service.getByLabel('Service Name').fill('Chilled Road');
  await service.getByLabel('Storage').selectOption('COLD');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();
  await expect(table(page, 'Courier services').getByRole('row', { name: /CHILLED/ })).toContainText(
    'COLD',
  );

  await page.getByRole('tab', { name: 'Couriers' }).click();
  const aramex = table(page, 'Couriers').getByRole('row', { name: /ARAMEX/ });
  await expect(aramex).toContainText('1');
  await aramex.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete courier' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText("Courier 'ARAMEX' has 1 service");
});

test('courier and service searches start at 2 characters', async ({ page }) => {
  await adminAtSxd(page);
  await openAdmin(page, 'Couriers');
  const couriers = table(page, 'Couriers');
  const search = page.getByLabel('Search couriers');
  await search.fill('T');
  await search.press('Enter');
  // one character: no search, every courier still listed
  await expect(couriers.getByRole('row', { name: /StarTrack/ })).toBeVisible();
  await expect(couriers.getByRole('row', { name: /Toll/ })).toBeVisible();
  await search.fill('Tol');
  await search.press('Enter');
  await expect(couriers.getByRole('row', { name: /StarTrack/ })).toHaveCount(0);
  await expect(couriers.getByRole('row', { name: /Toll/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Services' }).click();
  const services = table(page, 'Courier services');
  const find = page.getByLabel('Search services');
  await find.fill('I');
  await find.press('Enter');
  await expect(services.getByRole('row', { name: /Priority Overnight/ })).toBeVisible();
  await find.fill('IPEC');
  await find.press('Enter');
  await expect(services.getByRole('row', { name: /IPEC Road Express/ })).toBeVisible();
  await expect(services.getByRole('row', { name: /Priority Overnight/ })).toHaveCount(0);
});

test('the admin checks a key out to the floor user and back in', async ({ page }) => {
  await adminAtSxd(page);
  await openAdmin(page, 'Key Cabinet');
  await expect(page).toHaveURL(/\/admin\/del_keys$/);
  const keys = table(page, 'Delivery keys');
  const richmond = keys.getByRole('row', { name: /Richmond Grocer side gate/ });
  await expect(richmond).toContainText('Richmond Corner Grocer');
  await expect(richmond).toContainText('3094');
  await expect(richmond).toContainText('In cabinet');

  await richmond.getByRole('button', { name: 'Check out' }).click();
  const out = page.getByRole('dialog', { name: /Check out/ });
  await out.getByLabel('User').selectOption('floor');
  await out.getByRole('button', { name: 'Check out' }).click();
  await expect(out).toBeHidden();
  await expect(richmond).toContainText('since');

  await richmond.getByRole('button', { name: 'Check in' }).click();
  await page
    .getByRole('dialog', { name: /Check in/ })
    .getByRole('button', { name: 'Check in' })
    .click();
  await expect(richmond).toContainText('In cabinet');

  await page.getByRole('button', { name: 'Add key' }).click();
  const add = page.getByRole('dialog', { name: 'New key' });
  await add.getByLabel('Key Name').fill('Footscray Market dock');
  await add.getByLabel('Customer').fill('NOPE99');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toContainText("Customer 'NOPE99' was not found");
  await add.getByLabel('Customer').fill('FOOTSM');
  await add.getByLabel('Colour').fill('Purple');
  await add.getByLabel('Key Number').fill('K-061');
  await add.getByLabel('Entry Notes').fill('Dock 3 off Hopkins St; ring the bell');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const footscray = keys.getByRole('row', { name: /Footscray Market dock/ });
  await expect(footscray).toContainText('Footscray Fresh Market');
  await footscray.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Key Footscray Market dock' });
  await expect(view.getByLabel('Key Number')).toHaveValue('K-061');
  await expect(view.getByLabel('Entry Notes')).toHaveValue('Dock 3 off Hopkins St; ring the bell');
});

test('a viewer sees the key cabinet with alarm codes masked and no check out', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/admin/del_keys');
  const lygon = table(page, 'Delivery keys').getByRole('row', { name: /Lygon Trattoria/ });
  await expect(lygon).toContainText('••••');
  await expect(lygon).not.toContainText('4821');
  await expect(lygon.getByRole('button', { name: 'Check out' })).toHaveCount(0);
});

test('a lead day opens its detail page; a changed lead time is listed', async ({ page }) => {
  await adminAtSxd(page);
  await openAdmin(page, 'State Delivery Lead Days');
  await expect(page).toHaveURL(/\/delivery_lead_days$/);
  const leadDays = table(page, 'State delivery lead days');
  await leadDays.getByRole('row', { name: /VIC WA/ }).click();
  await expect(page).toHaveURL(/\/delivery_lead_days\/delivery_lead_day\?lead_day_id=\d+$/);
  await expect(page.getByLabel('Lead Days')).toHaveValue('5');
  await page.getByLabel('Lead Days').fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the lead days as a whole number from 0 to 365')).toBeVisible();
  await page.getByLabel('Lead Days').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/delivery_lead_days$/);
  await expect(leadDays.getByRole('row', { name: /VIC WA/ })).toContainText('4');

  await page.getByRole('button', { name: 'Add lead day' }).click();
  await page.getByLabel('To State').selectOption('NSW');
  await page.getByLabel('Lead Days').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('A lead time from VIC to NSW already exists');
});
