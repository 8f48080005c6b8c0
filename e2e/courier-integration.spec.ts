import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminAtSxd, menuButton, signIn } from './helpers';

/** What the carrier answers, by method and path (null: 204 with no body). */
const CARRIER_ANSWERS: Record<string, object | null> = {
  'POST /api/addresses/validate': { valid: true, suggestions: [] },
  'POST /api/quotes': {
    quotes: [
      {
        carrier_id: 'TOLL',
        carrier_code: 'TOLL',
        carrier_name: 'Toll',
        service_id: 'IPEC',
        service_code: 'IPEC',
        service_name: 'IPEC Road Express',
        eta: '2026-12-01',
        total: 0.5,
      },
    ],
  },
  'POST /api/consignments': { id: 777, connote: 'MSL000777', total: 0.5, eta: '2026-12-01' },
  'DELETE /api/consignments/MSL000777': null,
};

/** A machship-like carrier on 127.0.0.1 in this process: addresses, quotes, bookings, deletes. */
const asked: string[] = [];
let carrier: Server;
let base = '';

test.beforeAll(async () => {
  carrier = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      const answer = CARRIER_ANSWERS[`${req.method} ${req.url}`];
      if (answer === null) res.writeHead(204).end();
      else if (answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
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

test('the admin adds a URL set, tests its connection and books a courier through it; a delete reaches it', async ({
  page,
  browser,
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

  // the floor books an order through it, then deletes the consignment: the carrier hears both
  const dock = await browser.newPage();
  await signIn(dock, 'floor');
  await dock.goto('/consign');
  const orders = dock.getByRole('table', { name: 'Orders to consign at DC1' });
  await orders.getByLabel('Select SO-900105').check();
  await dock.getByRole('button', { name: 'Get quotes (1)' }).click();
  const quote = dock
    .getByRole('dialog', { name: 'Quotes' })
    .getByRole('row')
    .filter({ hasText: 'IPEC Road Express' })
    .filter({ hasText: '$0.50' });
  await quote.getByRole('button', { name: /^Book / }).click();
  const confirmed = dock.getByRole('dialog', { name: 'Consignment confirmed' });
  await expect(confirmed).toContainText('MSL000777');
  await confirmed.getByRole('button', { name: 'Done' }).click();
  expect(asked).toContain('POST /api/consignments');

  await dock.getByLabel('Connote').fill('MSL000777');
  await dock.getByRole('button', { name: 'Delete', exact: true }).click();
  await dock
    .getByRole('dialog', { name: 'Delete consignment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    dock.getByRole('status').filter({ hasText: /^Consignment MSL000777 deleted$/ }),
  ).toBeVisible();
  expect(asked).toContain('DELETE /api/consignments/MSL000777');
  await expect(orders.getByRole('row', { name: /SO-900105/ })).toBeVisible();
  await dock.close();

  // back to the rate card, as the other specs expect
  await links.getByLabel('Booked through for TOLL').selectOption('');
  await expect(
    page.getByRole('status').filter({ hasText: 'Courier TOLL is now booked from the rate card' }),
  ).toBeVisible();
  await page.reload();
  await expect(links.getByLabel('Booked through for TOLL')).toHaveValue('');
});
