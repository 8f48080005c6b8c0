import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_MESSAGES } from '../src/contract';
import { adminAtSxd, menuButton } from './helpers';

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('the admin adds a script, runs it with data and sees its output', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Scripts', exact: true }).click();
  await expect(page).toHaveURL(/\/script$/);
  await expect(table(page, 'Scripts').getByRole('row', { name: /low_stock_report/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add script' }).click();
  const dialog = page.getByRole('dialog', { name: 'New script' });
  await dialog.getByLabel('Script', { exact: true }).fill('pallet_total');
  await dialog.getByLabel('Description').fill('Adds up the pallet weights');
  await dialog
    .getByLabel('Code')
    .fill(
      'log("pallets", data.pallets.length);\nreturn data.pallets.reduce((t, p) => t + p.kg, 0);',
    );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'Scripts').getByRole('row', { name: /pallet_total/ })).toContainText(
    'Adds up the pallet weights',
  );

  await page.getByLabel('Script to run').selectOption('pallet_total');
  await page.getByLabel('Data (JSON)').fill('{"pallets": [{"kg": 420}, {"kg": 385.5}]}');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = page.getByLabel('Script output');
  await expect(output.getByRole('status')).toContainText('Finished in');
  await expect(output.getByLabel('Result')).toHaveText('805.5');
  await expect(output.getByLabel('Log')).toHaveText('pallets 2');

  // A script that never ends is stopped and says so.
  await table(page, 'Scripts')
    .getByRole('row', { name: /pallet_total/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: /pallet_total/ });
  await edit.getByLabel('Code').fill('while (true) {}');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // A test run past its 2 s limit is refused (400) naming the limit.
  await expect(
    page.getByRole('alert').filter({ hasText: SANDBOX_MESSAGES.timeLimit('script', 2000) }),
  ).toBeVisible();
});

test('entity scripts, entity scripts v2 and URLs list the demo records', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Entity Scripts V2' }).click();
  await expect(page).toHaveURL(/\/entity_script_v2$/);
  const v2 = table(page, 'Entity scripts v2').getByRole('row', { name: /order_weight_check/ });
  await expect(v2).toContainText('sales_order');
  await expect(v2).toContainText('before');
  await expect(v2).toContainText('No');

  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'EntityScripts' }).click();
  await expect(
    table(page, 'Entity scripts').getByRole('row', { name: /log_erp_send/ }),
  ).toContainText('erp_action');

  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Urls' }).click();
  await page.getByRole('button', { name: 'Add URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'New URL' });
  await dialog.getByLabel('Endpoint').fill('runs/today');
  await dialog.getByLabel('Web Service').selectOption('GET');
  await dialog.getByLabel('Entity').fill('run');
  await dialog.getByLabel('Action').fill('list');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'Urls').getByRole('row', { name: /runs\/today/ })).toContainText('GET');
  await expect(
    table(page, 'Urls').getByRole('row', { name: /orders\/weight-check/ }),
  ).toBeVisible();
});
