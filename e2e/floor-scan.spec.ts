import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminAtSxd, envelopeCall, mirrorHas, waitForServiceWorker } from './helpers';

/**
 * A keyboard-wedge scanner on a tablet (800x1280, touch): the whole code typed in one fast
 * burst and Enter, into whatever has focus. A burst on Quantity or on a button is a scan —
 * routed to the field that takes its kind of code, or refused with a message — never typed
 * into the number or taken as a tap.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });
// A scanner's burst is told from typing by its timing: on a machine loaded by other work one
// burst in several runs arrived split. One retry; a second failure is a real one.
test.describe.configure({ retries: 1 });

/**
 * A wedge scanner: every key of the code, then Enter, sent to the browser at once (not one
 * round trip per key, which a loaded test machine stretches past a scanner's gaps), into
 * whatever has focus.
 */
async function wedge(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  const key = (type: 'keyDown' | 'keyUp', k: string, text?: string, vk?: number) =>
    cdp.send('Input.dispatchKeyEvent', {
      type,
      key: k,
      ...(text !== undefined ? { text, unmodifiedText: text } : {}),
      ...(vk !== undefined ? { windowsVirtualKeyCode: vk, code: k } : {}),
    });
  const sent = [...code].flatMap((c) => [key('keyDown', c, c), key('keyUp', c)]);
  sent.push(key('keyDown', 'Enter', '\r', 13), key('keyUp', 'Enter', undefined, 13));
  await Promise.all(sent);
  await cdp.detach();
}

async function newItem(request: APIRequestContext, code: string) {
  const answer = await envelopeCall(request, 'admin', 'inventory', 'inventory', 'check', {
    inventory: { inventory_code: code, inventory_description: 'E2E scan item' },
  });
  expect(answer.errors).toEqual([]);
  const stock = await envelopeCall(request, 'admin', 'movement', 'movement', 'add', {
    movement: {
      action: 'WRITE_ON',
      warehouse: 'DC1',
      inventory: code,
      location: 'A-01-01-A',
      quantity: 50,
    },
  });
  expect(stock.errors).toEqual([]);
}

test('scans on Quantity and on Save go where they belong, on Move and on Pack', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const item = `E2E-SCAN-${Date.now().toString(36).toUpperCase()}`;
  await newItem(request, item);
  await adminAtSxd(page);
  await waitForServiceWorker(page);
  await expect
    .poll(() => mirrorHas(page, 'inventory', 'inventory_code', item), { timeout: 90_000 })
    .toBe(true);
  await expect
    .poll(() => mirrorHas(page, 'on_hands', 'inventory_code', item), { timeout: 90_000 })
    .toBe(true);

  // Move: the same item scanned on Quantity adds one; a location scanned on Quantity is the
  // To location and saves the move; focus returns to From location.
  await page.goto('/floor/move');
  const from = page.getByLabel('From location', { exact: true });
  const quantity = page.getByLabel(/^Quantity/);
  await expect(from).toBeFocused();
  await wedge(page, 'A-01-01-A');
  await expect(page.getByLabel('Item', { exact: true })).toBeFocused();
  await wedge(page, item);
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('1');
  await wedge(page, item);
  await expect(quantity).toHaveValue('2');
  await wedge(page, 'C-02-02-A');
  const write = page.getByTestId('last-write').first();
  await expect(write).toContainText(`Move 2 EA ${item} from A-01-01-A to C-02-02-A`);
  await expect(from).toBeFocused();
  await expect(from).toHaveValue('');

  // An unknown location scanned on Save: no tap, no write, the not-found message.
  await wedge(page, 'A-01-01-A');
  await wedge(page, item);
  await expect(quantity).toHaveValue('1');
  await page.getByTestId('floor-move-save').focus();
  await wedge(page, 'ZZ-NO-SUCH-LOC');
  await expect(page.getByTestId('scan-refusal')).toContainText('ZZ-NO-SUCH-LOC');
  await expect(page.getByTestId('last-write')).toHaveCount(1);
  await expect(quantity).toHaveValue('1');
  // An unknown To location is refused there too, and the next location scan on Quantity
  // goes to To location, not into the number.
  await page.getByLabel('To location', { exact: true }).focus();
  await wedge(page, '2DC1-S-01-02-A');
  await expect(page.getByText('Location 2DC1-S-01-02-A is not in DC1')).toBeVisible();
  await expect(page.getByTestId('last-write')).toHaveCount(1);
  await quantity.focus();
  await wedge(page, 'C-02-02-A');
  await expect(page.getByTestId('last-write')).toHaveCount(2);
  await expect(page.getByTestId('last-write').first()).toContainText(
    `Move 1 EA ${item} from A-01-01-A to C-02-02-A`,
  );

  // Pack: a second scan of the item on Quantity adds one (never a 14-digit quantity); a burst
  // on Save pack is a scan, not a save; the line's Remove button is on its card.
  // The seeded carton of BEV-500-SPMW (24 EA) is on the device too.
  await expect
    .poll(() => mirrorHas(page, 'stocking_factors', 'inventory_code', 'BEV-500-SPMW'), {
      timeout: 90_000,
    })
    .toBe(true);
  await page.goto('/floor/pack');
  await expect(page.getByText(/pack numbers reserved on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'New pack' }).click();
  await expect(page.getByLabel('Scan an item')).toBeFocused();
  // The case: a carton barcode (24 EA) scanned, then scanned again on Quantity.
  const carton = '19312345107114';
  await wedge(page, carton);
  const packQty = page.getByLabel(/^Quantity/);
  await expect(packQty).toBeFocused();
  await expect(packQty).toHaveValue('24');
  const cartonItem = 'BEV-500-SPMW';
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue(cartonItem);
  await wedge(page, carton);
  await expect(packQty).toHaveValue('48');
  await wedge(page, 'NO-SUCH-CODE-77');
  await expect(page.getByTestId('scan-refusal')).toContainText('NO-SUCH-CODE-77');
  await expect(packQty).toHaveValue('48');
  await packQty.press('Enter');
  await expect(page.getByLabel('Scan an item')).toBeFocused();
  await wedge(page, item);
  await expect(packQty).toHaveValue('1');
  await page.getByRole('button', { name: 'Save pack' }).focus();
  await wedge(page, item);
  await expect(packQty).toHaveValue('2');
  await expect(page.getByTestId('last-write')).toHaveCount(0);
  const card = page.getByTestId('pack-line').first();
  await expect(card).toContainText(`${cartonItem}48 EA`);
  const remove = card.getByRole('button', { name: `Remove ${cartonItem}` });
  const cardBox = (await card.boundingBox())!;
  const removeBox = (await remove.boundingBox())!;
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(removeBox.height).toBeGreaterThanOrEqual(48);
  await page.getByRole('button', { name: 'Cancel' }).click();
});
