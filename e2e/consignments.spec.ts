import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

test('consignments: search, status colours, open one and edit it only in editing mode', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Delivery').click();
  await page.getByRole('menuitem', { name: 'Consignments (list)' }).click();
  await expect(page).toHaveURL(/\/consignment$/);

  const table = page.getByRole('table', { name: 'Consignments' });
  const open = table.getByRole('row', { name: /BRU-PO-5521/ });
  await expect(open).toHaveAttribute('data-variant', 'warning');
  await expect(open.getByText('On For Delivery')).toHaveAttribute('data-variant', 'info');
  await expect(table.getByRole('row', { name: /BRU-PO-5502/ })).toHaveAttribute(
    'data-variant',
    'danger',
  );
  await expect(table.getByRole('row', { name: /STK-PO-0412/ })).toHaveAttribute(
    'data-variant',
    'success',
  );

  const search = page.getByRole('search', { name: 'Search consignments' });
  await search.getByLabel('Search by').selectOption('tracking_status');
  await search.getByLabel('Tracking Status').fill('On For');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /LYG-PO/ })).toHaveCount(0);
  await expect(open).toBeVisible();

  await open.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/consignment\/consignment\?document_id=/);
  const reference = page.getByLabel('Shipment Reference');
  await expect(reference).toHaveValue('BRU-PO-5521');
  await expect(reference).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  await reference.fill('BRU-PO-5521-B');
  await page.getByLabel('Delivery Instructions').fill('Loading dock off Dawson Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(reference).toHaveValue('BRU-PO-5521-B');
  await expect(reference).toHaveAttribute('readonly', '');

  await page.getByRole('link', { name: 'Back to consignments' }).click();
  await search.getByLabel('Reference').fill('BRU-PO-5521-B');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /BRU-PO-5521-B/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /BRU-PO-5502/ })).toHaveCount(0);
});
