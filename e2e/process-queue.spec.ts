import { expect, test, type Page } from '@playwright/test';
import { PROCESS_QUEUE_MESSAGES } from '../src/contract';
import { adminAtSxd, openSettings } from './helpers';

/*
 * The process queue and documents on the demo data (server/seed/demo-process-queue.ts): at
 * SXD/DC1 one sales order waits with CHECK (FLAGGED), one with SHIPMENT (ERROR), one is
 * LOCKED; a sent write on is flagged CHECK (Write ON); some movements the ERP refused are
 * ERROR. The admin's warehouse is DC1.
 */

const dataRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function keyOf(row: ReturnType<typeof dataRows>): Promise<string> {
  const text = (await row.getByRole('cell').nth(1).innerText()).split('\n')[0]!;
  return text.trim();
}

test('resolve one queue item with a text, retry another, then find a document and send it to the ERP', async ({
  page,
}) => {
  await adminAtSxd(page);
  await page.goto('/process_queue');
  await expect(page.getByRole('heading', { name: 'Process Queue' })).toBeVisible();
  const rows = dataRows(page, 'Process Queue');

  // Issues: the colours of document 2 section 4.
  const flagged = rows.filter({ hasText: 'Sales Order' }).filter({ hasText: 'FLAGGED' });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toHaveAttribute('data-variant', 'warning');
  // SHIPMENT shows as ERROR (an order the ERP refused on an UPDATE shows UPDATE beside it).
  const error = rows
    .filter({ hasText: 'Sales Order' })
    .filter({ hasText: 'ERROR' })
    .filter({ hasNotText: 'UPDATE' })
    .first();
  await expect(error).toHaveAttribute('data-variant', 'danger');
  const locked = rows.filter({ hasText: 'Sales Order' }).filter({ hasText: 'LOCKED' }).first();
  await expect(locked).toHaveAttribute('data-variant', 'success');
  const writeOn = rows.filter({ hasText: 'Adjustment' }).filter({ hasText: 'Write ON' }).first();
  await expect(writeOn).toContainText('GL →');

  // A row opens its lines.
  const flaggedKey = await keyOf(flagged);
  await flagged.getByRole('button', { name: 'Lines' }).click();
  const linesDialog = page.getByRole('dialog', { name: `Sales Order ${flaggedKey}` });
  await expect(linesDialog.getByRole('columnheader', { name: 'Serial/Batch' })).toBeVisible();
  // Lines shown (aria-rowcount is set once rows are): header + at least one line.
  await expect(linesDialog.getByRole('table', { name: 'Lines', exact: true })).toHaveAttribute(
    'aria-rowcount',
    /^([2-9]|\d{2,})$/,
  );
  await linesDialog.getByRole('button', { name: 'Close' }).click();
  await expect(linesDialog).toBeHidden();

  // Resolve needs a text; with one the item leaves the queue and shows as resolved.
  await flagged.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: `Resolve Sales Order ${flaggedKey}` });
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve.getByText(PROCESS_QUEUE_MESSAGES.resolutionRequired)).toBeVisible();
  await resolve.getByLabel('Resolution').fill('Customer confirmed the order by phone');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  const resolvedRow = rows.filter({ hasText: flaggedKey });
  await expect(resolvedRow).toHaveCount(0);

  // Retry the ERROR order: it waits for the connector (UPDATE), no longer an issue.
  const errorKey = await keyOf(error);
  await error.getByRole('button', { name: 'Retry' }).click();
  const confirm = page.getByRole('dialog', { name: 'Retry' });
  await confirm.getByRole('button', { name: 'Retry' }).click();
  await expect(confirm).toBeHidden();
  const retried = rows.filter({ hasText: errorKey });
  await expect(retried).toHaveCount(0);

  const mode = page.getByLabel('Show');
  await mode.selectOption({ label: 'Everything queued' });
  await expect(retried).toContainText('UPDATE');
  await expect(retried).not.toHaveAttribute('data-variant', /.+/);
  await mode.selectOption({ label: 'Resolved' });
  await expect(resolvedRow).toContainText('Customer confirmed the order by phone');
  await expect(resolvedRow).toContainText('admin');

  // Documents: find the resolved order and send it to the ERP.
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const term = page.getByLabel('Reference, customer or supplier');
  await term.fill(flaggedKey);
  await term.press('Enter');
  const docs = dataRows(page, 'Documents');
  const doc = docs.filter({ hasText: flaggedKey });
  await expect(doc).toHaveCount(1);
  const status = doc.locator('[data-variant="success"], [data-variant="danger"]').first();
  await expect(status).toHaveText(/^(Complete|Short)$/);
  await doc.click();
  await expect(page.getByRole('heading', { name: `Sales Order ${flaggedKey}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Document Lines', exact: true })).toHaveAttribute(
    'aria-rowcount',
    /^([2-9]|\d{2,})$/,
  );
  await page.getByRole('button', { name: 'Send to ERP' }).click();
  await expect(page.locator('dd').filter({ hasText: /^PROCESS$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to ERP' })).toBeDisabled();
});

test('at ALL warehouses the queue asks for a warehouse and lists nothing', async ({ page }) => {
  await adminAtSxd(page);
  const settings = await openSettings(page, 'admin');
  const warehouse = settings.getByLabel('Warehouse');
  const before = await warehouse.inputValue();
  await warehouse.selectOption('ALL');
  if (await settings.isVisible()) await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  try {
    await page.goto('/process_queue');
    await expect(
      page.getByRole('status').filter({ hasText: PROCESS_QUEUE_MESSAGES.selectWarehouse }),
    ).toBeVisible();
    await expect(page.getByText('Choose a warehouse to see its process queue')).toBeVisible();
    await expect(dataRows(page, 'Process Queue').filter({ hasText: 'Sales Order' })).toHaveCount(0);
  } finally {
    const again = await openSettings(page, 'admin');
    await again.getByLabel('Warehouse').selectOption(before);
    if (await again.isVisible()) await page.keyboard.press('Escape');
  }
});
