import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, envelopeCall, menuButton } from './helpers';

/** The data rows of a table (the header row left out). */
const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin makes a run from a template and puts it in a new run set', async ({
  page,
  request,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Runs', exact: true }).click();
  await expect(page).toHaveURL(/\/run$/);
  await expect(dataRows(page, 'Runs')).toHaveCount(4);
  await expect(dataRows(page, 'Run Templates')).toHaveCount(4);

  await page.getByRole('button', { name: 'Add run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New run' });
  await expect(dialog.getByLabel('Warehouse')).toHaveValue('DC1');
  // The defaults of a new run, then the template's settings.
  await expect(dialog.getByLabel('Delivery / Pickup')).toHaveValue('Pickup');
  await dialog.getByLabel('Start from template').selectOption('auto_pack_consign_on_complete');
  await expect(dialog.getByLabel('Delivery / Pickup')).toHaveValue('Delivery');
  await dialog.getByLabel('Run Code').fill('NTH-AM');
  await dialog.getByLabel('Run Name').fill('North Shore AM');
  await dialog.getByLabel('Cut-off start (HH:mm)').fill('5:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a time as HH:mm (00:00 to 23:59)')).toBeVisible();
  await dialog.getByLabel('Cut-off start (HH:mm)').fill('05:30');
  await dialog.getByRole('tab', { name: 'ERP & consignment' }).click();
  await expect(dialog.getByLabel('Consign On')).toHaveValue('complete');
  await expect(dialog.getByLabel('ERP update status')).toHaveValue('Complete');
  await dialog.getByRole('tab', { name: 'Flags' }).click();
  await expect(dialog.getByLabel('Open freight consignment')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Runs' }).getByRole('row', { name: /NTH-AM/ });
  await expect(row).toContainText('North Shore AM');
  await expect(row).toContainText('Single');
  // Viewed, the run's fields are read-only and every tab still opens.
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Run NTH-AM' });
  await view.getByRole('tab', { name: 'Flags' }).click();
  await expect(view.getByLabel('Open freight consignment')).toBeChecked();
  await expect(view.getByLabel('Open freight consignment')).toBeDisabled();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Run Sets: a new set of DC1 with the new run.
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Run Sets' }).click();
  await expect(page).toHaveURL(/\/admin\/run_set$/);
  await expect(dataRows(page, 'Run Sets')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add run set' }).click();
  const setDialog = page.getByRole('dialog', { name: 'New run set' });
  await setDialog.getByLabel('Run Set', { exact: true }).fill('DC1-NS');
  await setDialog.getByLabel('Run Set Name').fill('North Shore Early');
  await expect(setDialog.getByLabel('Warehouse')).toHaveValue('DC1');
  await setDialog.getByLabel(/^NTH-AM - North Shore AM/).check();
  await setDialog.getByRole('button', { name: 'Save' }).click();
  await expect(setDialog).toBeHidden();
  const setRow = page.getByRole('table', { name: 'Run Sets' }).getByRole('row', { name: /DC1-NS/ });
  await expect(setRow).toContainText('NTH-AM');

  // Runs BETA shows the run in its set; the set filter finds it.
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Runs BETA' }).click();
  await page.getByLabel('Run set', { exact: true }).selectOption('DC1-NS');
  await expect(dataRows(page, 'Runs BETA')).toHaveCount(1);
  await expect(dataRows(page, 'Runs BETA').first()).toContainText('auto_pack_consign_on_complete');

  // The active switch saves at once.
  const active = page.getByRole('checkbox', { name: 'NTH-AM active' });
  await expect(active).toBeChecked();
  const saved = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes('"active":false'),
  );
  await active.click();
  await saved;
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'NTH-AM active' })).not.toBeChecked();

  // Leave the demo data as it was for the other specs.
  const sets = await envelopeCall(request, 'admin', 'admin', 'run_set', 'delete', {
    run_sets: [{ runset_id: 'DC1-NS' }],
  });
  expect(sets.status).toBe(200);
  const runs = await envelopeCall<{ run_id: number; run: string }>(
    request,
    'admin',
    'admin',
    'run',
    'list',
    { warehouse: 'DC1' },
  );
  const made = runs.results.find((r) => r.run === 'NTH-AM')!;
  const deleted = await envelopeCall(request, 'admin', 'admin', 'run', 'delete', {
    runs: [{ run_id: made.run_id }],
  });
  expect(deleted.status).toBe(200);
});

test("a run's courier and service are chosen from the site's couriers, Best Rate first", async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Runs', exact: true }).click();
  const row = page.getByRole('table', { name: 'Runs' }).getByRole('row', { name: /COUNTRY/ });
  // the row's print button loads after the row (the row settles first)
  await expect(row.getByRole('button', { name: 'Print carton labels' })).toBeVisible();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit run COUNTRY' });
  await dialog.getByRole('tab', { name: 'ERP & consignment' }).click();
  await expect(dialog.getByLabel('Courier', { exact: true })).toHaveValue('TOLL');
  await expect(dialog.getByLabel('Courier service')).toHaveText('IPEC Road Express');

  // another courier: its services only, the service back to Best Rate until one is chosen
  await dialog.getByLabel('Courier', { exact: true }).selectOption('CP');
  await expect(dialog.getByLabel('Courier service')).toHaveText('Best Rate');
  await dialog.getByLabel('Courier service').click();
  const list = dialog.getByRole('listbox', { name: 'Courier service' });
  await expect(list.getByRole('option')).toHaveText([
    'Best Rate',
    'Authority to Leave',
    'Standard Parcel',
  ]);
  await list.getByRole('option', { name: 'Authority to Leave' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: /COUNTRY/ });
  await view.getByRole('tab', { name: 'ERP & consignment' }).click();
  await expect(view.getByLabel('Courier', { exact: true })).toHaveValue('CP');
  await expect(view.getByLabel('Courier service')).toHaveText('Authority to Leave');
});
