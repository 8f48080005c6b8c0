import { expect, test, type Page } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';
import { xlsxFile } from './xlsx';

/** The data rows of the locations table (the header row left out). */
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Locations' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

async function openLocations(page: Page) {
  await adminAtSxd(page);
  await menuButton(page, 'Stock').click();
  await page.getByRole('menuitem', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/loc$/);
  await expect(dataRows(page).first()).toBeVisible();
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Upload locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload locations to DC1' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Location file (CSV or XLSX)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  return dialog;
}

test('a small file is saved at once: good rows saved, bad rows reported by line, rows without a location skipped', async ({
  page,
}) => {
  await openLocations(page);
  await expect(page.getByRole('status', { name: 'Locations loaded' })).toContainText(
    /Showing .* of/,
  );
  const dialog = await chooseFile(
    page,
    'small.csv',
    csv([
      'bin_location,pick_section,storage,pick_sequence',
      'UP-S-01,A-FAST,,',
      'UP-S-02,A-FAST,COLD,7',
      'UP-S-03,NO-SUCH,,',
      ',A-FAST,,',
      'UP-S-05,C-FROZ,,',
    ]),
  );
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByText('1 row without a location (location, loc or bin_location) skipped'),
  ).toBeVisible();
  await expect(dialog.getByText('3 locations saved, 1 row refused')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Refused rows' })).toContainText(
    "Row 4 (UP-S-03): Pick section 'NO-SUCH'",
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search locations').fill('UP-S-');
  await expect(dataRows(page)).toHaveCount(3);
  // storage from the pick section, pick sequence numbered in file order (UP-S-05 is the 4th kept row)
  await expect(dataRows(page).filter({ hasText: 'UP-S-01' })).toContainText('SHF');
  await expect(dataRows(page).filter({ hasText: 'UP-S-02' })).toContainText('COLD');
  await expect(page.getByLabel('Sequence of UP-S-05')).toHaveValue('4');
  await expect(page.getByLabel('Sequence of UP-S-02')).toHaveValue('7');
});

test('a file over 100 rows is queued, its progress reaches done, and its locations can be found', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLocations(page);
  const lines = ['location,storage'];
  for (let n = 1; n <= 150; n++) {
    const code = n === 12 || n === 120 ? `UP Q ${n}` : `UP-Q-${String(n).padStart(3, '0')}`;
    lines.push(`${code},`);
  }
  const dialog = await chooseFile(page, 'big.csv', csv(lines));
  await dialog.getByLabel('Pick section for rows without one').selectOption('A-BULK');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByText('Locations committed to import queue, may take an hour'),
  ).toBeVisible();
  const progress = dialog.getByRole('region', { name: /^Import \d+$/ }).first();
  await expect(progress.getByRole('status')).toHaveText(
    '150 of 150 rows processed, 148 saved, 2 failed',
    { timeout: 60_000 },
  );
  await expect(progress.getByText('DONE')).toBeVisible();
  const errors = progress.getByRole('list', { name: /row errors/ });
  await expect(errors.getByRole('listitem')).toHaveCount(2);
  await expect(errors.getByRole('listitem').first()).toContainText('Row 13 (UP Q 12)');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const search = page.getByLabel('Search locations');
  // The whole code of one location opens it.
  await search.fill('UP-Q-014');
  const found = page.getByRole('dialog', { name: 'Location UP-Q-014' });
  await expect(found).toBeVisible();
  await expect(found.getByLabel('Pick Section')).toHaveValue('A-BULK');
  await expect(found.getByLabel('Storage')).toHaveValue('PAL');
  await expect(found.getByLabel('Pick Sequence')).toHaveValue('14');
  await found.getByRole('button', { name: 'Close' }).click();
  await expect(found).toBeHidden();
  await search.fill('UP-Q-');
  await expect(page.getByRole('status', { name: 'Locations loaded' })).toHaveText(
    'Showing 148 of 148 locations',
  );
});

test('an XLSX file is read in the browser and saved', async ({ page }) => {
  await openLocations(page);
  await page.getByRole('button', { name: 'Upload locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload locations to DC1' });
  await dialog.getByLabel('Location file (CSV or XLSX)').setInputFiles({
    name: 'bins.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsxFile([
      ['Loc', 'Pick Section', 'Pick Sequence'],
      ['UP-X-01', 'C-FROZ', 3],
      ['UP-X-02', 'C-FROZ', null],
    ]),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('2 locations saved, 0 rows refused')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search locations').fill('UP-X-');
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).filter({ hasText: 'UP-X-02' })).toContainText('FRZ');
  await expect(page.getByLabel('Sequence of UP-X-01')).toHaveValue('3');
  await expect(page.getByLabel('Sequence of UP-X-02')).toHaveValue('2');
});

test('the list loads 2,000 locations at a time and shows how many of the total it holds', async ({
  page,
}) => {
  await openLocations(page);
  const loaded = page.getByRole('status', { name: 'Locations loaded' });
  await expect(loaded).toHaveText(/^Showing [\d,]+ of [\d,]+ locations?$/);
  const [shown, total] = ((await loaded.textContent()) ?? '')
    .match(/[\d,]+/g)!
    .map((n) => Number(n.replace(/,/g, '')));
  expect(shown).toBe(Math.min(total!, 2000));
  const more = page.getByRole('button', { name: 'Load more' });
  if (total! <= 2000) {
    await expect(more).toHaveCount(0);
    return;
  }
  await more.click();
  const next = Math.min(total!, 4000).toLocaleString('en');
  await expect(loaded).toHaveText(`Showing ${next} of ${total!.toLocaleString('en')} locations`);
  // still a virtualised table: far fewer rows in the page than loaded
  expect(await dataRows(page).count()).toBeLessThan(200);
});
