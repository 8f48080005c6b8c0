import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminAtSxd, envelopeCall } from './helpers';
import { startLoopbackZebra, type LoopbackZebra } from './loopback-zebra';

let printer: LoopbackZebra;
let prints: string[] = [];
let port = 0;

test.beforeAll(async () => {
  printer = await startLoopbackZebra();
  ({ prints, port } = printer);
});

test.afterAll(() => printer.close());

const setPrinterSet = async (request: APIRequestContext, set: string | null) =>
  expect(
    (await envelopeCall(request, 'admin', 'user', 'user_settings', 'save', { printer_set: set }))
      .status,
  ).toBe(200);

/** The first aisle of DC1 (a letter) with a few dozen to a few hundred locations. */
async function anAisle(request: APIRequestContext): Promise<{ aisle: string; count: number }> {
  for (const letter of 'BCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const counted = await envelopeCall<{ total: number }>(
      request,
      'admin',
      'warehouse',
      'location',
      'count',
      { warehouse: 'DC1', aisle: `${letter}-` },
    );
    const count = counted.results[0]?.total ?? 0;
    if (count >= 2 && count <= 400) return { aisle: `${letter}-`, count };
  }
  throw new Error('DC1 has no aisle of 2 to 400 locations');
}

test("print an aisle's labels with two copies", async ({ page, request }) => {
  const saved = await envelopeCall(request, 'admin', 'printing', 'printer_set', 'check', {
    printer_sets: [
      {
        printer_set: 'E2E-AISLE',
        printer_set_name: 'Loopback aisle Zebra',
        warehouse: 'DC1',
        printers: [
          {
            printer: 'LOOP',
            printer_name: 'Loopback Zebra',
            printer_address: '127.0.0.1',
            printer_port: port,
          },
        ],
        map: [{ label: 'LOCATION', printer: 'LOOP' }],
      },
    ],
  });
  expect(saved.status).toBe(200);
  const { aisle, count } = await anAisle(request);
  await setPrinterSet(request, 'E2E-AISLE');
  try {
    await adminAtSxd(page);
    await page.goto('/loc');
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
    await page.getByLabel('Aisle').fill(aisle);
    await expect(page.getByRole('status', { name: 'Locations loaded' })).toContainText(
      `of ${count} location`,
    );
    const bar = page.getByRole('group', { name: 'Print location labels' });
    await bar.getByRole('button', { name: `Select all (${count})` }).click();
    await expect(bar).toContainText(`${count} selected`);
    await bar.getByLabel('Copies').fill('2');
    const print = bar.getByRole('button', { name: `Print labels (${count})` });
    await expect(print).toBeInViewport();
    const before = prints.length;
    await print.click();
    const popup = page.getByRole('dialog', { name: `Print labels (${count} locations x 2)` });
    await expect(popup.getByTestId('print-outcome')).toContainText(
      `Printed ${count * 2} labels (LOOP)`,
      { timeout: 30_000 },
    );
    await expect.poll(() => prints.length, { timeout: 10_000 }).toBeGreaterThan(before);
    const sent = prints.slice(before).join('');
    expect(sent.match(/\^XA/g)).toHaveLength(count * 2);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('No locations selected');
  } finally {
    await setPrinterSet(request, 'DC1-DESP');
  }
});
