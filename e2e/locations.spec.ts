import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton, openSettings, signIn } from './helpers';

/** The data rows of the locations table (the header row left out). */
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Locations' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin scans a location, changes pick sequences, sees the new order and adds a location', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Stock').click();
  await page.getByRole('menuitem', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/loc$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  // A scan of a location barcode finds it and opens it.
  const search = page.getByLabel('Search locations');
  await search.fill('DC1-A-01-01-A');
  await search.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: 'Location A-01-01-A' })).toBeVisible();
  await expect(dialog.getByLabel('Pick Sequence')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Typing a code: a 1-character term is ignored, 2 or more search.
  await search.fill('A-01-0');
  await expect(dataRows(page)).toHaveCount(4);
  await search.fill('A');
  await expect(dataRows(page)).not.toHaveCount(4);

  // By pick section: in pick sequence order; edit the first one's sequence to the end.
  await search.fill('');
  await page.getByLabel('Pick section').selectOption('A-FAST');
  await expect(dataRows(page).first()).toContainText('A-01-01-A');
  await dataRows(page).first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit location A-01-01-A' })).toBeVisible();
  await dialog.getByLabel('Pick Sequence').fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The section has a thousand shelf locations: narrow it to bay A-01, still in sequence order.
  await search.fill('A-01-0');
  await expect(dataRows(page)).toHaveCount(4);
  await expect(dataRows(page).first()).toContainText('A-01-02-A');
  await expect(dataRows(page).last()).toContainText('A-01-01-A');

  // Inline: A-01-03-A to 0 moves it to the top.
  await page.getByLabel('Sequence of A-01-03-A').fill('0');
  await page.getByLabel('Sequence of A-01-03-A').press('Enter');
  await expect(dataRows(page).first()).toContainText('A-01-03-A');

  // Add a location to the section.
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('dialog', { name: 'New location' })).toBeVisible();
  await dialog.getByLabel('Location', { exact: true }).fill('A-99-01-A');
  await dialog.getByLabel('Location Name').fill('Returns shelf');
  await dialog.getByLabel('Pick Sequence').fill('500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await search.fill('A-99');
  await expect(dataRows(page).last()).toContainText('A-99-01-A');
  await expect(dataRows(page).last()).toContainText('SHF');
});

test('a floor user can edit but not delete; the viewer can view only', async ({ browser }) => {
  const floorPage = await (await browser.newContext()).newPage();
  await signIn(floorPage, 'floor');
  await floorPage.goto('/loc');
  await expect(dataRows(floorPage).first()).toBeVisible();
  await expect(dataRows(floorPage).first().getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(floorPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(floorPage.getByRole('button', { name: 'Add location' })).toBeVisible();

  const viewerPage = await (await browser.newContext()).newPage();
  await signIn(viewerPage, 'viewer');
  await viewerPage.goto('/loc');
  // At all warehouses the screen asks for one first.
  await expect(
    viewerPage.getByRole('status').filter({ hasText: 'Please choose a warehouse first' }),
  ).toBeVisible();
  const settings = await openSettings(viewerPage, 'viewer');
  await settings.getByLabel('Warehouse').selectOption('DC1');
  if (await settings.isVisible()) await viewerPage.keyboard.press('Escape');
  await expect(dataRows(viewerPage).first()).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Add location' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(viewerPage.getByRole('spinbutton')).toHaveCount(0);
  await dataRows(viewerPage).first().getByRole('button', { name: 'View' }).click();
  const dialog = viewerPage.getByRole('dialog');
  await expect(viewerPage.getByRole('dialog', { name: /^Location / })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
