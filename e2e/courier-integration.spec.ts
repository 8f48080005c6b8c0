import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton } from './helpers';

/** A machship-like carrier on 127.0.0.1 in this process: answers address checks. */
const asked: string[] = [];
let carrier: Server;
let base = '';

test.beforeAll(async () => {
  carrier = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/addresses/validate') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ valid: true, suggestions: [] }));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(carrier.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  carrier.closeAllConnections();
  await new Promise<void>((resolve) => carrier.close(() => resolve()));
});

test('the admin adds a URL set, tests its connection and books a courier through it', async ({
  page,
}) => {
  await adminAtSxd(page);
  await menuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Courier Integration' }).click();
  await expect(page).toHaveURL(/\/admin\/ofr$/);

  await page.getByRole('button', { name: 'Add URL set' }).click();
  const dialog = page.getByRole('dialog', { name: 'New URL set' });
  await dialog.getByLabel('URL Set', { exact: true }).fill('MS-LOOP');
  await dialog.getByLabel('Platform').selectOption('machship');
  await dialog.getByLabel('Base URL').fill(`${base}/api`);
  await dialog.getByLabel('Key', { exact: true }).fill('loop-token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const sets = page.getByRole('table', { name: 'URL Sets' });
  const row = sets.getByRole('row', { name: /MS-LOOP/ });
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toHaveText(/^Connected \(\d+ ms\)$/);
  expect(asked).toEqual(['POST /api/addresses/validate']);

  // Toll is booked from the rate card until linked; the link survives a reload
  const links = page.getByRole('table', { name: 'Courier links' });
  const toll = links.getByLabel('Booked through for TOLL');
  await expect(toll).toHaveValue('');
  await toll.selectOption('MS-LOOP');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Courier TOLL is now booked through URL set 'MS-LOOP'" }),
  ).toBeVisible();
  await page.reload();
  await expect(links.getByLabel('Booked through for TOLL')).toHaveValue('MS-LOOP');

  // back to the rate card, as the other specs expect
  await links.getByLabel('Booked through for TOLL').selectOption('');
  await expect(
    page.getByRole('status').filter({ hasText: 'Courier TOLL is now booked from the rate card' }),
  ).toBeVisible();
  await page.reload();
  await expect(links.getByLabel('Booked through for TOLL')).toHaveValue('');
});
