import { expect, test, type APIRequestContext } from '@playwright/test';
import { envelopeCall, signIn, waitForServiceWorker } from './helpers';
import { startLoopbackZebra, type LoopbackZebra } from './loopback-zebra';

let printer: LoopbackZebra;
let prints: string[] = [];
let port = 0;

test.beforeAll(async () => {
  printer = await startLoopbackZebra();
  ({ prints, port } = printer);
});

test.afterAll(() => printer.close());

/** The loopback set E2E-PRINT (pack SSCC and sales order labels), registered by the admin. */
async function registerLoopbackSet(request: APIRequestContext) {
  const saved = await envelopeCall(request, 'admin', 'printing', 'printer_set', 'check', {
    printer_sets: [
      {
        printer_set: 'E2E-PRINT',
        printer_set_name: 'Loopback Zebra',
        warehouse: 'DC1',
        printers: [
          {
            printer: 'LOOP',
            printer_name: 'Loopback Zebra',
            printer_address: '127.0.0.1',
            printer_port: port,
          },
        ],
        map: [
          { label: 'SSCC_LABEL', printer: 'LOOP' },
          { label: 'SALES_ORDER', printer: 'LOOP' },
        ],
      },
    ],
  });
  expect(saved.status).toBe(200);
}

const setPrinterSet = async (request: APIRequestContext, user: string, set: string | null) =>
  expect(
    (await envelopeCall(request, user, 'user', 'user_settings', 'save', { printer_set: set }))
      .status,
  ).toBe(200);

test('the floor prints a new pack’s SSCC label on its printer set when the pack is saved', async ({
  page,
  request,
}) => {
  await registerLoopbackSet(request);
  await setPrinterSet(request, 'floor', 'E2E-PRINT');
  try {
    await signIn(page, 'floor');
    await waitForServiceWorker(page);
    await page.goto('/floor/pack');
    await expect(page.getByText(/pack numbers reserved on this device/)).toBeVisible();
    await page.getByRole('button', { name: 'New pack' }).click();
    await expect(page.getByTestId('floor-pack-sscc')).toHaveText(/^SSCC \d{18}$/);
    const sscc = ((await page.getByTestId('floor-pack-sscc').textContent()) ?? '').slice(5);
    await page.getByLabel('Item', { exact: true }).fill('E2E-PRINT-ITEM');
    await page.getByLabel(/^Quantity/).fill('2');
    await page.getByLabel(/^Quantity/).press('Enter');
    await page.getByLabel('Print pack label').check();
    await page.getByRole('button', { name: 'Save pack' }).click();
    await expect(page.getByTestId('last-write').first()).toHaveAttribute('data-status', 'sent', {
      timeout: 30_000,
    });
    await expect.poll(() => prints.some((p) => p.includes(sscc)), { timeout: 15_000 }).toBe(true);
    expect(prints.filter((p) => p.includes(sscc))).toHaveLength(1);
  } finally {
    await setPrinterSet(request, 'floor', 'DC1-DESP');
  }
});

test('a sales order’s labels through the popup: no current set, choose one, printed', async ({
  page,
  request,
}) => {
  await registerLoopbackSet(request);
  await setPrinterSet(request, 'admin', null);
  await signIn(page, 'admin');
  await page.goto('/so/SO-100001');
  await expect(page.getByRole('heading', { name: 'Sales Order SO-100001' })).toBeVisible();
  const before = prints.length;
  await page.getByRole('button', { name: 'Print labels' }).click();
  const popup = page.getByRole('dialog', { name: 'Print labels SO-100001' });
  await popup.getByLabel('Printer set').selectOption('E2E-PRINT');
  await expect(popup.getByLabel('Number of Copies')).toHaveValue('1');
  await popup.getByRole('button', { name: 'Print' }).click();
  await expect(popup.getByTestId('print-outcome')).toContainText('Printed 1 label (LOOP)');
  await expect.poll(() => prints.length, { timeout: 10_000 }).toBe(before + 1);
  expect(prints.at(-1)).toContain('SO-100001');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // The print history lists it.
  await page.goto('/ps?tab=history');
  await expect(
    page
      .getByRole('table', { name: 'Print History' })
      .getByRole('row', { name: /SO-100001/ })
      .first(),
  ).toContainText('E2E-PRINT');
});
