import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Tasks' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the admin adds a task with a lambda; it is listed with last ran Never', async ({ page }) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Task Master' }).click();
  await expect(page).toHaveURL(/\/admin\/taskmaster$/);
  await expect(page.getByRole('heading', { name: 'Task Master' })).toBeVisible();
  // The demo's tasks: the missed sweep is flagged.
  const sweep = dataRows(page).filter({ hasText: 'Hourly import sweep' });
  await expect(sweep).toContainText('MISSED');
  await expect(sweep).toHaveAttribute('data-variant', 'warning');

  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog.getByLabel('Last ran')).toHaveValue('Never');
  await expect(dialog.getByLabel('Monday')).toBeChecked();
  await expect(dialog.getByLabel('Saturday')).not.toBeChecked();
  await expect(dialog.getByLabel('Timezone')).toHaveValue('Australia/Melbourne');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please choose a lambda')).toBeVisible();

  await dialog.getByLabel('Description').fill('Evening location imports');
  await dialog.getByLabel('Schedule').selectOption({ label: 'Every 15 minutes' });
  await dialog.getByLabel('Lambda').selectOption('location_import');
  await dialog.getByLabel('Payload (JSON)').fill('{"imports": ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The payload is not valid JSON')).toBeVisible();
  await dialog.getByLabel('Payload (JSON)').fill('{"imports": 10}');
  await dialog.getByLabel('Start hour').fill('18');
  await dialog.getByLabel('End hour').fill('22');
  await dialog.getByLabel('Email address').fill('ops@southerncross.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const added = dataRows(page).filter({ hasText: 'Evening location imports' });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Every 15 minutes');
  await expect(added).toContainText('Never');
  await expect(added).toContainText('Yes');

  // Opened again: what was saved, last ran still Never.
  await added.click();
  const view = page.getByRole('dialog', { name: /Evening location imports/ });
  await expect(view.getByLabel('Payload (JSON)')).toHaveValue(/"imports": 10/);
  await expect(view.getByLabel('Start hour')).toHaveValue('18');
  await expect(view.getByLabel('Last ran')).toHaveValue('Never');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // Run now makes it due; the scheduler (off in these tests) would take it at its next tick.
  await page.getByRole('button', { name: 'Run now: Evening location imports' }).click();
  await expect(page.getByText("The task runs at the scheduler's next tick")).toBeVisible();
});
