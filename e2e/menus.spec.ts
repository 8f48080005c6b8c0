import { expect, test, type Page } from '@playwright/test';
import { menuButton, namePill, signIn } from './helpers';

async function menuEntries(page: Page, label: string): Promise<string[]> {
  await menuButton(page, label).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((t) => t.trim());
}

test('the admin sees the brand, name pill, warehouse and the Printing and Admin menus', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Southern Cross Distribution')).toBeVisible();
  await expect(namePill(page, 'admin')).toBeVisible();
  await expect(page.getByTestId('current-warehouse')).toHaveText('Dandenong DC');

  expect(await menuEntries(page, 'Printing')).toEqual([
    'Printer Sets',
    'Labels',
    'Interfaces',
    'Templates',
  ]);
  const admin = await menuEntries(page, 'Admin');
  expect(admin).toContain('Connector Users');
  expect(admin).toContain('Task Master');
  expect(admin).not.toContain('Site Setup'); // only at the GLOBAL site
  // SXD uses MYOB EXO and the admin has delete on site.
  expect(await menuEntries(page, 'Site')).toEqual(['Myob EXO', 'Project']);
  expect(await menuEntries(page, 'Orders')).toContain('Sales Orders');
});

test('the floor user has stock, orders and operations menus but no Printing or Admin', async ({
  page,
}) => {
  await signIn(page, 'floor');
  await expect(menuButton(page, 'Stock')).toBeVisible();
  await expect(menuButton(page, 'Admin')).toHaveCount(0);
  await expect(menuButton(page, 'Printing')).toHaveCount(0);
  // so view and update (the floor user picks): the order entries, no customers or po.
  expect(await menuEntries(page, 'Orders')).toEqual([
    'Order Management',
    'Bookin Management',
    'Sales Orders',
    'Supply Analysis',
  ]);
  // The floor is a link of its own on the bar, floor-sized.
  const floor = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Floor' });
  const box = await floor.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(await menuEntries(page, 'Stock')).toEqual([
    'Inventories',
    'Serial Batch',
    'Warehouses',
    'Locations',
    'Packs & Pallets',
    'On Hand Explorer',
  ]);
  expect(await menuEntries(page, 'Operations')).toEqual([
    'Movements',
    'Job/Work Orders',
    'Transaction Explorer',
    'Process Queue',
  ]);
  await floor.click();
  await expect(page).toHaveURL(/\/floor$/);
  await expect(page.getByRole('heading', { name: 'Floor', exact: true })).toBeVisible();
});

test('the view-only user sees no entry that needs update or delete', async ({ page }) => {
  await signIn(page, 'viewer');
  // The seed gives the viewer view on every module, admin included: the table shows Admin.
  const admin = await menuEntries(page, 'Admin');
  expect(admin).not.toContain('Connector Users'); // update on admin
  // Every floor task writes: view alone shows no Floor link.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Floor' }),
  ).toHaveCount(0);
  await expect(menuButton(page, 'Site')).toHaveCount(0); // Myob EXO and Project need delete on site
});

test('under 1024 px the menus fold into one Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, 'floor');
  await expect(menuButton(page, 'Stock')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Floor' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Movements' })
    .click();
  await expect(page).toHaveURL(/\/mov$/);
});
